/// Steps several recognizers take the same way. Each recognizer still owns
/// its state machine; these only compute.

extension GestureMeasure {
  /// The gesture's first touch landed: when, how many fingers, where.
  mutating func start(_ frame: TouchFrame) {
    startTime = frame.time
    fingers = frame.touches.count
    centroid = frame.centroid
  }
}

extension TouchFrame {
  /// What a continuous gesture that began and goes on until the last finger
  /// lifts says to this frame: `.change` while fingers land, move, or lift
  /// with others still down; `.end` at the last lift; `.cancel` when a touch
  /// is cancelled. Anything but `.change` finishes the gesture.
  var verdictWhileActive: Verdict {
    switch change {
    case .began, .moved: .change
    case .ended: touches.isEmpty ? .end : .change
    case .cancelled(let id): .cancel(.touchCancelled(id))
    }
  }
}

extension Array where Element == ActiveTouch {
  /// How far the first touch that moved more than `limit` from where it
  /// landed has moved; nil when every touch is within `limit` (a slop).
  func moved(beyond limit: Double) -> Double? {
    for touch in self {
      let moved = touch.position.distance(to: touch.start)
      if moved > limit { return moved }
    }
    return nil
  }
}
