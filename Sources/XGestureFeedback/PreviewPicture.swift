public import XGestureDesktop
public import XGestureEngine

/// What a preview shows of its action (docs/REFERENCE.md §10's table,
/// docs/OVERLAY.md "Previews"), in root pixels, as the gesture's progress p
/// goes from 0 to 1 (`shapes(progress:fade:anchor:style:)`, in
/// `PreviewShapes.swift`). Made once, when the gesture begins, from what
/// the window manager says then.
public enum PreviewPicture: Hashable, Sendable {
  /// A rectangle growing from `from` (the window's frame) to `to` (the
  /// area it will take): maximize, fullscreen, the tiles, and their toggles back.
  case resize(from: PixelRect, to: PixelRect)
  /// The window's frame shrinking toward its centre.
  case minimize(PixelRect)
  /// The window's frame in red, its border thickening.
  case close(PixelRect)
  /// A disc sliding in from the edge of `monitor` the new workspace comes
  /// from, an arrow toward that edge, and the workspace's name or number.
  case workspace(name: String, from: Edge, monitor: PixelRect)
  /// Every window's frame fading out (`hiding`), or in when they come back.
  case showDesktop(frames: [PixelRect], hiding: Bool)
  /// Any other action: a label beside the fingers filling with p.
  case label(String)

  /// An edge of a monitor: the desktop's (`DesktopPreview.workspace` says it).
  public typealias Edge = ScreenEdge
}

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
