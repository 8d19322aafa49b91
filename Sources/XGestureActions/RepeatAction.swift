import XGestureEngine

#if canImport(Glibc)
  import Glibc
#endif

/// `repeat:` — a stepped action on a continuous gesture (docs/REFERENCE.md
/// §9): `forward` runs once per step of progress since the gesture began,
/// `reverse` once per step back.
public struct RepeatAction: Sendable, Equatable {
  public var step: RepeatStep
  public var forward: [Action]
  public var reverse: [Action]

  public init(step: RepeatStep, forward: [Action], reverse: [Action]) {
    self.step = step
    self.forward = forward
    self.reverse = reverse
  }
}

/// The size of one step, by what the gesture measures.
public enum RepeatStep: Sendable, Equatable, CustomStringConvertible {
  /// A pinch's scale: every ×(1 + fraction) forward, ÷(1 + fraction) back (`10%` is 0.1).
  case scale(fraction: Double)
  /// A rotation, degrees.
  case degrees(Double)
  /// A pan's or edge swipe's translation along the direction of its first step, mm.
  case millimetres(Double)

  public var description: String {
    switch self {
    case .scale(let fraction): decimal(fraction * 100, places: 2) + "%"
    case .degrees(let value): decimal(value, places: 2) + "deg"
    case .millimetres(let value): decimal(value, places: 2) + "mm"
    }
  }
}

/// Where one `repeat:` stands in a gesture: the steps taken so far (net),
/// and for a distance the direction its first step fixed.
struct RepeatProgress {
  var taken = 0
  var axis: (x: Double, y: Double)?

  /// Whole steps of progress in `data`, signed (toward zero).
  mutating func steps(of step: RepeatStep, in data: GestureData) -> Int {
    switch step {
    case .scale(let fraction):
      guard data.scale > 0 else { return 0 }
      return Int((log(data.scale) / log(1 + fraction)).rounded(.towardZero))
    case .degrees(let size):
      return Int((data.rotation / size).rounded(.towardZero))
    case .millimetres(let size):
      let dx = data.dxMM
      let dy = data.dyMM
      if axis == nil {
        guard max(abs(dx), abs(dy)) >= size else { return 0 }
        axis = abs(dx) >= abs(dy) ? (dx >= 0 ? 1 : -1, 0) : (0, dy >= 0 ? 1 : -1)
      }
      guard let axis else { return 0 }
      return Int(((dx * axis.x + dy * axis.y) / size).rounded(.towardZero))
    }
  }
}
