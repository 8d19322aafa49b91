/// One preview: the gesture it belongs to and the place of its action
/// among that gesture's previewed `ended` actions.
public struct PreviewKey: Hashable, Sendable {
  public var gesture: String
  public var slot: Int

  public init(gesture: String, slot: Int = 0) {
    self.gesture = gesture
    self.slot = slot
  }
}
