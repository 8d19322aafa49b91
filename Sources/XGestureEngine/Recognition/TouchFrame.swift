/// A touch that is down, as recognizers see it.
public struct ActiveTouch: Hashable, Sendable {
  public var id: Int
  public var position: Point
  /// Where and when it landed.
  public var start: Point
  public var startTime: Double
  /// Whether the frame reported this touch: it landed, or X sent an update
  /// for it, at a new position or the same one (a finger at rest whose
  /// pressure changed). A touch of the frame that X did not report keeps its
  /// last position and is not reported. A reported position is a velocity
  /// sample (`TouchVelocity`).
  public var reported: Bool

  public init(id: Int, position: Point, start: Point, startTime: Double, reported: Bool = true) {
    self.id = id
    self.position = position
    self.start = start
    self.startTime = startTime
    self.reported = reported
  }
}

/// What changed in a frame.
public enum TouchChange: Hashable, Sendable {
  case began(Int)
  /// One or more touches were updated: every update of the device with this
  /// time (one hardware frame, which X delivers as one event per touch), at
  /// a new position or the same one; the touches updated are `reported`.
  case moved
  case ended(Int)
  case cancelled(Int)
}

/// The touches of one device after a change: what a recognizer receives.
/// The moves of one hardware frame come as one `.moved` frame; each landing
/// and lift as its own frame.
public struct TouchFrame: Sendable {
  public var time: Double
  public var change: TouchChange
  /// The touches down after the change, in landing order.
  public let touches: [ActiveTouch]
  /// For `ended` and `cancelled`: the touch that left, at its last position.
  public let lifted: ActiveTouch?
  /// The mean position of the touches down; with none, where the last one
  /// lifted. Taken once: every recognizer of the device asks for it.
  public let centroid: Point
  /// The fingers' velocities, tracked once for the device (its arena) since
  /// each finger landed, this frame included.
  let velocities: TouchVelocity

  /// A frame with no history: its `velocity` is zero.
  public init(time: Double, change: TouchChange, touches: [ActiveTouch], lifted: ActiveTouch? = nil) {
    self.init(time: time, change: change, touches: touches, lifted: lifted, velocities: TouchVelocity())
  }

  init(time: Double, change: TouchChange, touches: [ActiveTouch], lifted: ActiveTouch?, velocities: TouchVelocity) {
    self.time = time
    self.change = change
    self.touches = touches
    self.lifted = lifted
    self.velocities = velocities
    centroid = touches.centroid ?? lifted?.position ?? .zero
  }

  /// The velocity of the touches at the frame's time, mm/s: the mean of the
  /// fingers' own (`TouchVelocity`); after the last lift, that finger's at its lift.
  public var velocity: Point { velocities.velocity(at: time) }

  /// Whether the set of touches changed (a touch began, ended or was cancelled).
  public var fingersChanged: Bool {
    if case .moved = change { return false }
    return true
  }
}

extension Array where Element == ActiveTouch {
  /// The mean position, or nil when empty.
  public var centroid: Point? {
    guard !isEmpty else { return nil }
    var sum = Point.zero
    for touch in self { sum = sum + touch.position }
    return sum / Double(count)
  }

  /// The mean distance of the touches from their centroid (a pinch's span).
  public var span: Double {
    guard let c = centroid else { return 0 }
    var sum = 0.0
    for touch in self { sum += touch.position.distance(to: c) }
    return sum / Double(count)
  }

  public func touch(_ id: Int) -> ActiveTouch? { first { $0.id == id } }
}
