/// The recognizer engine: touches and time in, gesture transitions out.
///
/// It never reads a clock and does no I/O. The caller owns time: every event
/// carries its time, `advance(to:)` moves time forward without events, and
/// `nextDeadline` says when the engine next needs `advance` (to arm a timer).
/// Timers fire at their deadline, before any event at the same time.
///
/// Frames: X delivers one hardware frame as one event per touch, all with
/// the same time. The engine holds a device's same-time events and runs the
/// recognizers once for them, when an event of another time or device
/// arrives, or at `flush`, `advance`, `finish`, `removeDevice` or an
/// `addDevice` that replaces the device. While events are held,
/// `nextDeadline` is their time, so a caller that arms its timer from
/// `nextDeadline` never waits for the next event.
///
///     let rules = try RuleSet([...])
///     let engine = Engine(rules: rules)
///     var out: [EngineOutput] = []
///     engine.addDevice(geometry, at: now, into: &out)
///     engine.handle(event, into: &out)        // for every touch event
///     engine.flush(into: &out)                // when the read of the X queue is drained
///     engine.advance(to: now, into: &out)     // when `nextDeadline` passes
///     for o in out { print(o.logLine) }       // --verbose
///
/// The claim contract: every touch begin handed to `handle` gets exactly
/// one `.touch(TouchDecision)` for its (device, touch), accept or reject, as
/// an `EngineOutput` — a begin the engine drops (a duplicate of a live
/// touch id, not finite, an unknown device, time going backwards) is
/// rejected at once, and the touches of a device that is removed or added
/// again are decided then. Nothing needs the diagnostics to keep it.
///
/// Bad input (an update for a touch that never began, a duplicate begin,
/// time going backwards, NaN) is dropped and reported as a `Diagnostic`,
/// once per touch and kind of problem; diagnostics are for the log only.
///
/// Every transition is one of its gesture kind's (`GestureState.canTransition`):
/// a gesture that began ends or is cancelled, never fails.
public final class Engine {
  public let rules: RuleSet
  /// The engine's time, ms: the latest event or `advance` time.
  @exclusivity(unchecked) public private(set) var now: Double
  @exclusivity(unchecked) private var arenas: [Arena] = []
  @exclusivity(unchecked) private var reported: Set<ReportKey> = []
  /// The frame being gathered: validated events of `pendingDevice`, all at
  /// time `now`, each about a different touch.
  @exclusivity(unchecked) private var pending: [TouchEvent] = []
  @exclusivity(unchecked) private var pendingDevice = 0

  private struct ReportKey: Hashable {
    var device: Int
    var touch: Int?
    var kind: Diagnostic.Kind
  }

  public init(rules: RuleSet, startTime: Double = -Double.infinity) {
    self.rules = rules
    now = startTime
  }

  /// The devices the engine knows, in the order they were added.
  public var devices: [DeviceGeometry] { arenas.map(\.device) }

  /// Adds a touch device. A device the engine already has is replaced at
  /// `time` (its timers due by then fire first, its held frame runs): what
  /// was live on it stops — continuous gestures that began are cancelled,
  /// the others fail, its undecided touches are decided — and its touches
  /// are forgotten; then the new geometry is installed. For a new device
  /// `time` is not used and nothing is reported.
  public func addDevice(_ device: DeviceGeometry, at time: Double, into out: inout [EngineOutput]) {
    guard let i = arenas.firstIndex(where: { $0.device.id == device.id }) else {
      arenas.append(Arena(device: device, rules: rules))
      return
    }
    flush(into: &out)
    advance(to: time, into: &out)
    arenas[i].shutDown(at: max(time, now), reason: .deviceReplaced, into: &out)
    arenas[i] = Arena(device: device, rules: rules)
  }

  /// A device disappeared at `time`: its continuous gestures are cancelled,
  /// the others fail, and no waiting gesture fires because of it.
  public func removeDevice(_ id: Int, at time: Double, into out: inout [EngineOutput]) {
    flush(into: &out)
    guard let i = arenas.firstIndex(where: { $0.device.id == id }) else {
      report(Diagnostic(time: time, device: id, touch: nil, problem: .unknownDevice), into: &out)
      return
    }
    advance(to: time, into: &out)
    arenas[i].shutDown(at: max(time, now), reason: .deviceRemoved, into: &out)
    arenas.remove(at: i)
  }

  /// When the engine next needs `advance(to:)`, ms; nil when nothing is
  /// pending. While a frame's events are held, their time (`now`): advancing
  /// to it, or `flush`, runs them.
  public var nextDeadline: Double? {
    if !pending.isEmpty { return now }
    return timerDeadline
  }

