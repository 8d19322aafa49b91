internal import CX11
import Synchronization
import XGestureSystem
public import XGestureX11

#if canImport(Glibc)
  import Glibc
#endif

/// A minimal second XI2 client, for tests and the benchmark: it stands in for
/// an application (touch events selected on a mapped window covering the
/// screen) or for the transport's baseline (raw touch events on the root,
/// as xgesture selects them), or watches what any client sees of the window
/// manager's work (a root property changing, a window moving), and notes
/// when each event arrived.
///
/// It has its own connection and its own reader thread; `stop()` ends both.
public final class XInputProbeWindow: @unchecked Sendable {
  public enum Selection: Sendable {
    /// TouchBegin/Update/End on a full-screen override-redirect window.
    case window
    /// RawTouchBegin/Update/End on the root window.
    case rawRoot
    /// RawKeyPress on the root window (`touch` is the keycode): keys as any client gets them.
    case rawKeys
    /// PropertyNotify of the root property `name` ("PropertyNotify"; `touch`
    /// is 0 for a new value, 1 for a deletion): what a pager sees of
    /// `_NET_CURRENT_DESKTOP`.
    case rootProperty(String)
    /// ConfigureNotify of `window`'s top-level window — its window manager's
    /// frame, else the window itself — through StructureNotify on it
    /// ("ConfigureNotify"; `x`, `y` its place on the root).
    case moves(window: UInt)
    /// xgesture's overlay windows being painted: SubstructureNotify on the
    /// root finds each one as it maps (WM_CLASS `xgesture-overlay`:
    /// "OverlayMapped"), then XDamageCreate (raw rectangles) reports each
    /// drawing on it ("Damage"; `x`, `y` the damaged rectangle's corner),
    /// and "OverlayGone" when it is unmapped or destroyed.
    /// What the overlay's latency is measured at.
    case overlayDamage
    /// ButtonPress, ButtonRelease and MotionNotify with a button held on a
    /// full-screen override-redirect window ("ButtonPress", "ButtonRelease",
    /// `touch` the button; "MotionNotify"; `x`, `y` the pointer on the root):
    /// what an application under the pointer gets of XTest's wheel clicks,
    /// of a mouse's clicks and drags, as xev would print them.
    case buttons
    /// KeyPress and FocusIn on application windows of their own, one per
    /// rectangle (x, y, width, height px), mapped for the window manager
    /// with WM_CLASS `xgesture-probe` ("KeyPress", `touch` the keycode;
    /// "FocusIn"; `x` the window's index): keys as the window they reach
    /// gets them, and when it got the focus.
    case keyWindows([(x: Int, y: Int, width: Int, height: Int)])
  }

  /// One event the probe received.
  public struct Event: Sendable, Equatable {
    /// "TouchBegin", "TouchUpdate", "TouchEnd", "RawTouchBegin", …
    public var type: String
    public var touch: Int
    public var source: Int
    /// The server's timestamp, ms.
    public var serverTime: UInt32
    /// When the probe read it, CLOCK_MONOTONIC ns.
    public var arrival: Int64
    /// A ConfigureNotify's place, px (0 for other events).
    public var x = 0
    public var y = 0
  }

  private let display: XDisplay
  /// The root property watched (`.rootProperty`), else None.
  private var watchedProperty: UInt = 0
  /// The window whose moves are watched (`.moves`), else None.
  private var watchedWindow: UInt = 0
  /// The Damage extension's event base (`.overlayDamage`), else nil.
  private var damageEventBase: Int32?
  /// The overlay windows seen mapping (read on the reader thread only).
  private var overlays: Set<UInt> = []
  /// The probe's own windows (`.buttons`, `.keyWindows`), in order.
  public private(set) var windows: [UInt] = []
  private let stopPipe: (read: Int32, write: Int32)
  private let received = Mutex<[Event]>([])
  private let finished = Mutex(false)

