import XGestureEngine

extension TouchBed {
  /// Plays a trace (the trace format of docs/REFERENCE.md) on the bed's
  /// touchscreens with its timing, and returns the moment its time 0 was.
  ///
  /// - Devices declared before the first timed line are the bed's devices, in
  ///   order (the bed needs at least as many). A device declared later is
  ///   hot-added then, with the trace's name and size; `removed` lines
  ///   hot-remove. Hotplug waits until the server lists the change, which can
  ///   delay what follows by some milliseconds.
  /// - Events with the same time on a device go out as one evdev frame; each
  ///   touch id takes the lowest free slot of its device; `cancel` lifts the
  ///   finger (evdev has no cancel).
  /// - Timing is kept against CLOCK_MONOTONIC: the events between two
  ///   hotplug lines are one `script`, on the trace's timeline, so the bed's
  ///   own latency does not accumulate and a loaded machine does not stretch
  ///   the gaps between frames.
  @discardableResult
  public func play(_ trace: Trace) throws(BedError) -> MonotonicTime {
    guard script == nil else { throw .misuse("a trace is a script of its own: play it outside script { }") }
    let origin = MonotonicTime.now().adding(milliseconds: 20)
    var player = TracePlayer(bed: self, origin: origin)
    var rest = trace.entries[...]
    while !rest.isEmpty {
      _ = try playScript(origin: origin) { () throws(BedError) in
        while let entry = rest.first, player.isScripted(entry) {
          try player.play(entry)
          rest.removeFirst()
        }
        try player.flush()
      }
      guard let hotplug = rest.popFirst() else { break }
      try player.play(hotplug)
    }
    return origin
  }
}

/// A trace being played on a bed: which bed device stands for each of the
/// trace's devices, which slot each touch holds, and the frame being built.
private struct TracePlayer {
  let bed: TouchBed
  /// The moment of the trace's time 0.
  let origin: MonotonicTime
  var mapping: [Int: TouchscreenDescription] = [:]
  var slots: [Int: [Int: Int]] = [:]  // trace device → (touch id → slot)
  var started = false
  /// The trace time of the frame being built, if any.
  var pendingTime: Double?

  init(bed: TouchBed, origin: MonotonicTime) {
    self.bed = bed
    self.origin = origin
  }

  /// Sends the frame being built.
  mutating func flush() throws(BedError) {
    if pendingTime != nil { try bed.frame() }
    pendingTime = nil
  }

  /// Whether `entry` goes into the script being recorded: events, and the
  /// device lines before the first event; hotplug happens between scripts.
  func isScripted(_ entry: Trace.Entry) -> Bool {
    switch entry {
    case .event: true
    case .device: !started
    case .deviceRemoved: false
    }
  }

  mutating func play(_ entry: Trace.Entry) throws(BedError) {
    switch entry {
    case .device(let geometry): try declare(geometry)
    case .event(let event): try play(event)
    case .deviceRemoved(let time, let id): try remove(device: id, at: time)
    }
  }

  /// Sends the frame being built unless it is for `time`, then moves the
  /// script's clock to `time`, whose frame is built next.
  mutating func wait(until time: Double) throws(BedError) {
    if let pending = pendingTime, pending == time { return }
    try flush()
    bed.moveScriptClock(to: time)
    pendingTime = time
  }

  /// A device line: one of the bed's before the first event, hot-added after.
  mutating func declare(_ geometry: DeviceGeometry) throws(BedError) {
    let devices = bed.devices
    if !started {
      let index = mapping.count
      guard index < devices.count else {
        throw .misuse("the trace declares \(index + 1) devices before its first event, the bed has \(devices.count)")
      }
      mapping[geometry.id] = devices[index]
    } else {
      try flush()
      let number = (devices.map(\.eventNumber).max() ?? 19) + 1
      let added = TouchscreenDescription(
        name: geometry.name, widthMM: geometry.width, heightMM: geometry.height, eventNumber: number)
      try bed.hotAdd(added)
      mapping[geometry.id] = added
    }
  }

  mutating func play(_ event: TouchEvent) throws(BedError) {
    started = true
    guard let device = mapping[event.device] else {
      throw .misuse("the trace has an event for device \(event.device), which it never declared")
    }
    try wait(until: event.time)
    var used = slots[event.device, default: [:]]
    defer { slots[event.device] = used }
    let (x, y) = (event.position.x, event.position.y)
    switch event.phase {
    case .begin:
      guard used[event.touch] == nil else { return }
      let taken = Set(used.values)
      guard let slot = (0..<device.slots).first(where: { !taken.contains($0) }) else {
        throw .misuse("the trace has more touches down than \(device.name) has slots (\(device.slots))")
      }
      used[event.touch] = slot
      bed.down(slot: slot, x: x, y: y, device: device)
    case .update:
      guard let slot = used[event.touch] else { return }
      bed.move(slot: slot, x: x, y: y, device: device)
    case .end, .cancel:
      guard let slot = used.removeValue(forKey: event.touch) else { return }
      bed.move(slot: slot, x: x, y: y, device: device)
      bed.up(slot: slot, device: device)
    }
  }

  mutating func remove(device id: Int, at time: Double) throws(BedError) {
    started = true
    guard let device = mapping.removeValue(forKey: id) else {
      throw .misuse("the trace removes device \(id), which it never declared")
    }
    sleep(until: origin.adding(milliseconds: time))
    try bed.hotRemove(device)
    slots[id] = nil
  }
}
