/// When a monitor's next frame may be drawn: at once when its last frame is
/// a refresh period old or older, else at the end of that period; so frames
/// come at most once per refresh, and a change after a pause shows at once.
public struct FramePacer: Hashable, Sendable {
  /// Milliseconds between refreshes.
  public let period: Double
  /// When the last frame was drawn; nil before the first.
  public private(set) var lastFrame: Double?

  /// Timers wake up to a millisecond late or a little early; a frame this
  /// close to the end of its period counts as due, so that a wake-up a
  /// fraction early does not wait a whole period more.
  static let slack = 0.25

  public init(period: Double) { self.period = period }

  /// When a frame showing something that changed at `time` may be drawn.
  public func due(changeAt time: Double) -> Double {
    guard let lastFrame, time < lastFrame + period - Self.slack else { return time }
    return lastFrame + period
  }

  /// A frame was drawn at `time`.
  public mutating func drew(at time: Double) { lastFrame = time }
}
