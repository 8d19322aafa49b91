/// The recognizer engine: touches and time in, gesture transitions out.
///
/// It never reads a clock and does no I/O. The caller owns time: every event
/// carries its time, `advance(to:)` moves time forward without events, and
/// `nextDeadline` says when the engine next needs `advance` (to arm a timer).
/// Timers fire at their deadline, before any event at the same time.
///
///     let rules = try RuleSet([...])
///     let engine = Engine(rules: rules)
///     engine.addDevice(geometry)
///     var out: [EngineOutput] = []
///     engine.handle(event, into: &out)        // for every touch event
///     engine.advance(to: now, into: &out)     // when `nextDeadline` passes
///     for o in out { print(o.logLine) }       // --verbose
///
/// Bad input (an update for a touch that never began, a duplicate begin,
/// time going backwards, NaN) is dropped and reported as a `Diagnostic`,
/// once per touch and kind of problem.
public final class Engine {
  public let rules: RuleSet
  /// The engine's time, ms: the latest event or `advance` time.
  public private(set) var now: Double
  @exclusivity(unchecked) private var arenas: [Arena] = []
  private var reported: Set<ReportKey> = []

  private struct ReportKey: Hashable {
    var device: Int
    var touch: Int?
    var kind: Int
  }

  public init(rules: RuleSet, startTime: Double = -Double.infinity) {
    self.rules = rules
    now = startTime
  }

  /// The devices the engine knows, in the order they were added.
  public var devices: [DeviceGeometry] { arenas.map(\.device) }

  /// Adds a touch device (or replaces an idle device's geometry).
  public func addDevice(_ device: DeviceGeometry) {
    if let i = arenas.firstIndex(where: { $0.device.id == device.id }) {
      arenas[i] = Arena(device: device, rules: rules)
    } else {
      arenas.append(Arena(device: device, rules: rules))
    }
  }

  /// A device disappeared at `time`: its continuous gestures are cancelled,
  /// the others fail, and no waiting gesture fires because of it.
  public func removeDevice(_ id: Int, at time: Double, into out: inout [EngineOutput]) {
    guard let i = arenas.firstIndex(where: { $0.device.id == id }) else {
      report(Diagnostic(time: time, device: id, touch: nil, problem: .unknownDevice), into: &out)
      return
    }
    advance(to: time, into: &out)
    arenas[i].remove(at: max(time, now), into: &out)
    arenas.remove(at: i)
  }

  /// When the engine next needs `advance(to:)`, ms; nil when nothing is pending.
  public var nextDeadline: Double? {
    var earliest: Double?
    for arena in arenas {
      if let d = arena.deadline, earliest.map({ d < $0 }) ?? true { earliest = d }
    }
    return earliest
  }

  /// Moves time forward to `time`, firing every timer due by then in time
  /// order. Going backwards does nothing.
  public func advance(to time: Double, into out: inout [EngineOutput]) {
    guard !time.isNaN else { return }
    while let d = nextDeadline, d <= time {
      now = max(now, d)
      for i in arenas.indices where arenas[i].deadline.map({ $0 <= d }) ?? false {
        arenas[i].advance(to: d, into: &out)
      }
    }
    now = max(now, time)
  }

  /// Feeds one touch event; timers due at or before its time fire first.
  public func handle(_ event: TouchEvent, into out: inout [EngineOutput]) {
    guard event.time.isFinite, event.position.x.isFinite, event.position.y.isFinite else {
      report(Diagnostic(time: event.time, device: event.device, touch: event.touch, problem: .notFinite), into: &out)
      return
    }
    guard event.time >= now else {
      report(
        Diagnostic(time: event.time, device: event.device, touch: nil, problem: .timeWentBackwards(from: now)),
        into: &out)
      return
    }
    guard let a = arenas.firstIndex(where: { $0.device.id == event.device }) else {
      report(Diagnostic(time: event.time, device: event.device, touch: nil, problem: .unknownDevice), into: &out)
      return
    }
    let isDown = arenas[a].touch(event.touch) != nil
    switch event.phase {
    case .begin where isDown:
      report(Diagnostic(time: event.time, device: event.device, touch: event.touch, problem: .duplicateBegin), into: &out)
      return
    case .update where !isDown, .end where !isDown, .cancel where !isDown:
      report(
        Diagnostic(time: event.time, device: event.device, touch: event.touch, problem: .touchNeverBegan(event.phase)),
        into: &out)
      return
    case .begin:
      if !reported.isEmpty { reported = reported.filter { $0.device != event.device || $0.touch != event.touch } }
    case .update, .end, .cancel:
      break
    }
    if !reported.isEmpty { reported.remove(ReportKey(device: event.device, touch: nil, kind: 2)) }
    if let d = nextDeadline, d <= event.time { advance(to: event.time, into: &out) }
    now = event.time
    arenas[a].handle(event, into: &out)
  }

  private func report(_ diagnostic: Diagnostic, into out: inout [EngineOutput]) {
    let kind: Int
    switch diagnostic.problem {
    case .touchNeverBegan: kind = 0
    case .duplicateBegin: kind = 1
    case .timeWentBackwards: kind = 2
    case .notFinite: kind = 3
    case .unknownDevice: kind = 4
    }
    if reported.insert(ReportKey(device: diagnostic.device, touch: diagnostic.touch, kind: kind)).inserted {
      out.append(.diagnostic(diagnostic))
    }
  }
}

extension Engine {
  /// `handle(_:into:)` returning what it reported.
  public func handle(_ event: TouchEvent) -> [EngineOutput] {
    var out: [EngineOutput] = []
    handle(event, into: &out)
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
    while let d = nextDeadline { advance(to: d, into: &out) }
  }

  /// Runs a whole trace: adds its devices, feeds its events and removals,
  /// then lets every pending timer fire.
  public func replay(_ trace: Trace, into out: inout [EngineOutput]) {
    for entry in trace.entries {
      switch entry {
      case .device(let device): addDevice(device)
      case .event(let event): handle(event, into: &out)
      case .deviceRemoved(let time, let device): removeDevice(device, at: time, into: &out)
      }
    }
    finish(into: &out)
  }
}
