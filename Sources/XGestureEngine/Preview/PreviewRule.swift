/// A gesture's previews (docs/REFERENCE.md §13), as the config gives them
/// to the engine (`GestureDefinition.preview`): the amount of each
/// previewed action of its `ended`, in their order there, and the progress
/// at which they commit.
///
/// The commit rule: when the gesture ends, a preview **commits** if its
/// progress p ≥ `commit`, or if the velocity at the lift, carried on along
/// the fling's decay (`Fling`, 0.998/ms), would take p to 1 (a flick
/// commits from any distance); otherwise it **backs out**, and it always
/// backs out when the gesture is cancelled.
public struct PreviewRule: Hashable, Sendable {
  /// One per previewed `ended` action, in order (a preview's `slot`).
  public var amounts: [PreviewAmount]
  /// The progress at which a preview commits when the fingers lift, 0 … 1
  /// (the config's `settings.feedback.commit`).
  public var commit: Double

  /// `commit`'s default: half way.
  public static let defaultCommit = 0.5

  public init(amounts: [PreviewAmount], commit: Double = PreviewRule.defaultCommit) {
    self.amounts = amounts
    self.commit = commit
  }

  /// What the previews show at `transition` (their gesture's), from the
  /// measure it was made from: their progress on `began` and `changed`,
  /// the decision on `ended` and `cancelled`; nothing on other states.
  func report(
    _ transition: GestureTransition, measure: GestureMeasure, device: DeviceGeometry
  ) -> [PreviewProgress] {
    let phase: PreviewProgress.Outcome?
    switch transition.to {
    case .began, .changed: phase = .following
    case .ended, .cancelled: phase = nil
    case .possible, .recognized, .failed: return []
    }
    return amounts.indices.map { slot in
      let amount = amounts[slot]
      let p = amount.progress(of: measure, on: device)
      var fling: Double?
      let outcome: PreviewProgress.Outcome
      if let phase {
        outcome = phase
      } else if transition.to == .ended {
        let rest = amount.restProgress(of: measure, on: device)
        fling = rest
        outcome = min(max(p, 0), 1) >= commit || rest >= 1 ? .commits : .backedOut
      } else {
        outcome = .backedOut
      }
      return PreviewProgress(
        time: transition.time, gesture: transition.gesture, index: transition.index, slot: slot,
        device: device.id, window: transition.window, amount: amount,
        unclamped: p, fling: fling, outcome: outcome)
    }
  }
}

extension PreviewAmount {
  /// Progress p (unclamped) of a gesture that measured `m`: its travel since
  /// the landing over the amount — along its direction for a distance, as
  /// the logarithm of the ratio for a scale (p = ln s / ln amount), signed by
  /// its direction for an angle. 0 for a distance before the gesture has a direction.
  func progress(of m: GestureMeasure, on device: DeviceGeometry) -> Double {
    switch self {
    case .distance(let length):
      guard let axis = m.direction?.onScreen?.axis else { return 0 }
      return m.travel.along(axis) / length.millimetres(on: device)
    case .scale(let ratio):
      return Angle.log(m.travelScale) / Angle.log(ratio)
    case .angle(let degrees):
      return (m.direction?.turn?.sign ?? 1) * m.travelRotation / degrees
    }
  }

  /// Where p would come to rest if the gesture's velocity at the lift went
  /// on along the fling's exponential decay (0.998/ms, `Fling.glideSeconds`
  /// of the velocity): a distance glides with the pan's launch velocity
  /// (none below 8 mm/s, capped at 1270 mm/s: `Fling.restPoint`); a scale
  /// glides in proportion (its logarithm at the rate s′ / s), an angle at
  /// its angular velocity.
  func restProgress(of m: GestureMeasure, on device: DeviceGeometry) -> Double {
    let glide = Fling.glideSeconds
    switch self {
    case .distance(let length):
      guard let axis = m.direction?.onScreen?.axis else { return 0 }
      return Fling.restPoint(from: m.travel, velocity: m.velocity).along(axis) / length.millimetres(on: device)
    case .scale(let ratio):
      guard m.travelScale > 0 else { return progress(of: m, on: device) }
      return (Angle.log(m.travelScale) + m.scaleVelocity / m.travelScale * glide) / Angle.log(ratio)
    case .angle(let degrees):
      return (m.direction?.turn?.sign ?? 1) * (m.travelRotation + m.angularVelocity * glide) / degrees
    }
  }
}

extension Point {
  /// The length of this vector's projection on the unit vector `axis`.
  fileprivate func along(_ axis: Point) -> Double { x * axis.x + y * axis.y }
}
