internal import CX11

/// Key presses and clicks through XTest on xgesture's own connection
/// (docs/ACTIONS.md, "Desktop actions"). A keysym on no keycode's first level
/// is sent through a spare keycode (one with no keysym), mapped for the press
/// and given back its empty mapping `restoreDelay` ms later, so that clients
/// that reread the mapping on MappingNotify see the key; `nextDeadline` and
/// `service(now:)` put that moment in the bridge's poll loop.
public final class XKeyboard {
  /// How long a spare keycode keeps its borrowed keysym after the last press, ms.
  public static let restoreDelay = 100.0

  private let display: XDisplay
  private var handle: OpaquePointer { display.handle }
  /// Spare keycodes lent out: keycode → keysym, to be emptied at `restoreAt`.
  private var lent: [UInt8: UInt] = [:]
  private var restoreAt: Double?

  public init(display: XDisplay) { self.display = display }

  /// Whether `name` is an X keysym name (XStringToKeysym; no connection needed).
  public static func isKeysymName(_ name: String) -> Bool { XStringToKeysym(name) != 0 }

  /// Keysym names X knows, for suggestions: Latin-1 and the function keys,
  /// the XF86 keys, and a few others (XKeysymToString over their ranges).
  public static func keysymNames() -> [String] {
    var names: [String] = []
    let ranges: [ClosedRange<UInt>] = [
      0x20...0xff, 0xfd00...0xffff, 0x1008_ff00...0x1008_ffff, 0x0600...0x0aff,
    ]
    for range in ranges {
      for keysym in range {
        if let text = XKeysymToString(keysym) { names.append(String(cString: text)) }
      }
    }
    return names
  }

  /// Presses `modifiers` (keysym names) in order, then `key`, then releases
  /// them in reverse. Returns a sentence when a keysym cannot be sent. `now`
  /// is the bridge's time, for giving back a spare keycode. Flushes.
  public func press(modifiers: [String], key: String, now: Double) -> String? {
    var codes: [UInt8] = []
    for name in modifiers + [key] {
      let keysym = XStringToKeysym(name)
      guard keysym != 0 else { return "'\(name)' is not a keysym name X knows" }
      guard let code = keycode(for: keysym, now: now) else {
        return "no keycode for '\(name)' and no spare keycode to map it to"
      }
      codes.append(code)
    }
    for code in codes { XTestFakeKeyEvent(handle, UInt32(code), 1, 0) }
    for code in codes.reversed() { XTestFakeKeyEvent(handle, UInt32(code), 0, 0) }
    XFlush(handle)
    return nil
  }

  /// Clicks `button`; at `point` (root px) when given, the pointer put back
  /// where it was. Flushes.
  public func click(button: Int, at point: (x: Int, y: Int)?) {
    var back: (x: Int32, y: Int32)?
    if let point {
      var rootReturn: UInt = 0
      var child: UInt = 0
      var rootX: Int32 = 0
      var rootY: Int32 = 0
      var winX: Int32 = 0
      var winY: Int32 = 0
      var mask: UInt32 = 0
      if XQueryPointer(
        handle, display.root, &rootReturn, &child, &rootX, &rootY, &winX, &winY, &mask) != 0
      {
        back = (rootX, rootY)
      }
      XTestFakeMotionEvent(handle, -1, Int32(point.x), Int32(point.y), 0)
    }
    XTestFakeButtonEvent(handle, UInt32(button), 1, 0)
    XTestFakeButtonEvent(handle, UInt32(button), 0, 0)
    if let back { XTestFakeMotionEvent(handle, -1, back.x, back.y, 0) }
    XFlush(handle)
  }

  /// The core keyboard mapping, one list of keysyms per keycode from the
  /// smallest (XGetKeyboardMapping): what a test compares before and after.
  public func mapping() -> [[UInt]] {
    var low: Int32 = 0
    var high: Int32 = 0
    XDisplayKeycodes(handle, &low, &high)
    var perCode: Int32 = 0
    let count = high - low + 1
    guard let symbols = XGetKeyboardMapping(handle, UInt8(low), count, &perCode) else { return [] }
    defer { XFree(symbols) }
    return (0..<Int(count)).map { code in
      (0..<Int(perCode)).map { symbols[code * Int(perCode) + $0] }
    }
  }

  /// When a lent keycode is due back (the bridge's time), if any.
  public var nextDeadline: Double? { restoreAt }

  /// Gives lent keycodes back their empty mapping once due (or at once with `force`).
  public func service(now: Double, force: Bool = false) {
    guard let due = restoreAt, force || now >= due else { return }
    for code in lent.keys.sorted() {
      var none: UInt = 0
      XChangeKeyboardMapping(handle, Int32(code), 1, &none, 1)
    }
    lent.removeAll()
    restoreAt = nil
    XFlush(handle)
  }

  /// A keycode whose first level is `keysym`, else a spare one mapped to it.
  private func keycode(for keysym: UInt, now: Double) -> UInt8? {
    if let code = lent.first(where: { $0.value == keysym })?.key {
      restoreAt = now + Self.restoreDelay
      return code
    }
    let code = XKeysymToKeycode(handle, keysym)
    if code != 0, XkbKeycodeToKeysym(handle, code, 0, 0) == keysym { return code }
    let table = mapping()
    var low: Int32 = 0
    var high: Int32 = 0
    XDisplayKeycodes(handle, &low, &high)
    for index in table.indices.reversed() where table[index].allSatisfy({ $0 == 0 }) {
      let spare = UInt8(Int(low) + index)
      guard lent[spare] == nil else { continue }
      var symbol = keysym
      XChangeKeyboardMapping(handle, Int32(spare), 1, &symbol, 1)
      lent[spare] = keysym
      restoreAt = now + Self.restoreDelay
      return spare
    }
    return nil
  }
}