  /// Whether a gesture of `type` (its `type:` word) is still undecided on
  /// the current touch sequence of `device`: what the overlay's ink asks
  /// (docs/OVERLAY.md, "Ink": a sequence is drawn only while a stroke can
  /// take it). False for a device the engine does not know, before its
  /// first sequence, and for events still held in the current frame.
  public func undecided(type: String, on device: Int) -> Bool {
    guard let a = arenas.firstIndex(where: { $0.device.id == device }), arenas[a].isOpen else { return false }
    for s in arenas[a].index.undecided {
      let member = arenas[a].members[s]
      if member.typeName == type, member.overlaps(sequence: arenas[a].sequence) { return true }
    }
    return false
  }

  /// Whether events of the current frame are held (`flush` runs them).
  public var hasPendingEvents: Bool { !pending.isEmpty }

  /// Runs the events held for the current frame, if any: the recognizers see
  /// them as one frame, and the outputs they cause are appended. The X bridge
  /// calls it when its read of the X queue is drained; `advance`, `finish`
  /// and `removeDevice` call it too.
  public func flush(into out: inout [EngineOutput]) {
    guard !pending.isEmpty else { return }
    // Taken out of the engine while the arena runs them: handing the stored
    // array on retained and released it, and each removal after checked it
    // was unique again.
    var events: [TouchEvent] = []
    swap(&events, &pending)
    if let a = arenas.firstIndex(where: { $0.device.id == pendingDevice }) {
      arenas[a].handle(events, into: &out)
    }
    // One removal at a time: `removeAll(keepingCapacity:)` goes through the
    // general `replaceSubrange`, several times the cost for a frame's few events.
    while !events.isEmpty { events.removeLast() }
    swap(&events, &pending)
  }

  /// The earliest timer of any device.
  private var timerDeadline: Double? {
    var earliest: Double?
    // By index: a copy of an arena would retain each of its arrays.
    for a in arenas.indices {
      if let d = arenas[a].deadline, earliest.map({ d < $0 }) ?? true { earliest = d }
    }
    return earliest
  }

  /// Moves time forward to `time`, firing every timer due by then in time
  /// order. Going backwards does nothing.
  public func advance(to time: Double, into out: inout [EngineOutput]) {
    guard !time.isNaN else { return }
    if now <= time { flush(into: &out) }
    while let d = timerDeadline, d <= time {
      now = max(now, d)
      for i in arenas.indices where arenas[i].deadline.map({ $0 <= d }) ?? false {
        arenas[i].advance(to: d, into: &out)
      }
    }
    now = max(now, time)
  }

  /// Feeds one touch event; timers due at or before its time fire first.
  ///
  /// The event is checked at once (bad input is reported here, and a
  /// dropped begin is rejected here), then held with the other events of its
  /// device and time: recognizers run when the frame is complete — an event
  /// of another time or device, an event about a touch already in the frame,
  /// or `flush`/`advance`/`finish`/`removeDevice`.
  public func handle(_ event: TouchEvent, into out: inout [EngineOutput]) {
    _ = hold(event, into: &out)
  }

  /// `handle(_:into:)` for the begin of a sequence's first touch, with the
  /// application window under it (docs/REFERENCE.md §8; nil: the root): the
  /// gestures whose `apps:`/`not-apps:` leave that window out sit the
  /// sequence out, and its transitions name the window. The window is given
  /// once per sequence, not with every event; a begin that does not start a
  /// sequence (another touch is down) ignores it, and a begin given without
  /// a window starts its sequence over the root.
  public func handle(_ event: TouchEvent, over window: AppWindow?, into out: inout [EngineOutput]) {
    handle(event, sequenceWindow: { window }, into: &out)
  }

  /// `handle(_:over:into:)` asking for the window only when a sequence
  /// starts: `window` is called once, for a begin the engine took that
  /// starts its device's sequence (no other touch down), and never for any
  /// other event. The engine is the one that knows which touches are down,
  /// so a caller with a costly look-up (the X bridge's round trip) asks
  /// nothing else.
  public func handle(
    _ event: TouchEvent, sequenceWindow window: () -> AppWindow?, into out: inout [EngineOutput]
  ) {
    guard let a = hold(event, into: &out), event.phase == .begin else { return }
    // Touches down when the held frame reaches this begin: the arena's, and
    // the frame's begins less its lifts before it (its updates come first).
    let down = pending.dropLast().reduce(arenas[a].touches.count) { count, held in
      switch held.phase {
      case .begin: count + 1
      case .update: count
      case .end, .cancel: count - 1
      }
    }
    if down == 0 { arenas[a].nextSequenceWindow = window() }
  }

  /// Checks an event and holds it in the pending frame; returns its device's
  /// arena, or nil when the event was dropped.
  private func hold(_ event: TouchEvent, into out: inout [EngineOutput]) -> Int? {
    guard let a = arena(for: event, into: &out) else { return nil }
    if !pending.isEmpty,
      event.time != now || event.device != pendingDevice
        || pending.contains(where: { $0.touch == event.touch })
    {
      flush(into: &out)
    }
    guard fitsTouch(event, in: a, into: &out) else { return nil }
    if !reported.isEmpty {
      reported.remove(ReportKey(device: event.device, touch: nil, kind: .timeWentBackwards))
    }
    if let d = timerDeadline, d <= event.time { advance(to: event.time, into: &out) }
    now = event.time
    pendingDevice = event.device
    pending.append(event)
    return a
  }

