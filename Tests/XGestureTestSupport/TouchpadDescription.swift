/// A multitouch touchpad as umockdev emulates it, for the X server's libinput
/// driver (xf86-input-libinput), in which libinput itself turns raw finger
/// frames into swipes, pinches, scrolling and pointer motion.
///
/// The device speaks multitouch protocol B with `ABS_X/Y` of the first
/// finger, `BTN_TOUCH`, and the `BTN_TOOL_FINGER` … `BTN_TOOL_QUINTTAP` key of
/// the number of fingers down; it is `INPUT_PROP_POINTER | INPUT_PROP_BUTTONPAD`
/// (a clickpad) with `BTN_LEFT`, and udev calls it `ID_INPUT_TOUCHPAD=1`.
/// Positions are millimetres from the top-left corner of the surface.
public struct TouchpadDescription: Sendable, Equatable {
  public var name: String
  /// The surface in millimetres.
  public var widthMM: Double
  public var heightMM: Double
  /// Device units per millimetre on both axes (the kernel's `resolution`).
  public var unitsPerMM: Int
  /// Touch slots, the most fingers the device tracks at once.
  public var slots: Int
  /// The number N of its node `/dev/input/eventN`; unique within one bed.
  public var eventNumber: Int

  public init(
    name: String = "xgesture virtual touchpad", widthMM: Double = 100, heightMM: Double = 60,
    unitsPerMM: Int = 40, slots: Int = 5, eventNumber: Int = 30
  ) {
    self.name = name
    self.widthMM = widthMM
    self.heightMM = heightMM
    self.unitsPerMM = unitsPerMM
    self.slots = slots
    self.eventNumber = eventNumber
  }

  /// The axes span 0 … width × resolution, so udev's size
  /// ((maximum − minimum) / resolution) is exactly `widthMM` × `heightMM`.
  public var maxX: Int { Int((widthMM * Double(unitsPerMM)).rounded()) }
  public var maxY: Int { Int((heightMM * Double(unitsPerMM)).rounded()) }

  /// Device units for a position in millimetres, clamped to the surface.
  public func units(xMM: Double, yMM: Double) -> (x: Int32, y: Int32) {
    func convert(_ mm: Double, _ max: Int) -> Int32 {
      Int32(Swift.min(Swift.max((mm * Double(unitsPerMM)).rounded(), 0), Double(max)))
    }
    return (convert(xMM, maxX), convert(yMM, maxY))
  }

  public var deviceNode: String { evdev.deviceNode }
  public var sysPath: String { evdev.sysPath }

  /// The udev database entry's properties, as real udev writes them.
  var udevDatabase: [String] {
    evdev.udevProperties + [
      "ID_INPUT_WIDTH_MM=\(Int(widthMM.rounded()))",
      "ID_INPUT_HEIGHT_MM=\(Int(heightMM.rounded()))",
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
    let keys = [
      EvdevCode.btnLeft, EvdevCode.btnToolFinger, EvdevCode.btnToolDoubleTap,
      EvdevCode.btnToolTripleTap,
      EvdevCode.btnToolQuadTap, EvdevCode.btnToolQuintTap, EvdevCode.btnTouch,
    ]
    return EvdevDevice(
      name: name, eventNumber: eventNumber,
      properties: [EvdevCode.propPointer, EvdevCode.propButtonpad],
      keys: keys, axes: axes, slots: slots, udevProperties: ["ID_INPUT_TOUCHPAD=1"])
  }
}
