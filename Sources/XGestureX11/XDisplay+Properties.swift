internal import CX11

extension XDisplay {
  /// A window's 32-bit property (CARDINAL, WINDOW, ATOM…) as numbers; nil
  /// when it is not set (XGetWindowProperty: one round trip to the server,
  /// none to the window manager).
  func cardinals(_ property: String, of window: UInt, max: Int = 64) -> [UInt]? {
    var type: UInt = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      handle, window, atom(property), 0, max, 0, UInt(AnyPropertyType), &type, &format, &count,
      &after, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, let data, format == 32, type != 0 else { return nil }
    // Format 32 properties come back as C longs.
    return data.withMemoryRebound(to: UInt.self, capacity: Int(count)) { longs in
      (0..<Int(count)).map { longs[$0] }
    }
  }

  /// Whether `window` has the property at all (any type).
  func hasProperty(_ property: String, on window: UInt) -> Bool {
    var type: UInt = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      handle, window, atom(property), 0, 0, 0, UInt(AnyPropertyType), &type, &format, &count,
      &after, &data)
    if let data { XFree(data) }
    return status == Success && type != 0
  }

  /// A string property (STRING or UTF8_STRING) split at its NULs: WM_CLASS gives [instance, class].
  func strings(_ property: String, of window: UInt) -> [String]? {
    var type: UInt = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XGetWindowProperty(
      handle, window, atom(property), 0, 1024, 0, UInt(AnyPropertyType), &type, &format, &count,
      &after, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, let data, format == 8 else { return nil }
    let bytes = Array(UnsafeBufferPointer(start: data, count: Int(count)))
    return bytes.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }.filter { !$0.isEmpty }
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
