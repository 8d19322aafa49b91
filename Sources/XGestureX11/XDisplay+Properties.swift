internal import CX11

extension XDisplay {
  /// What XGetWindowProperty returned for a property: its type (0 when the
  /// window has no such property), its format (8, 16 or 32) and its items.
  private struct PropertyValue {
    var type: UInt
    var format: Int32
    var count: Int
    var data: UnsafeMutablePointer<UInt8>?
  }

  /// Reads up to `longs` 32-bit units of `property` on `window`
  /// (XGetWindowProperty: one round trip to the server, none to the window
  /// manager) and hands the value to `body` before freeing it; nil when the
  /// request failed.
  private func withProperty<T>(
    _ property: String, of window: UInt, longs: Int, _ body: (PropertyValue) -> T?
  ) -> T? {
    var type: UInt = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      handle, window, atom(property), 0, longs, 0, UInt(AnyPropertyType), &type, &format, &count,
      &after, &data)
    defer { if let data { XFree(data) } }
    guard status == Success else { return nil }
    return body(PropertyValue(type: type, format: format, count: Int(count), data: data))
  }

  /// A window's 32-bit property (CARDINAL, WINDOW, ATOM…) as numbers; nil
  /// when it is not set.
  func cardinals(_ property: String, of window: UInt, max: Int = 64) -> [UInt]? {
    withProperty(property, of: window, longs: max) { value in
      guard let data = value.data, value.format == 32, value.type != 0 else { return nil }
      // Format 32 properties come back as C longs.
      return data.withMemoryRebound(to: UInt.self, capacity: value.count) { longs in
        (0..<value.count).map { longs[$0] }
      }
    }
  }

  /// Whether `window` has the property at all (any type).
  func hasProperty(_ property: String, on window: UInt) -> Bool {
    withProperty(property, of: window, longs: 0) { $0.type != 0 } ?? false
  }

  /// A string property (STRING or UTF8_STRING) split at its NULs: WM_CLASS gives [instance, class].
  /// Empty strings are left out, unless `keepingEmpty` (a list by position,
  /// `_NET_DESKTOP_NAMES`: then only what follows the last NUL is dropped when empty).
  func strings(_ property: String, of window: UInt, keepingEmpty: Bool = false) -> [String]? {
    withProperty(property, of: window, longs: 1024) { value in
      guard let data = value.data, value.format == 8 else { return nil }
      let bytes = Array(UnsafeBufferPointer(start: data, count: value.count))
      var parts = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
      if keepingEmpty {
        if parts.last == "" { parts.removeLast() }
        return parts
      }
      return parts.filter { !$0.isEmpty }
    }
  }

  /// Sends an EWMH client message about `window` to the root window, as the
  /// window manager expects (SubstructureRedirect | SubstructureNotify). Not flushed.
  func sendRootMessage(_ type: String, window: UInt, data: [Int]) {
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.serial = 0
    event.xclient.send_event = 1
    event.xclient.display = handle
    event.xclient.window = window
    event.xclient.message_type = atom(type)
    event.xclient.format = 32
    let values = (data + [0, 0, 0, 0, 0]).prefix(5).map { Int($0) }
    event.xclient.data.l = (values[0], values[1], values[2], values[3], values[4])
    XSendEvent(
      handle, root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
  }
}
