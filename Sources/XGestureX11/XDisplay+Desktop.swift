internal import CX11
public import XGestureDesktop
public import XGestureEngine

/// EWMH and ICCCM for desktop actions (docs/ACTIONS.md, "Desktop actions"),
/// in the words of `EWMH`: reading root and window properties asks the
/// server only; the requests to the window manager are client messages sent
/// without waiting for an answer. And the application window under a point
/// (per-application bindings, `target: under`).
extension XDisplay {
  /// The desktops, or nil when the window manager publishes none (no EWMH desktops).
  public func desktops() -> Desktops? {
    guard let count = cardinals("_NET_NUMBER_OF_DESKTOPS", of: root)?.first, count > 0,
      let current = cardinals("_NET_CURRENT_DESKTOP", of: root)?.first
    else { return nil }
    let layout = cardinals("_NET_DESKTOP_LAYOUT", of: root).flatMap(EWMH.desktopLayout)
    return Desktops(current: Int(current), count: Int(count), layout: layout)
  }

  /// The desktops' names by number (`_NET_DESKTOP_NAMES`, UTF-8 strings each
  /// ended by a NUL; "" for one without a name); none when unset.
  public func desktopNames() -> [String] { strings("_NET_DESKTOP_NAMES", of: root, keepingEmpty: true) ?? [] }

  /// The managed windows, bottom to top (`_NET_CLIENT_LIST_STACKING`, else `_NET_CLIENT_LIST`).
  public func stackedWindows() -> [UInt] {
    cardinals("_NET_CLIENT_LIST_STACKING", of: root, max: 4096)
      ?? cardinals("_NET_CLIENT_LIST", of: root, max: 4096) ?? []
  }

  /// The desktop `window` is on (`_NET_WM_DESKTOP`); nil on all of them (0xFFFFFFFF) or unset.
  public func desktop(of window: UInt) -> Int? {
    EWMH.desktop(cardinals("_NET_WM_DESKTOP", of: window)?.first)
  }

  /// Asks the window manager to show desktop `index` (from 0). Flushes.
  public func switchDesktop(to index: Int) {
    if let message = EWMH.message(for: .switchDesktop(to: index)) { send(message) }
    XFlush(handle)
  }

  /// Sends `request` about `window` to the window manager. Flushes.
  public func request(_ request: WindowRequest, window: UInt) {
    if let message = EWMH.message(for: .window(request, window)) { send(message) }
    XFlush(handle)
  }

  /// Sends a client message to the root window, as the window manager
  /// expects it (`sendRootMessage`), its atoms interned. Not flushed.
  func send(_ message: EWMH.ClientMessage) {
    let data = message.data.map { item in
      switch item {
      case .number(let value): value
      case .atom(let name): Int(atom(name))
      }
    }
    sendRootMessage(message.type, window: message.window ?? root, data: data)
  }

  /// The top-level window (a child of the root) under a root position; nil
  /// over the root. One round trip (XTranslateCoordinates).
  func topLevelWindow(atX x: Int, y: Int) -> UInt? {
    var child: UInt = 0
    var childX: Int32 = 0
    var childY: Int32 = 0
    guard XTranslateCoordinates(handle, root, root, Int32(x), Int32(y), &childX, &childY, &child) != 0,
      child != 0
    else { return nil }
    return child
  }

  /// `window` itself if it has WM_STATE, else the first window below it that
  /// has (breadth first, as a frame holds its client); nil when none has.
  func clientWindow(in window: UInt) -> UInt? {
    var queue = [window]
    while !queue.isEmpty {
      let next = queue.removeFirst()
      if hasProperty("WM_STATE", on: next) { return next }
      queue += children(of: next)
    }
    return nil
  }

  func children(of window: UInt) -> [UInt] {
    var rootReturn: UInt = 0
    var parent: UInt = 0
    var list: UnsafeMutablePointer<UInt>?
    var count: UInt32 = 0
    guard XQueryTree(handle, window, &rootReturn, &parent, &list, &count) != 0, let list else {
      return []
    }
    defer { XFree(list) }
    return Array(UnsafeBufferPointer(start: list, count: Int(count)))
  }

  /// The application window under a root position: the client window of the
  /// top-level window there (the one with WM_STATE; the top-level window
  /// itself when none has, as without a window manager) and its WM_CLASS
  /// (empty names for a window without one, like xev's: a window of no
  /// application, which `target: under` and `window: move` still act on);
  /// nil over the root.
  ///
  /// One round trip once the top-level window is known (`clientWindows`,
  /// which keeps only windows with WM_CLASS); the first look into it walks its tree and selects the client's
  /// structure and property events, so that `nextMessage()` forgets it when
  /// it goes or changes, and its focus events (`focusArrived`).
  public func applicationWindow(atX x: Int, y: Int) -> AppWindow? {
    guard let topLevel = topLevelWindow(atX: x, y: y) else { return nil }
    if let known = clientWindows.window(under: topLevel) { return known }
    let client = clientWindow(in: topLevel) ?? topLevel
    // Selected before WM_CLASS is read, so that no change falls in between.
    XSelectInput(handle, client, Self.clientWindowEvents)
    guard let names = windowClass(client) else {
      // Not remembered: it may be a frame whose client is not managed yet.
      return AppWindow(id: client, instance: "", className: "")
    }
    let window = AppWindow(id: client, instance: names.instance, className: names.class)
    clientWindows.remember(window, under: topLevel)
    return window
  }

  /// Forgets the application windows an event makes stale: a window
  /// destroyed or reparented (the root's SubstructureNotify, a client's
  /// StructureNotify), or a client's WM_CLASS or WM_STATE changed.
  func noteWindowChange(_ event: inout XEvent) {
    switch event.type {
    case DestroyNotify:
      clientWindows.forget(UInt(event.xdestroywindow.window))
    case ReparentNotify:
      clientWindows.forget(UInt(event.xreparent.window))
      clientWindows.forget(UInt(event.xreparent.parent))
    case PropertyNotify:
      let property = UInt(event.xproperty.atom)
      if property == atom("WM_CLASS") || property == atom("WM_STATE") {
        clientWindows.forget(UInt(event.xproperty.window))
      }
    default:
      break
    }
  }

  /// `_NET_ACTIVE_WINDOW`; nil when unset or none.
  public func activeWindow() -> UInt? {
    guard let window = cardinals("_NET_ACTIVE_WINDOW", of: root)?.first, window != 0 else {
      return nil
    }
    return window
  }

  /// A window's WM_CLASS: its instance and class names.
  public func windowClass(_ window: UInt) -> (instance: String, class: String)? {
    guard let names = strings("WM_CLASS", of: window), let instance = names.first else {
      return nil
    }
    return (instance, names.count > 1 ? names[1] : instance)
  }

  /// Whether the window manager shows the desktop (`_NET_SHOWING_DESKTOP`).
  public func showsDesktop() -> Bool { (cardinals("_NET_SHOWING_DESKTOP", of: root)?.first ?? 0) != 0 }

  /// Whether the window manager says it supports `name` (`_NET_SUPPORTED`).
  public func supports(_ name: String) -> Bool {
    guard let atoms = cardinals("_NET_SUPPORTED", of: root, max: 4096) else { return false }
    return atoms.contains(atom(name))
  }
}
