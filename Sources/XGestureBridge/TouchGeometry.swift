public import XGestureEngine
import XGestureScreen

/// How one touchscreen's valuator values become millimetres on its surface
/// and pixels on the root window.
///
/// Millimetres come from the values the device reported, before the server's
/// "Coordinate Transformation Matrix" (a raw event's `raw_values`): a
/// touchscreen mapped to one of two monitors keeps its physical size. They
/// use the valuator resolution, `(v − min) / unitsPerMM`; a device that
/// reports no resolution (the libinput driver's 0…65535) takes the size udev
/// recorded for it (`XInputDevice.recordedSize`), else the size of the
/// monitor it is mapped to (`Monitor.showing`: the RandR output's EDID
/// millimetres, when it has some), else the screen's physical size
/// (DisplayWidthMM), and without that, 96 dpi.
///
/// Pixels are computed as the X server does for absolute devices,
/// `(v − min) · rootWidth / (max − min + 1)` on values that went through the
/// matrix (`pixels(x:y:)`); the engine gets the same mapping as a rectangle
/// (`mapping`), read from the matrix: its scale and offset. A matrix that
/// rotates or shears has no such rectangle: the whole screen is used then,
/// and `mappingNote` says so.
public struct TouchGeometry: Sendable, Equatable {
  public let deviceID: Int
  public let name: String
  public let x: XInputDevice.Axis
  public let y: XInputDevice.Axis
  /// Surface size in millimetres.
  public let width: Double
  public let height: Double
  public let rootWidth: Int
  public let rootHeight: Int
  /// The touches the device announced (its touch class's `num_touches`; 0: not said).
  public let maxTouches: Int
  /// How the size was found: "resolution", "udev database", "monitor's EDID,
  /// output NAME", "screen size" or "96 dpi".
  public let sizeSource: String
  /// Where the surface lands on the root window, in pixels (from the matrix).
  public let mapping: PixelRect
  /// Why `mapping` is the whole screen although the matrix is not the
  /// identity (it rotates or shears); nil otherwise.
  public let mappingNote: String?

  /// Why a device cannot be used as a touchscreen, as a sentence for the log.
  public struct Unusable: Error, Equatable, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
  }

  public init(
    device: XInputDevice, rootWidth: Int, rootHeight: Int,
    screenMillimetres: (width: Int, height: Int), outputs: [Monitor] = []
  ) throws(Unusable) {
    let label = "device \(device.id) '\(device.name)'"
    guard device.touchMode == .direct else {
      throw Unusable(reason: "\(label) is not a direct-touch device (touchscreen)")
    }
    guard let x = device.x, let y = device.y else {
      throw Unusable(reason: "\(label) has no X and Y position valuators")
    }
    guard x.maximum > x.minimum, y.maximum > y.minimum, x.span.isFinite, y.span.isFinite else {
      throw Unusable(
        reason:
          "\(label) has a zero-sized axis (x \(x.minimum)…\(x.maximum), y \(y.minimum)…\(y.maximum))"
      )
    }
    guard rootWidth > 0, rootHeight > 0 else {
      throw Unusable(reason: "the root window has no size (\(rootWidth)×\(rootHeight))")
    }
    deviceID = device.id
    name = device.name
    self.x = x
    self.y = y
    self.rootWidth = rootWidth
    self.rootHeight = rootHeight
    maxTouches = device.maxTouches
    let screen = PixelRect(x: 0, y: 0, width: Double(rootWidth), height: Double(rootHeight))
    let m = device.transformation ?? [1, 0, 0, 0, 1, 0, 0, 0, 1]
    if m.count == 9, m[1] == 0, m[3] == 0, m[6] == 0, m[7] == 0, m[8] == 1, m[0] > 0, m[4] > 0 {
      mapping = PixelRect(
        x: m[2] * Double(rootWidth), y: m[5] * Double(rootHeight), width: m[0] * Double(rootWidth),
        height: m[4] * Double(rootHeight))
      mappingNote = nil
    } else {
      mapping = screen
      let values = m.map { "\($0)" }.joined(separator: " ")
      mappingNote =
        "\(label)'s Coordinate Transformation Matrix (\(values)) rotates, shears or mirrors: its gestures' pixel positions are taken on the whole screen"
    }
    if let reported = device.reportedMillimetres {
      (width, height) = reported
      sizeSource = PhysicalSize.Source.resolution.rawValue
    } else if let recorded = device.recordedSize {
      (width, height) = (recorded.width, recorded.height)
      sizeSource = recorded.source.rawValue
    } else if let output = Monitor.showing(mapping, among: outputs),
      let size = output.millimetres
    {
      (width, height) = (size.width, size.height)
      sizeSource = "\(size.source.rawValue), output \(output.name)"
    } else if screenMillimetres.width > 0, screenMillimetres.height > 0 {
      (width, height) = (Double(screenMillimetres.width), Double(screenMillimetres.height))
      sizeSource = PhysicalSize.Source.screen.rawValue
    } else {
      (width, height) = (Double(rootWidth) * 25.4 / 96, Double(rootHeight) * 25.4 / 96)
      sizeSource = PhysicalSize.Source.dpi96.rawValue
    }
  }

  /// A transformed valuator position in root-window pixels, as the server computes it.
  public func pixels(x vx: Double, y vy: Double) -> Point {
    Point(
      x: (vx - x.minimum) * Double(rootWidth) / x.span,
      y: (vy - y.minimum) * Double(rootHeight) / y.span)
  }

  /// An untransformed valuator position in millimetres from the surface's top-left corner.
  public func millimetres(x vx: Double, y vy: Double) -> Point {
    Point(x: (vx - x.minimum) * width / x.span, y: (vy - y.minimum) * height / y.span)
  }

  /// The engine's view of the device: its surface in millimetres, landing on `mapping`.
  public var deviceGeometry: DeviceGeometry {
    DeviceGeometry(
      id: deviceID, name: name, width: width, height: height,
      screenWidth: Double(rootWidth), screenHeight: Double(rootHeight), mapping: mapping)
  }
}
