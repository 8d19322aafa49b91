/// The `--verbose` line of one transition, from its parts:
/// `tap: possible → recognized (fingers=1 x=960 y=540)`,
/// `long-press: possible → failed (moved 5.2 mm > slop 3 mm)`.
///
/// Written once for both who print it: the daemon's log
/// (`GestureTransition.logLine`) and `xgesture --monitor`, which rebuilds it
/// from the session bus's `Transition` signal (its states and data as words
/// and numbers). Which measurements show is the gesture type's
/// `ReportedFields` (`RecognizerFacts.reports`); a `reason` shows instead of
/// them.
public struct TransitionLogLine: Hashable, Sendable {
  public var gesture: String
  /// The states' words (`GestureState.rawValue`).
  public var from: String
  public var to: String
  /// Why, for `failed` and `cancelled`: the line shows it instead of the measurements.
  public var reason: String?
  /// Which measurements the line shows besides fingers and the centroid.
  public var reports: ReportedFields
  public var fingers = 0
  /// Centroid, translation, velocity and the fling's rest point, px and px/s.
  public var x = 0.0
  public var y = 0.0
  public var dx = 0.0
  public var dy = 0.0
  public var vx = 0.0
  public var vy = 0.0
  public var flingX = 0.0
  public var flingY = 0.0
  public var scale = 1.0
  /// Degrees, clockwise positive.
  public var rotation = 0.0
  public var direction: String?
  /// A stroke's shape and score (`ReportedFields.shape`).
  public var shape: String?
  public var score: Double?

  public init(gesture: String, from: String, to: String, reason: String?, reports: ReportedFields) {
    self.gesture = gesture
    self.from = from
    self.to = to
    self.reason = reason
    self.reports = reports
  }

  public var text: String {
    var line = "\(gesture): \(from) → \(to) ("
    if let reason {
      line += reason
    } else {
      line += "fingers=\(fingers) x=\(decimal(x, places: 0)) y=\(decimal(y, places: 0))"
      if reports.contains(.translation) {
        line += " dx=\(decimal(dx, places: 0)) dy=\(decimal(dy, places: 0))"
      }
      if reports.contains(.velocity) {
        line += " vx=\(decimal(vx, places: 0)) vy=\(decimal(vy, places: 0))"
      }
      if reports.contains(.fling), to == GestureState.ended.rawValue {
        line += " fling=\(decimal(flingX, places: 0)),\(decimal(flingY, places: 0))"
      }
      if reports.contains(.scale) { line += " scale=\(decimal(scale, places: 3))" }
      if reports.contains(.rotation) { line += " rotation=\(decimal(rotation, places: 1))" }
      if reports.contains(.direction), let direction { line += " direction=\(direction)" }
      if reports.contains(.shape), let shape, let score {
        line += " shape=\(shape) score=\(decimal(score, places: 2, keepingZeros: true))"
      }
    }
    return line + ")"
  }
}
