import XGestureActions
import XGestureDesktop
import XGestureEngine
import XGestureFeedback

/// The picture a previewed action shows (docs/OVERLAY.md, "Previews"):
/// for window and workspace actions what the desktop says they will do
/// (`DesktopDriver.preview`, asked once, when the gesture begins), in the
/// overlay's pixels; for every other action, and a window that is gone, a
/// label: `label:`, else the action as the gesture labels show it.
enum PreviewPictures {
  static func picture(of action: Action, place: GesturePlace, desktop: DesktopDriver) -> PreviewPicture {
    if case .desktop(let desktopAction) = action.kind, let preview = desktop.preview(desktopAction, gesture: place) {
      return picture(preview)
    }
    return .label(action.label ?? ActionLabel.text(action))
  }

  static func picture(_ preview: DesktopPreview) -> PreviewPicture {
    switch preview {
    case .resize(let from, let to): .resize(from: rect(from), to: rect(to))
    case .minimize(let frame): .minimize(rect(frame))
    case .close(let frame): .close(rect(frame))
    case .workspace(let name, let edge, let monitor): .workspace(name: name, from: self.edge(edge), monitor: rect(monitor))
    case .showDesktop(let frames, let hiding): .showDesktop(frames: frames.map(rect), hiding: hiding)
    }
  }

  static func rect(_ r: ScreenRect) -> PixelRect {
    PixelRect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))
  }

  static func edge(_ edge: ScreenEdge) -> PreviewPicture.Edge {
    switch edge {
    case .left: .left
    case .right: .right
    case .top: .top
    case .bottom: .bottom
    }
  }
}
