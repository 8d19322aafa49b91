internal import CX11
public import XGestureDesktop

/// The keyboard on xgesture's own connection (docs/ACTIONS.md, "Desktop
/// actions"): keysym names, the core keyboard mapping, and key presses
/// through XTest. Which keycode to press, and when a lent one is given back,
/// is decided elsewhere (`KeyPresses`, `KeycodeLoan`); this makes the calls.
public struct XKeyboard {
  private let display: XDisplay
  private var handle: OpaquePointer { display.handle }

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

  /// The keysym `name` stands for (XStringToKeysym); nil for an unknown name.
  public func keysym(named name: String) -> Keysym? {
    let keysym = XStringToKeysym(name)
    return keysym == 0 ? nil : Keysym(rawValue: keysym)
  }

  /// A keycode whose first level is `keysym` (XKeysymToKeycode, checked with
  /// XkbKeycodeToKeysym; Xlib's copy of the mapping, no round trip).
  public func keycode(showing keysym: Keysym) -> Keycode? {
    let code = XKeysymToKeycode(handle, keysym.rawValue)
    guard code != 0, XkbKeycodeToKeysym(handle, code, 0, 0) == keysym.rawValue else { return nil }
    return Keycode(rawValue: code)
  }

  /// Keycodes with no keysym on any level, ascending (one round trip).
  public func spareKeycodes() -> [Keycode] {
    let low = keycodeRange.lowerBound
    return mapping().enumerated().compactMap { index, symbols in
      symbols.allSatisfy { $0 == 0 } ? Keycode(rawValue: UInt8(low + index)) : nil
    }
  }

  /// The core keyboard mapping, one list of keysyms per keycode from the
  /// smallest (XGetKeyboardMapping): what a test compares before and after.
  public func mapping() -> [[UInt]] {
    let range = keycodeRange
    var perCode: Int32 = 0
    let count = Int32(range.count)
    guard let symbols = XGetKeyboardMapping(handle, UInt8(range.lowerBound), count, &perCode) else {
      return []
    }
    defer { XFree(symbols) }
    return (0..<Int(count)).map { code in
      (0..<Int(perCode)).map { symbols[code * Int(perCode) + $0] }
    }
  }

  /// Gives `code` the one keysym `keysym` (XChangeKeyboardMapping). Not flushed.
  public func map(_ code: Keycode, to keysym: Keysym) {
    var symbol = keysym.rawValue
    XChangeKeyboardMapping(handle, Int32(code.rawValue), 1, &symbol, 1)
  }

  /// Gives `codes` an empty mapping again. Not flushed.
  public func clear(_ codes: [Keycode]) {
    for code in codes {
      var none: UInt = 0
      XChangeKeyboardMapping(handle, Int32(code.rawValue), 1, &none, 1)
    }
  }

  /// Presses `codes` in order, then releases them in reverse (XTestFakeKeyEvent). Not flushed.
  public func press(_ codes: [Keycode]) {
    for code in codes { XTestFakeKeyEvent(handle, UInt32(code.rawValue), 1, 0) }
    for code in codes.reversed() { XTestFakeKeyEvent(handle, UInt32(code.rawValue), 0, 0) }
  }

  /// The server's keycodes (XDisplayKeycodes).
  private var keycodeRange: ClosedRange<Int> {
    var low: Int32 = 0
    var high: Int32 = 0
    XDisplayKeycodes(handle, &low, &high)
    return Int(low)...Int(high)
  }
}
