import XGestureEngine

/// What a previewed action will show (docs/REFERENCE.md §10's table,
/// docs/OVERLAY.md "Previews"), in root pixels: made once, when the gesture
/// begins — for a window or workspace action by the desktop's decisions
/// (`DesktopDecisions.preview`) from the window manager's properties as they
/// are then, for any other a label — and drawn by the overlay as shapes
/// growing with the gesture's progress p from 0 to 1
/// (`shapes(progress:fade:anchor:style:)`, in XGestureFeedback).
public enum PreviewPicture: Hashable, Sendable {
  /// `maximize`, `fullscreen`, `tile-left`, `tile-right`: a rectangle
  /// growing from `from` (the window's frame now) to `to` (the area it will
  /// take: its monitor's work area, its monitor, half the work area, or the
  /// frame it returns to when it toggles back).
  case resize(from: ScreenRect, to: ScreenRect)
  /// `minimize`: the window's frame shrinking toward its centre.
  case minimize(ScreenRect)
  /// `close`: the window's frame in red, its border thickening.
  case close(ScreenRect)
  /// `workspace:`: a disc sliding in from the edge of `monitor` the new
  /// desktop comes from, an arrow toward that edge, and the desktop's name
  /// (its number from 1 when it has none).
  case workspace(name: String, from: ScreenEdge, monitor: ScreenRect)
  /// `show-desktop`: the frames of the windows on the current desktop,
  /// bottom to top, fading out (`hiding`), or in when they come back.
  case showDesktop(frames: [ScreenRect], hiding: Bool)
  /// Any other action: a label beside the fingers filling with p.
  case label(String)

  /// An edge of a monitor.
  public typealias Edge = ScreenEdge
}

/// An edge of a monitor.
public enum ScreenEdge: Hashable, Sendable, CaseIterable { case left, right, top, bottom }
