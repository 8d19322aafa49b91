/// A Touchégg 1.x gesture type and direction → an xgesture recognizer, or
/// why it has none (Touchégg 1.x's wiki, "All gestures supported").
///
/// 1.x finds a gesture's binding by its exact direction, else by `ALL` (of
/// the application, then of `All`): `ALL` is every direction not bound on
/// its own, which the reader expands. A tap has no direction (`""`).
enum ToucheggLegacyGesture {
  struct Shape: Equatable {
    /// xgesture's type.
    var type: String
    /// xgesture's direction word, if the type takes one.
    var direction: String?
    /// Touchégg's words, for the name (`drag`, `up`).
    var word: String
    var directionWord: String?
    /// `taps: 2` for a double tap.
    var taps: Int?

    var isContinuous: Bool { type != "tap" }
    /// The state an action runs on at the gesture's start and at its end.
    func state(atStart: Bool) -> String {
      isContinuous ? (atStart ? "began" : "ended") : "recognized"
    }
  }

  /// The directions `ALL` stands for, per type (a tap's only one is none).
  static func directions(of type: String) -> [String] {
    switch type {
    case "DRAG", "TAP_AND_HOLD": ["UP", "DOWN", "LEFT", "RIGHT"]
    case "PINCH": ["IN", "OUT"]
    case "ROTATE": ["LEFT", "RIGHT"]
    default: [""]
    }
  }

  /// The fingers 1.x recognizes each type with.
  static func fingers(of type: String) -> ClosedRange<Int> {
    type == "PINCH" || type == "ROTATE" ? 2...5 : 1...5
  }

  /// The shape of `type` in `direction` (never `ALL`: it is expanded);
  /// a sentence saying why not when it has none. `composedTime` is
  /// `composed_gestures_time`: without it 1.x never tells a double tap or
  /// a tap and hold from a tap.
  static func shape(type: String, direction: String, composedTime: Int) -> Result<Shape, Reason> {
    let word = type.lowercased().replacingAll("_", with: "-")
    let lower = direction.lowercased()
    switch (type, direction) {
    case ("DRAG", "UP"), ("DRAG", "DOWN"), ("DRAG", "LEFT"), ("DRAG", "RIGHT"):
      return .success(Shape(type: "pan", direction: lower, word: word, directionWord: lower))
    case ("PINCH", "IN"), ("PINCH", "OUT"):
      return .success(Shape(type: "pinch", direction: lower, word: word, directionWord: lower))
    case ("ROTATE", "LEFT"), ("ROTATE", "RIGHT"):
      let turn = direction == "LEFT" ? "counterclockwise" : "clockwise"
      return .success(Shape(type: "rotate", direction: turn, word: word, directionWord: lower))
    case ("TAP", ""), ("TAP", "NO_DIRECTION"):
      return .success(Shape(type: "tap", direction: nil, word: word))
    case ("DOUBLE_TAP", ""), ("DOUBLE_TAP", "NO_DIRECTION"):
      guard composedTime > 0 else { return .failure(.neverComposed("a double tap")) }
      return .success(Shape(type: "tap", direction: nil, word: word, taps: 2))
    case ("TAP_AND_HOLD", _) where directions(of: type).contains(direction):
      guard composedTime > 0 else { return .failure(.neverComposed("a tap and hold")) }
      return .failure(.tapThenDrag)
    default:
      return .failure(.noSuchGesture)
    }
  }

  enum Reason: Error, Equatable {
    case noSuchGesture
    case neverComposed(String)
    case tapThenDrag

    var sentence: String {
      switch self {
      case .noSuchGesture: "Touchégg 1.x has no such gesture: it never runs it"
      case .neverComposed(let what):
        "composed_gestures_time is 0, Touchégg 1.x's default, so it never recognizes \(what)"
      case .tapThenDrag:
        "a tap then a drag with the same fingers (Touchégg 1.x's TAP_AND_HOLD): xgesture has no recognizer for a tap followed by a drag"
      }
    }
  }
}
