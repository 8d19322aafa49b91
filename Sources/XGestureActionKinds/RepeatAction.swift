import XGestureEngine

#if canImport(Glibc)
  import Glibc
#endif

/// `repeat:` — a stepped action on a continuous gesture (docs/REFERENCE.md
/// §9): `forward` runs once per step of progress since the gesture began,
/// `reverse` once per step back.
public struct RepeatAction: ActionKind {
  public var step: RepeatStep
  public var forward: [Action]
  public var reverse: [Action]

  public init(step: RepeatStep, forward: [Action], reverse: [Action]) {
    self.step = step
    self.forward = forward
    self.reverse = reverse
  }

  package static let key = "repeat"
  /// Its steps' own actions say what they need (`needs`).
  package static let performers: ActionNeeds = []

  package static func read(_ entry: ActionEntry, _ reading: any ActionReading) -> RepeatAction? {
    RepeatReader.read(entry, reading)
  }

  public var description: String {
    "repeat every \(step): do [\(forward.map(\.description).joined(separator: "; "))]"
      + " reverse [\(reverse.map(\.description).joined(separator: "; "))]"
  }

  package var needs: ActionNeeds { (forward + reverse).reduce([]) { $0.union($1.kind.needs) } }
  /// Its forward actions' labels, in order.
  package var label: String { forward.map(\.kind.label).joined(separator: ", ") }

  /// Runs `forward` once per step of progress since the gesture began and
  /// `reverse` once per step back, each with the step's own performers.
  package func perform(_ run: ActionRun, by performer: any ActionPerformer) {
    var progress = performer.progress(of: run.slot)
    let target = progress.steps(of: step, in: run.transition.data)
    while progress.taken != target {
      let forward = progress.taken < target
      progress.taken += forward ? 1 : -1
      for inner in forward ? self.forward : reverse {
        var innerRun = run
        innerRun.timeout = inner.timeout
        inner.kind.value.perform(innerRun, by: performer)
      }
    }
    performer.keep(progress, for: run.slot)
  }
}

extension Action.Kind {
  /// `repeat:` on a continuous gesture's `changed`.
  public static func `repeat`(_ action: RepeatAction) -> Action.Kind { Action.Kind(action) }
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
package struct RepeatProgress {
  package var taken = 0
  var axis: (x: Double, y: Double)?

  package init() {}

  /// Whole steps of progress in `data`, signed (toward zero).
  package mutating func steps(of step: RepeatStep, in data: GestureData) -> Int {
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
