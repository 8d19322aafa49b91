/// The one object Touchégg's clients listen to (docs/REFERENCE.md §15,
/// "What a client can send"): where the signals come from, and what a call
/// gets. The object has no methods, as Touchégg's daemon's has none; as a
/// GDBus server does for every object, it answers
/// `org.freedesktop.DBus.Peer.Ping` on any path and
/// `org.freedesktop.DBus.Introspectable.Introspect` on its path and the
/// paths above it. Every other call gets `UnknownMethod`; Ping or
/// Introspect with arguments gets `InvalidArgs`.
public enum ToucheggObject {
  public static let path = "/io/github/joseexposito/Touchegg"
  public static let interface = "io.github.joseexposito.Touchegg"
  /// Where Touchégg's daemon listens, and so its clients connect.
  public static let address = "unix:abstract=touchegg"

  static let peer = "org.freedesktop.DBus.Peer"
  static let introspectable = "org.freedesktop.DBus.Introspectable"
  static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
  static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"

  /// The signal's message: `OnGesture…(uudiut)` from the object.
  public static func message(for signal: ToucheggSignal, serial: UInt32) -> DBusMessage {
    DBusMessage(
      kind: .signal, serial: serial, path: path, interface: interface, member: signal.phase.member,
      body: [
        .uint32(signal.type.rawValue), .uint32(signal.direction.rawValue), .double(signal.percentage),
        .int32(signal.fingers), .uint32(signal.device.rawValue), .uint64(signal.elapsed),
      ])
  }

  /// The reply to a client's message: nil for what needs none (a signal, a
  /// return, an error, a call flagged NO_REPLY_EXPECTED).
  public static func reply(to header: DBusInbox.Header, serial: UInt32) -> DBusMessage? {
    guard header.type == DBusMessage.Kind.methodCall.rawValue, header.expectsReply else { return nil }
    let member = header.member ?? ""
    let callPath = header.path ?? ""
    func error(_ name: String, _ sentence: String) -> DBusMessage {
      DBusMessage(
        kind: .error, serial: serial, errorName: name, replySerial: header.serial, body: [.string(sentence)])
    }
    switch (header.interface, member) {
    case (peer, "Ping"), (nil, "Ping"):
      guard header.signature.isEmpty else { return error(invalidArgs, "Ping takes no arguments") }
      return DBusMessage(kind: .methodReturn, serial: serial, replySerial: header.serial)
    case (introspectable, "Introspect"), (nil, "Introspect"):
      guard let xml = introspection(of: callPath) else { break }
      guard header.signature.isEmpty else { return error(invalidArgs, "Introspect takes no arguments") }
      return DBusMessage(kind: .methodReturn, serial: serial, replySerial: header.serial, body: [.string(xml)])
    default:
      break
    }
    let named = header.interface.map { "\($0).\(member)" } ?? member
    return error(
      unknownMethod,
      "No method \(named) at \(callPath): xgesture's Touchégg server only sends the signals of \(interface)")
  }

  /// The introspection data of `callPath`: the object's interface there,
  /// the next node down on each path above it, nil elsewhere.
  static func introspection(of callPath: String) -> String? {
    let header =
      "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\"\n"
      + " \"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n"
    if callPath == path {
      let arguments = [
        ("type", "u"), ("direction", "u"), ("percentage", "d"), ("fingers", "i"), ("performed_on_device_type", "u"),
        ("elapsed_time", "t"),
      ]
      .map { "      <arg name=\"\($0.0)\" type=\"\($0.1)\"/>\n" }.joined()
      let signals = ["OnGestureBegin", "OnGestureUpdate", "OnGestureEnd"]
        .map { "    <signal name=\"\($0)\">\n\(arguments)    </signal>\n" }.joined()
      return header + "<node>\n  <interface name=\"\(interface)\">\n\(signals)  </interface>\n</node>\n"
    }
    let above = callPath == "/" ? "/" : callPath + "/"
    guard path.hasPrefix(above) else { return nil }
    let child = path.dropFirst(above.count).prefix { $0 != "/" }
    return header + "<node>\n  <node name=\"\(child)\"/>\n</node>\n"
  }
}