  /// Connects to `displayName`, selects, and (for `.window`) maps the window
  /// and waits until it is viewable; events are recorded from then on.
  public init(displayName: String, selection: Selection) throws(XError) {
    display = try XDisplay(name: displayName, environment: [:])
    let handle = display.handle
    var fds: [Int32] = [0, 0]
    pipe(&fds)
    stopPipe = (fds[0], fds[1])
    var mask = [UInt8](repeating: 0, count: Int(xg_XIMaskLen(XI_LASTEVENT)))
    /// Where XI2 events are selected; nil for core events only.
    let target: UInt?
    switch selection {
    case .window:
      let window = Self.mapCoveringWindow(display, events: 0)
      for type in [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] { xg_XISetMask(&mask, type) }
      target = window
    case .buttons:
      windows = [
        Self.mapCoveringWindow(display, events: ButtonPressMask | ButtonReleaseMask | ButtonMotionMask)
      ]
      target = nil
    case .keyWindows(let rectangles):
      windows = rectangles.map { Self.mapApplicationWindow(display, $0) }
      target = nil
    case .rawRoot:
      for type in [XI_RawTouchBegin, XI_RawTouchUpdate, XI_RawTouchEnd] {
        xg_XISetMask(&mask, type)
      }
      target = display.root
    case .rawKeys:
      xg_XISetMask(&mask, XI_RawKeyPress)
      target = display.root
    case .rootProperty(let name):
      watchedProperty = UInt(XInternAtom(handle, name, 0))
      XSelectInput(handle, display.root, PropertyChangeMask)
      target = nil
    case .moves(let window):
      watchedWindow = Self.topLevel(of: window, display: display)
      XSelectInput(handle, watchedWindow, StructureNotifyMask)
      target = nil
    case .overlayDamage:
      var event: Int32 = 0
      var error: Int32 = 0
      if XDamageQueryExtension(handle, &event, &error) != 0 { damageEventBase = event }
      XSelectInput(handle, display.root, SubstructureNotifyMask)
      target = nil
    }
    if let target {
      mask.withUnsafeMutableBufferPointer { bytes in
        var eventMask = XIEventMask(
          deviceid: XIAllMasterDevices, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
        _ = XISelectEvents(handle, target, &eventMask, 1)
      }
    }
    display.sync()
    do {
      try DetachedThread.start { [self] in readLoop() }
    } catch {
      preconditionFailure("the probe window cannot start its reader thread: \(error)")
    }
  }

  deinit {
    stop()
    close(stopPipe.read)
    close(stopPipe.write)
  }

  /// Every event received so far.
  public var events: [Event] { received.withLock { $0 } }

  /// Forgets the events received so far.
  public func clear() { received.withLock { $0.removeAll() } }

  /// Polls (every 2 ms, at most `timeout` s) until `condition` holds; the events then, or nil.
  public func wait(timeout: Double = 10, until condition: ([Event]) -> Bool) -> [Event]? {
    let deadline = MonotonicClock.nanoseconds() + Int64(timeout * 1e9)
    repeat {
      let now = events
      if condition(now) { return now }
      usleep(2_000)
    } while MonotonicClock.nanoseconds() < deadline
    let now = events
    return condition(now) ? now : nil
  }

  /// Ends the reader thread (and waits for it, at most 2 s).
  public func stop() {
    var byte: UInt8 = 1
    _ = write(stopPipe.write, &byte, 1)
    let deadline = MonotonicClock.nanoseconds() + 2_000_000_000
    while !finished.withLock({ $0 }) && MonotonicClock.nanoseconds() < deadline { usleep(1_000) }
  }

  private func readLoop() {
    defer { finished.withLock { $0 = true } }
    let handle = display.handle
    var waiting = PollSet<Bool>()  // true: the stop pipe
    waiting.add(FileDescriptor(rawValue: display.fileDescriptor), tag: false)
    waiting.add(FileDescriptor(rawValue: stopPipe.read), tag: true)
    while !display.isConnectionLost {
      while !display.isConnectionLost, XPending(handle) > 0 {
        var event = XEvent()
        XNextEvent(handle, &event)
        let arrival = MonotonicClock.nanoseconds()
        if let recorded = windowEvent(event, arrival: arrival) ?? overlayEvent(event, arrival: arrival) {
          received.withLock { $0.append(recorded) }
          continue
        }
        guard event.type == GenericEvent, event.xcookie.extension == display.xinputOpcode else {
          continue
        }
        var cookie = event.xcookie
        guard XGetEventData(handle, &cookie) != 0, let data = cookie.data else { continue }
        defer { XFreeEventData(handle, &cookie) }
        let name: String
        switch cookie.evtype {
        case XI_TouchBegin: name = "TouchBegin"
        case XI_TouchUpdate: name = "TouchUpdate"
        case XI_TouchEnd: name = "TouchEnd"
        case XI_RawTouchBegin: name = "RawTouchBegin"
        case XI_RawTouchUpdate: name = "RawTouchUpdate"
        case XI_RawTouchEnd: name = "RawTouchEnd"
        case XI_RawKeyPress: name = "RawKeyPress"
        default: continue
        }
        let recorded: Event
        if name.hasPrefix("Raw") {
          let raw = data.assumingMemoryBound(to: XIRawEvent.self).pointee
          recorded = Event(
            type: name, touch: Int(raw.detail), source: Int(raw.sourceid),
            serverTime: UInt32(truncatingIfNeeded: raw.time), arrival: arrival)
        } else {
          let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
          recorded = Event(
            type: name, touch: Int(device.detail), source: Int(device.sourceid),
            serverTime: UInt32(truncatingIfNeeded: device.time), arrival: arrival)
        }
        received.withLock { $0.append(recorded) }
      }
      do {
        guard try waiting.wait(timeout: nil) else { continue }
      } catch {
        return
      }
      if waiting.isReadable(true) { return }
    }
  }

  /// A PropertyNotify of the watched root property or a ConfigureNotify of
  /// the watched window, as an event; nil for anything else.
  private func windowEvent(_ event: XEvent, arrival: Int64) -> Event? {
    switch event.type {
    case PropertyNotify where watchedProperty != 0 && event.xproperty.atom == watchedProperty:
      let property = event.xproperty
      return Event(
        type: "PropertyNotify", touch: Int(property.state), source: 0,
        serverTime: UInt32(truncatingIfNeeded: property.time), arrival: arrival)
    case ConfigureNotify where watchedWindow != 0 && UInt(event.xconfigure.window) == watchedWindow:
      let configure = event.xconfigure
      return Event(
        type: "ConfigureNotify", touch: 0, source: 0, serverTime: 0, arrival: arrival,
        x: Int(configure.x), y: Int(configure.y))
    case ButtonPress where windows.contains(UInt(event.xbutton.window)),
      ButtonRelease where windows.contains(UInt(event.xbutton.window)):
      let button = event.xbutton
      return Event(
        type: event.type == ButtonPress ? "ButtonPress" : "ButtonRelease", touch: Int(button.button), source: 0,
        serverTime: UInt32(truncatingIfNeeded: button.time), arrival: arrival, x: Int(button.x_root),
        y: Int(button.y_root))
    case MotionNotify where windows.contains(UInt(event.xmotion.window)):
      let motion = event.xmotion
      return Event(
        type: "MotionNotify", touch: 0, source: 0, serverTime: UInt32(truncatingIfNeeded: motion.time),
        arrival: arrival, x: Int(motion.x_root), y: Int(motion.y_root))
    case KeyPress:
      guard let index = windows.firstIndex(of: UInt(event.xkey.window)) else { return nil }
      return Event(
        type: "KeyPress", touch: Int(event.xkey.keycode), source: 0,
        serverTime: UInt32(truncatingIfNeeded: event.xkey.time), arrival: arrival, x: index)
    case FocusIn:
      guard let index = windows.firstIndex(of: UInt(event.xfocus.window)) else { return nil }
      return Event(type: "FocusIn", touch: 0, source: 0, serverTime: 0, arrival: arrival, x: index)
    default:
      return nil
    }
  }

  /// An overlay window mapping (its damage is then watched) or a
  /// DamageNotify on one, as an event; nil for anything else.
  private func overlayEvent(_ event: XEvent, arrival: Int64) -> Event? {
    guard let base = damageEventBase else { return nil }
    if event.type == DestroyNotify || event.type == UnmapNotify {
      let window = event.type == DestroyNotify ? event.xdestroywindow.window : event.xunmap.window
      guard overlays.remove(UInt(window)) != nil else { return nil }
      return Event(type: "OverlayGone", touch: 0, source: 0, serverTime: 0, arrival: arrival)
    }
    if event.type == MapNotify {
      let window = event.xmap.window
      var hint = XClassHint()
      guard XGetClassHint(display.handle, window, &hint) != 0 else { return nil }
      let instance = hint.res_name.map { String(cString: $0) }
      if let name = hint.res_name { XFree(name) }
      if let name = hint.res_class { XFree(name) }
      guard instance == "xgesture-overlay" else { return nil }
      overlays.insert(UInt(window))
      _ = XDamageCreate(display.handle, window, Int32(XDamageReportRawRectangles))
      display.flush()
      return Event(type: "OverlayMapped", touch: 0, source: 0, serverTime: 0, arrival: arrival)
    }
    guard event.type == base + XDamageNotify else { return nil }
    let notify = withUnsafePointer(to: event) {
      $0.withMemoryRebound(to: XDamageNotifyEvent.self, capacity: 1) { $0.pointee }
    }
    return Event(
      type: "Damage", touch: 0, source: 0, serverTime: UInt32(truncatingIfNeeded: notify.timestamp),
      arrival: arrival, x: Int(notify.area.x), y: Int(notify.area.y))
  }

  /// A full-screen override-redirect window selecting `events` besides its
  /// structure, mapped: returned once the server says so.
  private static func mapCoveringWindow(_ display: XDisplay, events: Int) -> UInt {
    let handle = display.handle
    let size = display.queryRootSize()
    var attributes = XSetWindowAttributes()
    attributes.override_redirect = 1
    let window = XCreateWindow(
      handle, display.root, 0, 0, UInt32(size.width), UInt32(size.height), 0, Int32(CopyFromParent),
      UInt32(InputOutput), nil, UInt(CWOverrideRedirect), &attributes)
    XSelectInput(handle, window, StructureNotifyMask | events)
    XMapWindow(handle, window)
    waitForMap(display)
    return UInt(window)
  }

  /// A top-level window the window manager manages, with WM_CLASS
  /// `xgesture-probe` (so that xgesture's look-up finds an application), an
  /// ICCCM input hint and its place given by the user, selecting KeyPress
  /// and FocusChange; mapped.
  private static func mapApplicationWindow(
    _ display: XDisplay, _ rectangle: (x: Int, y: Int, width: Int, height: Int)
  ) -> UInt {
    let handle = display.handle
    let window = XCreateSimpleWindow(
      handle, display.root, Int32(rectangle.x), Int32(rectangle.y), UInt32(rectangle.width),
      UInt32(rectangle.height), 0, 0, XWhitePixel(handle, XDefaultScreen(handle)))
    "xgesture-probe".withCString { name in
      let text = UnsafeMutablePointer(mutating: name)
      var hint = XClassHint(res_name: text, res_class: text)
      XSetClassHint(handle, window, &hint)
    }
    var hints = XWMHints()
    hints.flags = InputHint
    hints.input = 1
    XSetWMHints(handle, window, &hints)
    // Placed where asked, as `-geometry` places an xterm (a window manager places others itself).
    var size = XSizeHints()
    size.flags = USPosition | USSize
    size.x = Int32(rectangle.x)
    size.y = Int32(rectangle.y)
    size.width = Int32(rectangle.width)
    size.height = Int32(rectangle.height)
    XSetWMNormalHints(handle, window, &size)
    XSelectInput(handle, window, StructureNotifyMask | KeyPressMask | FocusChangeMask)
    XMapWindow(handle, window)
    waitForMap(display)
    return UInt(window)
  }

  private static func waitForMap(_ display: XDisplay) {
    var event = XEvent()
    repeat {
      XNextEvent(display.handle, &event)
    } while event.type != MapNotify && !display.isConnectionLost
  }

  /// The child of the root that holds `window` (XQueryTree upwards).
  private static func topLevel(of window: UInt, display: XDisplay) -> UInt {
    var current = window
    while true {
      var rootReturn: UInt = 0
      var parent: UInt = 0
      var list: UnsafeMutablePointer<UInt>?
      var count: UInt32 = 0
      guard XQueryTree(display.handle, current, &rootReturn, &parent, &list, &count) != 0 else {
        return current
      }
      if let list { XFree(list) }
      if parent == 0 || parent == rootReturn { return current }
      current = parent
    }
  }
}
