/// Line formatting for the trace format, usable one line at a time (so
/// `--record` can append as events arrive). Times and positions are written
/// to a thousandth (of a millisecond, of a millimetre).
public enum TraceFormat {
  public static let header = "xgesture-trace \(Trace.version)"

  /// A column comment that makes a recorded file easy to read.
  public static let columnsComment = "# time(ms) event touch x(mm) y(mm) [device]"

  /// `device 6 "name" size 294x165mm screen 1920x1080 [at X,Y WxH] [touchpad | mouse]`
  public static func line(for device: DeviceGeometry) -> String {
    var line = "device \(device.id) \(quoted(device.name)) size \(number(device.width))x\(number(device.height))mm"
    line += " screen \(number(device.screenWidth))x\(number(device.screenHeight))"
    if !device.spansScreen {
      let m = device.mapping
      line += " at \(number(m.x)),\(number(m.y)) \(number(m.width))x\(number(m.height))"
    }
    switch device.source {
    case .touchscreen: break
    case .touchpad: line += " touchpad"
    case .mouse: line += " mouse"
    }
    return line
  }

  /// `16 update 1 147.4 82.5` — the device column is written only when the
  /// event is not on `defaultDevice` (the first device declared).
  public static func line(for event: TouchEvent, defaultDevice: Int?) -> String {
    var line = "\(number(event.time)) \(event.phase.rawValue) \(event.touch)"
    line += " \(number(event.position.x)) \(number(event.position.y))"
    if event.device != defaultDevice { line += " \(event.device)" }
    return line
  }

  /// `120 removed 6`
  public static func removalLine(time: Double, device: Int) -> String {
    "\(number(time)) removed \(device)"
  }

  static func number(_ value: Double) -> String { decimal(value, places: 3) }

  static func quoted(_ name: String) -> String {
    var text = "\""
    for character in name {
      switch character {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      default: text.append(character)
      }
    }
    return text + "\""
  }
}
