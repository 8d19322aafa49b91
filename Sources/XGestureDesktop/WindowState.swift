/// One of a window's states as the window manager keeps them (EWMH
/// `_NET_WM_STATE`); the X adapter reads the atoms and names them.
public enum WindowState: Hashable, Sendable, CaseIterable {
  case modal, sticky, maximizedVertically, maximizedHorizontally, shaded
  case skipsTaskbar, skipsPager, hidden, fullscreen, above, below, demandsAttention, focused

  /// Maximized either way or fullscreen: `window: move` leaves such a window where it is.
  public var holdsPlace: Bool {
    switch self {
    case .maximizedVertically, .maximizedHorizontally, .fullscreen: true
    case .modal, .sticky, .shaded, .skipsTaskbar, .skipsPager, .hidden, .above, .below,
      .demandsAttention, .focused:
      false
    }
  }
}