  /// The arena of the event's device; nil after dropping an event with a
  /// value that is not finite, a time before the engine's, or an unknown device.
  @inline(__always)  // a step of the per-event path, inlined as it was before the split
  private func arena(for event: TouchEvent, into out: inout [EngineOutput]) -> Int? {
    guard event.time.isFinite, event.position.x.isFinite, event.position.y.isFinite else {
      drop(
        event,
        Diagnostic(time: event.time, device: event.device, touch: event.touch, problem: .notFinite),
        into: &out)
      return nil
    }
    guard event.time >= now else {
      drop(
        event,
        Diagnostic(
          time: event.time, device: event.device, touch: nil, problem: .timeWentBackwards(from: now)
        ),
        into: &out)
      return nil
    }
    guard let a = arenas.firstIndex(where: { $0.device.id == event.device }) else {
      drop(
        event,
        Diagnostic(time: event.time, device: event.device, touch: nil, problem: .unknownDevice),
        into: &out)
      return nil
    }
    return a
  }

  /// Whether the event fits its touch in arena `a` (once the frame before is
  /// run): a begin of a touch that is not down, any other event of one that
  /// is; a misfit is dropped. A proper begin lets the touch's problems be
  /// reported again.
  @inline(__always)  // a step of the per-event path, inlined as it was before the split
  private func fitsTouch(_ event: TouchEvent, in a: Int, into out: inout [EngineOutput]) -> Bool {
    let isDown = arenas[a].touch(event.touch) != nil
    switch event.phase {
    case .begin where isDown:
      drop(
        event,
        Diagnostic(
          time: event.time, device: event.device, touch: event.touch, problem: .duplicateBegin),
        into: &out)
      return false
    case .update where !isDown, .end where !isDown, .cancel where !isDown:
      report(
        Diagnostic(
          time: event.time, device: event.device, touch: event.touch,
          problem: .touchNeverBegan(event.phase)),
        into: &out)
      return false
    case .begin:
      if !reported.isEmpty {
        reported = reported.filter { $0.device != event.device || $0.touch != event.touch }
      }
    case .update, .end, .cancel:
      break
    }
    return true
  }

  /// Bad input: reported (once per touch and kind), and a begin is rejected
  /// at once, since no gesture will ever see it.
  private func drop(_ event: TouchEvent, _ diagnostic: Diagnostic, into out: inout [EngineOutput]) {
    report(diagnostic, into: &out)
    guard event.phase == .begin else { return }
    let time = event.time.isFinite ? max(event.time, now) : now
    out.append(
      .touch(TouchDecision(time: time, device: event.device, touch: event.touch, verdict: .reject)))
  }

  private func report(_ diagnostic: Diagnostic, into out: inout [EngineOutput]) {
    let key = ReportKey(
      device: diagnostic.device, touch: diagnostic.touch, kind: diagnostic.problem.kind)
    if reported.insert(key).inserted { out.append(.diagnostic(diagnostic)) }
  }
}

extension Engine {
  /// Feeds the events of one read (a run of frames) and runs the last frame:
  /// `handle(_:into:)` for each, then `flush(into:)`.
  public func handle(_ events: some Sequence<TouchEvent>, into out: inout [EngineOutput]) {
    for event in events { handle(event, into: &out) }
    flush(into: &out)
  }

  /// One event as a frame of its own, returning what it caused:
  /// `handle(_:into:)` then `flush(into:)`.
  public func handle(_ event: TouchEvent) -> [EngineOutput] {
    var out: [EngineOutput] = []
    handle(event, into: &out)
    flush(into: &out)
    return out
  }

  /// `advance(to:into:)` returning what it reported.
  public func advance(to time: Double) -> [EngineOutput] {
    var out: [EngineOutput] = []
    advance(to: time, into: &out)
    return out
  }

  /// Fires every pending timer (the end of a replay): afterwards nothing is pending.
  public func finish(into out: inout [EngineOutput]) {
    flush(into: &out)
    while let d = nextDeadline { advance(to: d, into: &out) }
  }

  /// Runs a whole trace: adds its devices, feeds its events and removals,
  /// then lets every pending timer fire. Same-time events of a device are one
  /// frame, as they are live.
  public func replay(_ trace: Trace, into out: inout [EngineOutput]) {
    for entry in trace.entries {
      switch entry {
      case .device(let device): addDevice(device, at: now, into: &out)
      case .event(let event): handle(event, into: &out)
      case .deviceRemoved(let time, let device): removeDevice(device, at: time, into: &out)
      }
    }
    finish(into: &out)
  }
}
