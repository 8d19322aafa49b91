/// One transition of one gesture, after arbitration: what `--verbose`
/// prints (`logLine`) and what actions run on (its data; the actions
/// library turns it into the commands' `XGESTURE_*` environment).
public struct GestureTransition: Hashable, Sendable {
  public var time: Double
  /// The gesture's name in the config, and its index there.
  public var gesture: String
  public var index: Int
  public var type: String
  public var kind: GestureKind
  public var from: GestureState
  public var to: GestureState
  /// Why, for `failed` and `cancelled`.
  public var reason: FailureReason?
  public var data: GestureData
  /// Which measurements the log line shows.
  public var reports: ReportedFields
  /// The application window the gesture's first sequence began on (nil: the root).
  public var window: AppWindow? = nil
  /// On `ended` and `cancelled` of a gesture with previews: each preview's
  /// decision, by slot (the `.preview` outputs that follow carry the same);
  /// empty otherwise. Whether a previewed `ended` action runs (`commits(slot:)`).
  public var previews: [PreviewProgress] = []

  /// Whether the preview in `slot` (the position of a previewed action among
  /// those of the gesture's `ended`) committed: false when it backed out, or
  /// when the transition has no decision for that slot.
  public func commits(slot: Int) -> Bool { previews.indices.contains(slot) && previews[slot].commits }

  /// `tap: possible → recognized (fingers=1 x=960 y=540)`,
  /// `long-press: possible → failed (moved 5.2 mm > slop 3 mm)`.
  public var logLine: String {
    var line = "\(gesture): \(from.rawValue) → \(to.rawValue) ("
    if let reason {
      line += reason.description
    } else {
      line += "fingers=\(data.fingers) x=\(decimal(data.x, places: 0)) y=\(decimal(data.y, places: 0))"
      if reports.contains(.translation) {
        line += " dx=\(decimal(data.dx, places: 0)) dy=\(decimal(data.dy, places: 0))"
      }
      if reports.contains(.velocity) {
        line += " vx=\(decimal(data.vx, places: 0)) vy=\(decimal(data.vy, places: 0))"
      }
      if reports.contains(.fling), to == .ended {
        line += " fling=\(decimal(data.flingX, places: 0)),\(decimal(data.flingY, places: 0))"
      }
      if reports.contains(.scale) { line += " scale=\(decimal(data.scale, places: 3))" }
      if reports.contains(.rotation) { line += " rotation=\(decimal(data.rotation, places: 1))" }
      if reports.contains(.direction), let direction = data.direction { line += " direction=\(direction.rawValue)" }
    }
    return line + ")"
  }
}
