import XGestureEngine

/// One of a transition's variables (docs/REFERENCE.md §3) as a value, before
/// it is written out: what a command's environment prints in plain decimal
/// and the session bus sends typed (`XGestureBus`), from one list.
public enum GestureVariable: Hashable, Sendable {
  /// A name or a word (`XTerm`, `left`); empty when there is none.
  case text(String)
  /// A count (fingers).
  case count(Int)
  /// A measurement, written with `places` decimals.
  case number(Double, places: Int)

  /// How a command's environment writes it: the engine's `decimal`, the one
  /// formatter of the log, the trace and the environment.
  public var text: String {
    switch self {
    case .text(let text): text
    case .count(let count): String(count)
    case .number(let value, let places): decimal(value, places: places)
    }
  }
}

extension GestureTransition {
  /// The transition's variables, named as docs/REFERENCE.md §3 lists them
  /// without the `XGESTURE_` prefix, in its order: pixels and ms whole,
  /// the scale to 4 decimals, the rotation to 2; a stroke's `SHAPE` and
  /// `SCORE` (to 2 decimals) only when its path was compared with the shapes.
  public var variables: [(name: String, value: GestureVariable)] {
    let d = data
    var stroke: [(name: String, value: GestureVariable)] = []
    if let shape = d.shape, let score = d.score {
      stroke = [("SHAPE", .text(shape)), ("SCORE", .number(score, places: 2))]
    }
    return [
      ("GESTURE", .text(gesture)),
      ("TYPE", .text(type)),
      ("STATE", .text(to.rawValue)),
      ("FINGERS", .count(d.fingers)),
      ("X", .number(d.x, places: 0)),
      ("Y", .number(d.y, places: 0)),
      ("DX", .number(d.dx, places: 0)),
      ("DY", .number(d.dy, places: 0)),
      ("VX", .number(d.vx, places: 0)),
      ("VY", .number(d.vy, places: 0)),
      ("FLING_X", .number(d.flingX, places: 0)),
      ("FLING_Y", .number(d.flingY, places: 0)),
      ("SCALE", .number(d.scale, places: 4)),
      ("ROTATION", .number(d.rotation, places: 2)),
      ("DIRECTION", .text(d.direction?.rawValue ?? "")),
      ("DEVICE", .text(d.device)),
      ("DURATION", .number(d.duration, places: 0)),
      ("SOURCE", .text(d.source.rawValue)),
      ("WINDOW", .text(window.map { "0x" + String($0.id, radix: 16) } ?? "")),
      ("APP", .text(window?.className ?? "")),
    ] + stroke
  }

  /// The `XGESTURE_*` variables a command bound to this transition starts
  /// with, in the order docs/REFERENCE.md §3 lists them (`variables`, written out).
  public var environment: [(name: String, value: String)] {
    variables.map { ("XGESTURE_" + $0.name, $0.value.text) }
  }
}
