public import XGestureEngine

/// The application windows found under the top-level windows the bridge has
/// looked into (docs/REFERENCE.md §8), so that once a top-level window is
/// known, a sequence's look-up costs one round trip: the one that asks
/// which top-level window is under the touch.
///
/// What it remembers holds until the server says otherwise: a top-level or
/// client window destroyed or reparented, or a client's WM_CLASS or WM_STATE
/// changed (`forget`). Only windows that were found are remembered: a
/// top-level window with no application under it is looked into again, as
/// its client may not be there yet.
public struct ClientWindows: Sendable, Equatable {
  private var byTopLevel: [UInt: AppWindow] = [:]

  public init() {}

  /// The application window under the top-level window `topLevel`, if known.
  public func window(under topLevel: UInt) -> AppWindow? { byTopLevel[topLevel] }

  /// How many top-level windows are remembered.
  public var count: Int { byTopLevel.count }

  public mutating func remember(_ window: AppWindow, under topLevel: UInt) {
    byTopLevel[topLevel] = window
  }

  /// Forgets what depended on `window`: its entry as a top-level window and
  /// every entry whose client it is.
  public mutating func forget(_ window: UInt) {
    byTopLevel[window] = nil
    if byTopLevel.values.contains(where: { $0.id == window }) {
      byTopLevel = byTopLevel.filter { $0.value.id != window }
    }
  }
}
