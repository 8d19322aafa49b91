import XGestureEngine

#if canImport(Glibc)
  import Glibc
#endif

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
  /// - Timing is kept against CLOCK_MONOTONIC with absolute sleeps, so the
  ///   bed's own latency does not accumulate.
  @discardableResult
  public func play(_ trace: Trace) throws(BedError) -> MonotonicTime {
    var mapping: [Int: TouchscreenDescription] = [:]
    var slots: [Int: [Int: Int]] = [:]  // trace device → (touch id → slot)
    var started = false
    let origin = MonotonicTime.now().adding(milliseconds: 20)
    var pendingTime: Double?

    func flush() throws(BedError) {
      if pendingTime != nil { try frame() }
      pendingTime = nil
    }
    func wait(until time: Double) throws(BedError) {
      if let pending = pendingTime, pending == time { return }
      try flush()
      sleep(until: origin.adding(milliseconds: time))
      pendingTime = time
    }

    for entry in trace.entries {
      switch entry {
      case .device(let geometry):
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
          try hotAdd(added)
          mapping[geometry.id] = added
        }
      case .event(let event):
        started = true
        guard let device = mapping[event.device] else {
          throw .misuse("the trace has an event for device \(event.device), which it never declared")
        }
        try wait(until: event.time)
        var used = slots[event.device, default: [:]]
        switch event.phase {
        case .begin:
          guard used[event.touch] == nil else { continue }
          let taken = Set(used.values)
          guard let slot = (0..<device.slots).first(where: { !taken.contains($0) }) else {
            throw .misuse("the trace has more touches down than \(device.name) has slots (\(device.slots))")
          }
          used[event.touch] = slot
          down(slot: slot, x: event.position.x, y: event.position.y, device: device)
        case .update:
          guard let slot = used[event.touch] else { continue }
          move(slot: slot, x: event.position.x, y: event.position.y, device: device)
        case .end, .cancel:
          guard let slot = used.removeValue(forKey: event.touch) else { continue }
          move(slot: slot, x: event.position.x, y: event.position.y, device: device)
          up(slot: slot, device: device)
        }
        slots[event.device] = used
      case .deviceRemoved(let time, let id):
        started = true
        guard let device = mapping.removeValue(forKey: id) else {
          throw .misuse("the trace removes device \(id), which it never declared")
        }
        try wait(until: time)
        try flush()
        try hotRemove(device)
        slots[id] = nil
      }
    }
    try flush()
    return origin
  }
}
