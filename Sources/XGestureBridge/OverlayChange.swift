/// What the overlay watches on the server beside the bridge's events
/// (docs/OVERLAY.md): selected only once an overlay exists.
public enum OverlayChange: Sendable, Equatable {
  /// The owner of `_NET_WM_CM_Sn` changed: a compositing manager started or
  /// stopped (XFixesSelectionNotify).
  case compositor
  /// The screen or a CRTC changed: monitors moved, appeared, went, or
  /// changed modes (RRScreenChangeNotify, RRNotify).
  case outputs
}
