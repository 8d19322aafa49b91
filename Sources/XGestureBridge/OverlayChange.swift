/// What the overlay watches on the server beside the bridge's events
/// (docs/OVERLAY.md): selected only once an overlay exists.
public enum OverlayChange: Sendable, Equatable {
  /// The owner of `_NET_WM_CM_Sn` changed: a compositing manager started or
  /// stopped (XFixesSelectionNotify).
  case compositor
  /// The screen or a CRTC changed: monitors moved, appeared, went, or
  /// changed modes (RRScreenChangeNotify, RRNotify).
  case outputs
  /// A top-level window was mapped (`above` nil: it is on top now) or
  /// restacked just above `above` (MapNotify, ConfigureNotify of the root's
  /// children, which the bridge selects anyway): when `above` is an overlay
  /// window, something now covers the overlay.
  case restacked(window: UInt, above: UInt?)
}
