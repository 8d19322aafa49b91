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
  /// `long-press: possible → failed (moved 5.2 mm > slop 3 mm)` (`TransitionLogLine`).
  public var logLine: String {
    var line = TransitionLogLine(
      gesture: gesture, from: from.rawValue, to: to.rawValue, reason: reason?.description, reports: reports)
    line.fingers = data.fingers
    line.x = data.x
    line.y = data.y
    line.dx = data.dx
    line.dy = data.dy
    line.vx = data.vx
    line.vy = data.vy
    line.flingX = data.flingX
    line.flingY = data.flingY
    line.scale = data.scale
    line.rotation = data.rotation
    line.direction = data.direction?.rawValue
    line.shape = data.shape
    line.score = data.score
    return line.text
  }
}
