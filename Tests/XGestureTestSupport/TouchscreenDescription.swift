/// A touchscreen as umockdev emulates it: the sysfs/udev description
/// (`.umockdev` text) and the recorded answers to the evdev ioctls that the X
/// server's evdev driver (through libevdev) asks (`.ioctl` text).
///
/// The device speaks the kernel's multitouch protocol B: `ABS_MT_SLOT`,
/// `ABS_MT_TRACKING_ID`, `ABS_MT_POSITION_X/Y`, plus `BTN_TOUCH` and `ABS_X/Y`
/// for single-touch emulation, and has `INPUT_PROP_DIRECT` (a touchscreen).
public struct TouchscreenDescription: Sendable, Equatable {
  public var name: String
  /// The surface in millimetres.
  public var widthMM: Double
  public var heightMM: Double
  /// Device units per millimetre on both axes (the kernel's `resolution`).
  public var unitsPerMM: Int
  /// Touch slots, the most touches the device tracks at once.
  public var slots: Int
  /// The number N of its node `/dev/input/eventN`; unique within one bed.
  public var eventNumber: Int

  public init(
    name: String = "xgesture virtual touchscreen", widthMM: Double = 294, heightMM: Double = 165,
    unitsPerMM: Int = 100, slots: Int = 10, eventNumber: Int = 20
  ) {
    self.name = name
    self.widthMM = widthMM
    self.heightMM = heightMM
    self.unitsPerMM = unitsPerMM
    self.slots = slots
    self.eventNumber = eventNumber
  }

  public var maxX: Int { Int((widthMM * Double(unitsPerMM)).rounded()) - 1 }
  public var maxY: Int { Int((heightMM * Double(unitsPerMM)).rounded()) - 1 }

  /// Device units for a position in millimetres, clamped to the surface.
  public func units(xMM: Double, yMM: Double) -> (x: Int32, y: Int32) {
    func convert(_ mm: Double, _ max: Int) -> Int32 {
      Int32(Swift.min(Swift.max((mm * Double(unitsPerMM)).rounded(), 0), Double(max)))
    }
    return (convert(xMM, maxX), convert(yMM, maxY))
  }

  public var deviceNode: String { evdev.deviceNode }
  public var sysPath: String { evdev.sysPath }

  /// The sysfs/udev description in umockdev's text format.
  public var umockdevText: String { evdev.umockdevText }

  /// The evdev ioctl answers in umockdev's `.ioctl` text format.
  public var ioctlText: String { evdev.ioctlText }

  /// The udev database entry's properties, as real udev writes them (its
  /// input_id builtin gives touch devices with a resolution their size).
  var udevDatabase: [String] {
    evdev.udevProperties + [
      "ID_INPUT_WIDTH_MM=\(Int(widthMM.rounded()))", "ID_INPUT_HEIGHT_MM=\(Int(heightMM.rounded()))",
    ]
  }

  var evdev: EvdevDevice {
    let axes: [EvdevDevice.Axis] = [
      .init(code: EvdevCode.absX, maximum: maxX, resolution: unitsPerMM),
      .init(code: EvdevCode.absY, maximum: maxY, resolution: unitsPerMM),
      .init(code: EvdevCode.absMTSlot, maximum: slots - 1, resolution: 0),
      .init(code: EvdevCode.absMTPositionX, maximum: maxX, resolution: unitsPerMM),
      .init(code: EvdevCode.absMTPositionY, maximum: maxY, resolution: unitsPerMM),
      .init(code: EvdevCode.absMTTrackingID, maximum: 65535, resolution: 0),
    ]
    return EvdevDevice(
      name: name, eventNumber: eventNumber, properties: [EvdevCode.propDirect], keys: [EvdevCode.btnTouch],
      axes: axes, slots: slots, udevProperties: ["ID_INPUT_TOUCHSCREEN=1"])
  }
}
