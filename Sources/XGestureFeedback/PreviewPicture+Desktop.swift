public import XGestureDesktop
public import XGestureEngine

extension PreviewPicture {
  /// The picture of what a desktop action will do (`DesktopPreview`, asked
  /// of the desktop once, when the gesture begins; docs/OVERLAY.md, "What
  /// the pictures are made from"), in the overlay's root pixels: the same
  /// rectangles.
  public init(_ preview: DesktopPreview) {
    switch preview {
    case .resize(let from, let to): self = .resize(from: PixelRect(from), to: PixelRect(to))
    case .minimize(let frame): self = .minimize(PixelRect(frame))
    case .close(let frame): self = .close(PixelRect(frame))
    case .workspace(let name, let edge, let monitor):
      self = .workspace(name: name, from: edge, monitor: PixelRect(monitor))
    case .showDesktop(let frames, let hiding): self = .showDesktop(frames: frames.map(PixelRect.init), hiding: hiding)
    }
  }
}

extension PixelRect {
  /// A rectangle of whole pixels on the root (the desktop's), as the overlay draws in.
  public init(_ rect: ScreenRect) {
    self.init(x: Double(rect.x), y: Double(rect.y), width: Double(rect.width), height: Double(rect.height))
  }
}
