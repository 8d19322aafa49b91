extension SessionBusBed {
  /// A session bus bed that answers calls: its socket file appears when
  /// dbus-daemon binds it, a moment before it accepts (a connection in
  /// between is refused), so this waits until the bus itself owns
  /// `org.freedesktop.DBus` as a client sees it (at most 10 s).
  public static func answering() throws(BedError) -> SessionBusBed {
    let bus = try SessionBusBed()
    guard bus.waitForOwner(of: "org.freedesktop.DBus") != nil else {
      throw .timedOut("dbus-daemon --session answering calls", seconds: 10)
    }
    return bus
  }
}
