/// What a recognizer measured, in surface units (mm, mm/s, degrees). The
/// engine converts it to screen pixels for the outside (`GestureData`).
public struct GestureMeasure: Hashable, Sendable {
  public var fingers = 0
  /// Centroid of the gesture's touches, mm.
  public var centroid = Point.zero
  /// Translation since the gesture began, mm.
  public var translation = Point.zero
  /// Velocity of the centroid, mm/s. The engine's pan and edge swipe leave
  /// it to the arena (`takeVelocity(of:)`), which fits it when it is read.
  public var velocity = Point.zero
  /// Set in place of `velocity` (`takeVelocity(of:)`): the velocity is the
  /// frame's (`TouchFrame.velocity`), not fitted yet.
  var velocityMark: VelocityMark?
  /// Set in place of `scaleVelocity` or `angularVelocity` by a pinch or a
  /// rotation: the rate is fitted when a transition's data is read, from
  /// the samples the transition keeps (`fitRate(from:)`).
  var rateMark: RateMark?
  /// Pinch scale since began (1 = none) and its rate per second.
  public var scale = 1.0
  public var scaleVelocity = 0.0
  /// Rotation since began in degrees, clockwise positive, and its rate per second.
  public var rotation = 0.0
  public var angularVelocity = 0.0
  /// Which way it went: fixed when it began (a swipe's when recognized).
  public var direction: GestureDirection?
  /// The travel since the gesture's touches landed, the threshold to begin
  /// included (a pan's hysteresis): what a preview's progress counts and
  /// what `window: move` follows. `translation`, `scale` and `rotation`
  /// count from `began` instead. The centroid's travel, mm.
  public var travel = Point.zero
  /// The scale since the fingers' span was first measured (1 = none).
  public var travelScale = 1.0
  /// The rotation since the first two fingers were down, degrees clockwise positive.
  public var travelRotation = 0.0
  /// When the gesture's first touch landed, ms.
  public var startTime = 0.0
  /// A stroke's nearest template (docs/REFERENCE.md §16): the shape it was
  /// recognized as, or on failure the nearest one; nil for other types and
  /// for a path that is no stroke at all.
  public var shape: String? {
    get { shapeID?.name }
    set { shapeID = newValue.map(StrokeShapeID.init) }
  }
  /// `shape`, interned: a word, so that the measure stays a plain value.
  var shapeID: StrokeShapeID?
  /// How alike the path and `shape` are, 0 … 1; nil with `shape`.
  public var score: Double?

  public init() {}

  /// `velocity = frame.velocity`, fitted only when a transition's data is
  /// read: the arena keeps the fingers' velocities of the frame's update for
  /// the transitions made from it (docs/ENGINE.md, "A transition's data when read").
  mutating func takeVelocity(of frame: TouchFrame) {
    velocityMark = VelocityMark(update: frame.velocities.updates, time: frame.time)
  }

  /// `velocity = frame.velocity` at once: a recognizer's last frame, after
  /// which it marks no other (a mark must be of the arena's last frame when
  /// a transition is made from it).
  mutating func fitVelocity(of frame: TouchFrame) {
    velocity = frame.velocity
    velocityMark = nil
  }
}

/// A rate a measure leaves to be fitted when read: which one, and the time
/// (the last frame's) it is of.
struct RateMark: Hashable, Sendable {
  enum Field: Hashable, Sendable {
    case scaleVelocity
    case angularVelocity
  }

  var field: Field
  var time: Double
}

extension GestureMeasure {
  /// The measure with its marked rate fitted from `samples` (of the amount
  /// the rate is of, in x), as the recognizer would have fitted it then.
  func fittingRate(from samples: VelocityTracker?) -> GestureMeasure {
    guard let mark = rateMark, let samples else { return self }
    var measure = self
    let rate = samples.velocity(at: mark.time).x
    switch mark.field {
    case .scaleVelocity: measure.scaleVelocity = rate
    case .angularVelocity: measure.angularVelocity = rate
    }
    measure.rateMark = nil
    return measure
  }
}

/// Which of a device's frames a velocity is of: the count of updates of its
/// fingers' velocities (`TouchVelocity.updates`) when the frame was made, and the frame's time.
struct VelocityMark: Hashable, Sendable {
  var update: Int
  var time: Double
}

/// Which measurements a type reports in the transition log.
public struct ReportedFields: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let translation = ReportedFields(rawValue: 1 << 0)
  public static let velocity = ReportedFields(rawValue: 1 << 1)
  public static let fling = ReportedFields(rawValue: 1 << 2)
  public static let scale = ReportedFields(rawValue: 1 << 3)
  public static let rotation = ReportedFields(rawValue: 1 << 4)
  public static let direction = ReportedFields(rawValue: 1 << 5)
  /// A stroke's shape and score.
  public static let shape = ReportedFields(rawValue: 1 << 6)
}
