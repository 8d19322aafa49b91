/// What claim mode holds of the server, and where the decisions of the
/// current round are: a touch's accept or reject and a gesture sequence's
/// keep or replay (XIAllowEvents) are buffered by Xlib, and one flush at the
/// end of the round sends them all. Observe mode holds nothing and decides
/// nothing.
enum Grabs: Equatable {
  /// The round's decisions: none since the last flush, or some waiting for it.
  enum Round: Equatable {
    case sent
    case waitingForFlush
  }

  /// Nothing: observe mode, asked for, or fallen back to when the grab was refused.
  case nothing
  /// The touch grab (touchpads observed, or none: an XI 2.2 server).
  case touches(Round)
  /// The touch grab and the touchpads' gesture grabs.
  case touchesAndGestures(Round)

  /// What claim mode takes first: the touch grab.
  static let claim = Grabs.touches(.sent)

  /// Whether claim mode holds the gesture grabs.
  var holdsGestures: Bool {
    switch self {
    case .touchesAndGestures: true
    case .nothing, .touches: false
    }
  }

  /// A decision was sent to the buffer: it waits for the round's flush.
  mutating func decided() {
    switch self {
    case .nothing: break
    case .touches: self = .touches(.waitingForFlush)
    case .touchesAndGestures: self = .touchesAndGestures(.waitingForFlush)
    }
  }

  /// The round ends: whether its decisions want a flush (they count as sent).
  mutating func roundEnded() -> Bool {
    switch self {
    case .nothing, .touches(.sent), .touchesAndGestures(.sent):
      return false
    case .touches(.waitingForFlush):
      self = .touches(.sent)
    case .touchesAndGestures(.waitingForFlush):
      self = .touchesAndGestures(.sent)
    }
    return true
  }
}
