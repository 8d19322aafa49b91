public import XGestureBridge

/// The `ListDevices` method's answer (docs/REFERENCE.md §15): what
/// `--list-devices` shows (`DeviceListing`), one dictionary per device in
/// the server's order — `id` (`i`), `name`, `use`, `enabled` (`b`); for a
/// device with a touch class `touch` (`direct` for a touchscreen,
/// `dependent` for a touchpad) and `touches` (`i`, 0: not announced); with
/// XI 2.4 gestures `gesture-fingers` (`i`); for a touchscreen its axes
/// (`x-minimum`, `x-maximum`, `y-minimum`, `y-maximum` as `d`,
/// `x-resolution`, `y-resolution` in units/m as `i`) and `size`, the
/// listing's sentence.
public enum DeviceDictionary {
  public static func dictionaries(devices: [XInputDevice], screen: ScreenSize) -> [BusDictionary] {
    devices.map { dictionary($0, screen: screen) }
  }

  private static func dictionary(_ device: XInputDevice, screen: ScreenSize) -> BusDictionary {
    var entries: BusDictionary = [
      BusPair("id", .int32(Int32(clamping: device.id))),
      BusPair("name", .string(device.name)),
      BusPair("use", .string(device.use.rawValue)),
      BusPair("enabled", .bool(device.enabled)),
    ]
    if let mode = device.touchMode {
      entries.append(BusPair("touch", .string(mode.rawValue)))
      entries.append(BusPair("touches", .int32(Int32(clamping: device.maxTouches))))
    }
    if let fingers = device.gestureTouches {
      entries.append(BusPair("gesture-fingers", .int32(Int32(clamping: fingers))))
    }
    guard device.touchMode == .direct else { return entries }
    for (name, axis) in [("x", device.x), ("y", device.y)] {
      guard let axis else { continue }
      entries.append(BusPair("\(name)-minimum", .double(axis.minimum)))
      entries.append(BusPair("\(name)-maximum", .double(axis.maximum)))
      entries.append(BusPair("\(name)-resolution", .int32(Int32(clamping: axis.resolution))))
    }
    entries.append(BusPair("size", .string(DeviceListing.size(of: device, screen: screen))))
    return entries
  }
}
