/// A length as the config wrote it: physical (`3mm`, the engine's native
/// unit) or in screen pixels (`25px`), which each device converts.
public enum Length: Hashable, Sendable, CustomStringConvertible {
  case millimetres(Double)
  case pixels(Double)

  /// The length on `device`'s surface, in millimetres.
  public func millimetres(on device: DeviceGeometry) -> Double {
    switch self {
    case .millimetres(let mm): mm
    case .pixels(let px): device.millimetres(fromPixels: px)
    }
  }

  public var description: String {
    switch self {
    case .millimetres(let mm): decimal(mm, places: 2) + "mm"
    case .pixels(let px): decimal(px, places: 2) + "px"
    }
  }
}
