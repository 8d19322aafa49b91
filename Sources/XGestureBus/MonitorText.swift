import XGestureEngine

/// `xgesture --monitor`'s lines, one per signal, in aligned columns as
/// libinput's `debug-events` prints them: the time, the event's name, then
/// what happened (docs/REFERENCE.md §15, "Watching it"):
///
///     +0.000s  TRANSITION  tap: possible → recognized (fingers=1 x=960 y=540)
///     +0.000s  ACTION      tap recognized: command: notify-send tap → ran
///     +0.240s  SEQUENCE    tap won; long-press failed: moved 5.2 mm > slop 3 mm
///
/// - The time is the X server's, in seconds since the first signal that
///   carried one; an action has none of its own and shows the time of its
///   gesture's last transition (blank before any).
/// - `TRANSITION`: the `--verbose` line of the transition
///   (`TransitionLogLine`), rebuilt from the signal: the measurements its
///   gesture's type reports, or the failure's `reason`.
/// - `ACTION`: the gesture and state, the action, `→` and its outcome.
/// - `SEQUENCE`: after each touch sequence, which gestures won (began or
///   were recognized) and, for each that failed, why.
public struct MonitorText {
  private let registry: RecognizerRegistry
  /// The time of the first signal that carried one, ms: the column's zero.
  private var zero: UInt64?
  /// The time of each gesture's last transition, ms, for its actions' lines.
  private var lastTime: [String: UInt64] = [:]

  /// `registry` says which measurements a type's transitions show.
  public init(registry: RecognizerRegistry = .standard) {
    self.registry = registry
  }

  /// The event's line, without the newline.
  public mutating func line(for event: MonitorEvent) -> String {
    switch event {
    case .transition(let transition):
      let time = transition.time
      if let time { lastTime[transition.gesture] = time }
      return Self.columns(stamp(time), "TRANSITION", logLine(transition).text)
    case .action(let action):
      return Self.columns(
        stamp(lastTime[action.gesture]), "ACTION",
        "\(action.gesture) \(action.state): \(action.action) → \(action.outcome)")
    case .sequenceEnded(let end):
      return Self.columns(stamp(end.time), "SEQUENCE", Self.summary(end))
    }
  }

  /// The sequence's summary: `tap won; long-press failed: moved 5.2 mm > slop 3 mm`,
  /// `pan and pinch won`, `no gesture won; tap failed: …`.
  public static func summary(_ end: MonitorEvent.SequenceEnd) -> String {
    let won = end.recognized.isEmpty ? "no gesture won" : "\(list(end.recognized)) won"
    return ([won] + end.failed.map { "\($0.gesture) failed: \($0.reason)" }).joined(separator: "; ")
  }

  /// The transition's `--verbose` line, from the signal's fields.
  public func logLine(_ transition: MonitorEvent.Transition) -> TransitionLogLine {
    var line = TransitionLogLine(
      gesture: transition.gesture, from: transition.from, to: transition.to,
      reason: transition.string("reason"), reports: registry.facts(of: transition.type)?.reports ?? [])
    func number(_ key: String, _ fallback: Double = 0) -> Double { transition.number(key) ?? fallback }
    line.fingers = Int(exactly: number("fingers").rounded()) ?? 0
    line.x = number("x")
    line.y = number("y")
    line.dx = number("dx")
    line.dy = number("dy")
    line.vx = number("vx")
    line.vy = number("vy")
    line.flingX = number("fling_x")
    line.flingY = number("fling_y")
    line.scale = number("scale", 1)
    line.rotation = number("rotation")
    line.direction = transition.string("direction").flatMap { $0.isEmpty ? nil : $0 }
    line.shape = transition.string("shape")
    line.score = transition.number("score")
    return line
  }

  /// `+1.234s`, counted from the first time seen; blank without a time.
  private mutating func stamp(_ time: UInt64?) -> String {
    guard let time else { return "" }
    let zero = self.zero ?? time
    self.zero = zero
    let milliseconds = time >= zero ? Double(time - zero) : -Double(zero - time)
    return (milliseconds < 0 ? "" : "+") + decimal(milliseconds / 1000, places: 3, keepingZeros: true) + "s"
  }

  /// The time right-aligned in 10 columns, the name left-aligned in 10, two spaces between.
  private static func columns(_ time: String, _ name: String, _ text: String) -> String {
    let time = String(repeating: " ", count: max(0, 10 - time.count)) + time
    let name = name + String(repeating: " ", count: max(0, 10 - name.count))
    return "\(time)  \(name)  \(text)"
  }

  /// `tap`, `pan and pinch`, `pan, pinch and rotate`.
  private static func list(_ names: [String]) -> String {
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }
}
