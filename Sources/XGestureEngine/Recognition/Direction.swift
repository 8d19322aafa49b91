/// A direction on the screen (y down): a swipe's, an edge swipe's, a pan's.
public enum Direction: String, Hashable, Sendable, CaseIterable {
  case left, right, up, down

  /// The direction a vector mostly points in (y down), and how far off that axis it is, in degrees.
  static func of(_ v: Point) -> (Direction, deviation: Double) {
    let horizontal = v.x.magnitude >= v.y.magnitude
    let direction: Direction = horizontal ? (v.x < 0 ? .left : .right) : (v.y < 0 ? .up : .down)
    let minor = horizontal ? v.y.magnitude : v.x.magnitude
    let major = horizontal ? v.x.magnitude : v.y.magnitude
    return (direction, Angle.atan2(minor, major) * Angle.degreesPerRadian)
  }

  /// The direction of a motion `v` that must point one of the `allowed`
  /// ways within `tolerance` degrees (a swipe, a pan with `direction`), and
  /// why it does not when it does not: "moved right, not up", "moved 40° off
  /// right > tolerance 30°".
  static func judge(_ v: Point, allowed: [Direction], tolerance: Double) -> (Direction, failure: FailureReason?) {
    let (direction, deviation) = of(v)
    guard allowed.contains(direction) else {
      return (direction, .note("moved \(direction.rawValue), not \(allowed.map(\.rawValue).joined(separator: "/"))"))
    }
    guard deviation <= tolerance else {
      return (
        direction,
        .note(
          "moved \(deviation, places: 0)° off \(direction.rawValue) > tolerance \(tolerance, places: 0)°"
        )
      )
    }
    return (direction, nil)
  }

  /// Directions as a shadowing variant (`Recognizer.variant(of:)`): in a fixed order, so
  /// `[up, left]` and `[left, up]` are one binding.
  static func variant(of directions: [Direction]) -> String {
    allCases.filter(directions.contains).map(\.rawValue).joined(separator: ",")
  }

  /// The unit vector of this direction on the screen (y down).
  var axis: Point {
    switch self {
    case .left: Point(x: -1, y: 0)
    case .right: Point(x: 1, y: 0)
    case .up: Point(x: 0, y: -1)
    case .down: Point(x: 0, y: 1)
    }
  }
}

/// Which way a pinch goes (its `direction` parameter): the fingers' span
/// shrinks (`in`) or grows (`out`).
public enum PinchDirection: String, Hashable, Sendable, CaseIterable {
  case `in`, out

  /// The way a scale (1 = none) went.
  init(scale: Double) { self = scale < 1 ? .in : .out }
}

/// Which way a rotation turns on the screen (its `direction` parameter).
public enum TurnDirection: String, Hashable, Sendable, CaseIterable {
  case clockwise, counterclockwise

  /// The way a signed rotation (clockwise positive) went.
  init(rotation: Double) { self = rotation < 0 ? .counterclockwise : .clockwise }

  /// +1 clockwise, −1 counterclockwise: the sign of a rotation this way.
  var sign: Double {
    switch self {
    case .clockwise: 1
    case .counterclockwise: -1
    }
  }
}

/// Which way a gesture went, in its data (`GestureData.direction`,
/// `XGESTURE_DIRECTION`): a swipe's, an edge swipe's or a pan's direction on
/// the screen, a pinch's `in` or `out`, a rotation's `clockwise` or
/// `counterclockwise`. A continuous gesture's is fixed when it begins: the
/// way its motion past the threshold went (one of its `direction`s, when
/// it has them).
public enum GestureDirection: String, Hashable, Sendable, CaseIterable {
  case left, right, up, down
  case `in`, out
  case clockwise, counterclockwise

  public init(_ direction: Direction) {
    switch direction {
    case .left: self = .left
    case .right: self = .right
    case .up: self = .up
    case .down: self = .down
    }
  }

  public init(_ direction: PinchDirection) {
    switch direction {
    case .in: self = .in
    case .out: self = .out
    }
  }

  public init(_ direction: TurnDirection) {
    switch direction {
    case .clockwise: self = .clockwise
    case .counterclockwise: self = .counterclockwise
    }
  }

  /// The direction on the screen, for a swipe's, an edge swipe's or a pan's.
  public var onScreen: Direction? {
    switch self {
    case .left: .left
    case .right: .right
    case .up: .up
    case .down: .down
    case .in, .out, .clockwise, .counterclockwise: nil
    }
  }

  /// The way it turned, for a rotation's.
  public var turn: TurnDirection? {
    switch self {
    case .clockwise: .clockwise
    case .counterclockwise: .counterclockwise
    case .left, .right, .up, .down, .in, .out: nil
    }
  }
}
