internal import CSystemd

/// A client of the running xgesture that follows it on the bus: `--monitor`
/// (`BusMonitor`) and `--learn` (`LearnClient`). `watch` calls it back when
/// xgesture's name changes owner and when one of its signals comes.
protocol XgestureWatcher: AnyObject {
  func ownerChanged(_ message: OpaquePointer?)
  func signal(_ message: OpaquePointer?)
}

extension BusMonitor {
  /// Subscribes `watcher` on `bus` to the owner changes of xgesture's name
  /// and to the signals the match rule `signals` selects. The watcher is not
  /// retained: it owns `bus`, and the matches go with it.
  static func watch(_ bus: OpaquePointer, signals: String, _ watcher: XgestureWatcher) throws(BusMonitorError) {
    let context = Unmanaged.passUnretained(watcher as AnyObject).toOpaque()
    let owners =
      "type='signal',sender='org.freedesktop.DBus',path='/org/freedesktop/DBus',"
      + "interface='org.freedesktop.DBus',member='NameOwnerChanged',arg0='\(name)'"
    var status = sd_bus_add_match(
      bus, nil, owners,
      { message, context, _ in
        BusMonitor.watcher(context)?.ownerChanged(message)
        return 0
      }, context)
    if status >= 0 {
      status = sd_bus_add_match(
        bus, nil, signals,
        { message, context, _ in
          BusMonitor.watcher(context)?.signal(message)
          return 0
        }, context)
    }
    guard status >= 0 else { throw .cannotWatch(SignalReader.sentence(status)) }
  }

  private static func watcher(_ context: UnsafeMutableRawPointer?) -> XgestureWatcher? {
    context.flatMap { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() as? XgestureWatcher }
  }

  /// Whether `message`, a NameOwnerChanged(s name, s old, s new), gives
  /// xgesture's name an owner other than `owner` (none, or a new xgesture):
  /// the xgesture watched has ended.
  static func ownerLeft(_ message: OpaquePointer?, watched owner: String) -> Bool {
    guard let message, sd_bus_message_has_signature(message, "sss") > 0 else { return false }
    let reader = SignalReader(message)
    guard reader.string() == name, reader.string() != nil, let new = reader.string() else { return false }
    return new != owner
  }
}
