/// A recorded touch session in the trace text format (docs/REFERENCE.md):
///
///     xgesture-trace 1
///     device 6 "xgesture virtual touchscreen" size 294x165mm screen 1920x1080
///     # time(ms) event touch x(mm) y(mm) [device]
///     0    begin  1  147.0  82.5
///     66   end    1  147.4  82.5
///
/// Besides the format's lines, a trace may say that a device disappeared:
/// `TIME removed DEVICE` (the X listener records it when a touchscreen is
/// unplugged). `device` lines may appear anywhere before the events that use
/// them (a device plugged in later).
public struct Trace: Hashable, Sendable {
  /// The format version this library reads and writes.
  public static let version = 1

  /// One line of the timeline, in file order.
  public enum Entry: Hashable, Sendable {
    case device(DeviceGeometry)
    case event(TouchEvent)
    case deviceRemoved(time: Double, device: Int)
  }

  /// Everything after the header, in file order.
  public var entries: [Entry]

  public init(entries: [Entry] = []) {
    self.entries = entries
  }

  /// The declared devices, in declared order.
  public var devices: [DeviceGeometry] {
    entries.compactMap { if case .device(let d) = $0 { d } else { nil } }
  }

  /// The touch events, in file order, each with its device id resolved.
  public var events: [TouchEvent] {
    entries.compactMap { if case .event(let e) = $0 { e } else { nil } }
  }

  /// Time of the last timed line, if any.
  public var endTime: Double? {
    entries.reversed().lazy.compactMap { entry -> Double? in
      switch entry {
      case .device: nil
      case .event(let e): e.time
      case .deviceRemoved(let time, _): time
      }
    }.first
  }

  /// The whole trace as text, header first, one line per entry.
  public func render() -> String {
    var text = TraceFormat.header + "\n"
    let defaultDevice = devices.first?.id
    for entry in entries {
      switch entry {
      case .device(let d): text += TraceFormat.line(for: d)
      case .event(let e): text += TraceFormat.line(for: e, defaultDevice: defaultDevice)
      case .deviceRemoved(let time, let device): text += TraceFormat.removalLine(time: time, device: device)
      }
      text += "\n"
    }
    return text
  }
}
