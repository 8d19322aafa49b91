/// The text of `xgesture --list-devices` (docs/REFERENCE.md): one block per device with
/// a touch class, then one line per other device marked `no touch`.
public enum DeviceListing {
  /// `screen` gives the sizes of devices that report none and have none in
  /// udev's database: the monitor's they are mapped to, else the screen's.
  public static func text(devices: [XInputDevice], screen: ScreenSize) -> String {
    var lines: [String] = []
    for device in devices where device.touchMode != nil || device.gestureTouches != nil {
      lines += block(device, screen: screen) + [""]
    }
    for device in devices where device.touchMode == nil && device.gestureTouches == nil {
      lines.append("device \(device.id): \(device.name) — no touch (\(device.use.rawValue))")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A device with a touch or gesture class: its classes, and for a
  /// touchscreen its axes and size.
  private static func block(_ device: XInputDevice, screen: ScreenSize) -> [String] {
    var lines = ["device \(device.id): \(device.name)"]
    if let touchMode = device.touchMode {
      let kind = touchMode == .direct ? "direct (touchscreen)" : "dependent (touchpad)"
      let touches =
        device.maxTouches > 0 ? "up to \(device.maxTouches) touches" : "touches: not announced"
      lines.append("  touch: \(kind), \(touches)")
    }
    if let fingers = device.gestureTouches {
      lines.append("  gestures: swipe, pinch (XI 2.4), up to \(fingers) fingers")
    } else if device.touchMode == .dependent {
      lines.append("  gestures: none (a touchpad without XI 2.4 gesture events: not used)")
    }
    if !device.isTouchpad || device.gestureTouches == nil {
      for (name, axis) in [("x", device.x), ("y", device.y)] {
        guard let axis else {
          lines.append("  \(name): no position valuator")
          continue
        }
        let resolution =
          axis.resolution > 0
          ? "\(axis.resolution) units/m (\(number(Double(axis.resolution) / 1000)) units/mm)"
          : "no resolution"
        lines.append("  \(name): \(number(axis.minimum)) … \(number(axis.maximum)), \(resolution)")
      }
      lines.append("  size: " + size(of: device, screen: screen))
    }
    lines.append("  enabled: \(device.enabled ? "yes" : "no"), \(device.use.rawValue)")
    return lines
  }

  /// Where a touchscreen's size comes from (its `size:` line, the bus's `size`): the device, udev's database,
  /// its monitor, or the screen that xgesture then uses.
  public static func size(of device: XInputDevice, screen: ScreenSize) -> String {
    let screenMillimetres = (width: screen.widthMM, height: screen.heightMM)
    if let size = device.reportedMillimetres {
      return "\(number(size.width)) × \(number(size.height)) mm"
    }
    if let size = device.recordedSize {
      return "\(number(size.width)) × \(number(size.height)) mm (from the \(size.source.rawValue))"
    }
    if let geometry = try? TouchGeometry(
      device: device, rootWidth: screen.width, rootHeight: screen.height,
      screenMillimetres: screenMillimetres, outputs: screen.outputs),
      geometry.sizeSource.hasPrefix(PhysicalSize.Source.monitor.rawValue)
    {
      return "\(number(geometry.width)) × \(number(geometry.height)) mm (from the \(geometry.sizeSource))"
    }
    if screenMillimetres.width > 0 {
      return "not reported (xgesture uses the screen's \(screenMillimetres.width) × \(screenMillimetres.height) mm)"
    }
    return "not reported"
  }

  private static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    let hundredths = (value * 100).rounded() / 100
    return "\(hundredths)"
  }
}
