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

  public var deviceNode: String { "/dev/input/event\(eventNumber)" }
  var inputNumber: Int { eventNumber }
  public var sysPath: String { "/sys/devices/virtual/input/input\(inputNumber)/event\(eventNumber)" }

  /// The sysfs/udev description in umockdev's text format.
  public var umockdevText: String {
    let minor = 64 + eventNumber
    let event = sysPath.dropFirst("/sys".count)
    let parent = "/devices/virtual/input/input\(inputNumber)"
    return """
      P: \(event)
      N: input/event\(eventNumber)
      E: DEVNAME=\(deviceNode)
      E: ID_INPUT=1
      E: ID_INPUT_TOUCHSCREEN=1
      E: MAJOR=13
      E: MINOR=\(minor)
      E: SUBSYSTEM=input
      A: dev=13:\(minor)

      P: \(parent)
      E: ID_INPUT=1
      E: ID_INPUT_TOUCHSCREEN=1
      E: NAME="\(name)"
      E: PRODUCT=3/1d6b/\(String(eventNumber, radix: 16))/1
      E: PROP=2
      E: EV=b
      E: SUBSYSTEM=input
      A: name=\(name)
      A: phys=xgesture/virtual\(eventNumber)
      A: properties=2
      A: uniq=

      """
  }

  /// The evdev ioctl answers in umockdev's `.ioctl` text format. Sizes are the
  /// ones libevdev asks with (names and phys: 255 bytes; key bits: 96 bytes).
  public var ioctlText: String {
    let phys = "xgesture/virtual\(eventNumber)"
    var lines = ["@DEV \(deviceNode)"]
    lines.append("EVIOCGBIT(0) 8 \(hex(bits(8, [EvdevCode.synType, EvdevCode.keyType, EvdevCode.absType].map(Int.init))))")
    lines.append("EVIOCGNAME(0) \(name.utf8.count + 1) \(hex(padded(name, to: 255)))")
    lines.append("EVIOCGPHYS(0) \(phys.utf8.count + 1) \(hex(padded(phys, to: 255)))")
    lines.append("EVIOCGID 0 \(hex(le16(3) + le16(0x1d6b) + le16(UInt16(eventNumber)) + le16(1)))")
    lines.append("EVIOCGVERSION 0 \(hex(le32(0x010001)))")
    lines.append("EVIOCGPROP(0) 8 \(hex(bits(8, [Int(EvdevCode.propDirect)])))")
    lines.append("EVIOCGBIT(1) 96 \(hex(bits(96, [Int(EvdevCode.btnTouch)])))")
    for (type, size) in [(2, 8), (4, 8), (5, 8), (17, 8), (18, 8), (21, 16)] {
      lines.append("EVIOCGBIT(\(type)) \(size) \(hex(bits(size, [])))")
    }
    let axes = [EvdevCode.absX, EvdevCode.absY, EvdevCode.absMTSlot, EvdevCode.absMTPositionX,
                EvdevCode.absMTPositionY, EvdevCode.absMTTrackingID]
    lines.append("EVIOCGBIT(3) 8 \(hex(bits(8, axes.map(Int.init))))")
    lines.append("EVIOCGKEY(0) 96 \(hex(bits(96, [])))")
    lines.append("EVIOCGLED(0) 8 \(hex(bits(8, [])))")
    lines.append("EVIOCGSW(0) 8 \(hex(bits(8, [])))")
    let ranges: [(UInt16, Int, Int)] = [
      (EvdevCode.absX, maxX, unitsPerMM), (EvdevCode.absY, maxY, unitsPerMM),
      (EvdevCode.absMTSlot, slots - 1, 0),
      (EvdevCode.absMTPositionX, maxX, unitsPerMM), (EvdevCode.absMTPositionY, maxY, unitsPerMM),
      (EvdevCode.absMTTrackingID, 65535, 0),
    ]
    for (axis, maximum, resolution) in ranges {
      let info = [0, 0, maximum, 0, 0, resolution].flatMap { le32(Int32($0)) }
      lines.append("\(axis == 0 ? "EVIOCGABS" : "EVIOCGABS(\(axis))") 0 \(hex(info))")
    }
    // Every slot starts free: one answer (tracking id -1 in every slot) serves
    // each EVIOCGMTSLOTS query, since umockdev matches these by size alone.
    let slotsAnswer = le32(Int32(EvdevCode.absMTTrackingID)) + Array(repeating: le32(-1), count: slots).flatMap { $0 }
    lines.append("EVIOCGMTSLOTS(0) 0 \(hex(slotsAnswer))")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// The evdev codes the bed writes and describes (linux/input-event-codes.h).
public enum EvdevCode {
  public static let synType: UInt16 = 0x00
  public static let keyType: UInt16 = 0x01
  public static let absType: UInt16 = 0x03
  public static let synReport: UInt16 = 0x00
  public static let btnTouch: UInt16 = 0x14a
  public static let absX: UInt16 = 0x00
  public static let absY: UInt16 = 0x01
  public static let absMTSlot: UInt16 = 0x2f
  public static let absMTPositionX: UInt16 = 0x35
  public static let absMTPositionY: UInt16 = 0x36
  public static let absMTTrackingID: UInt16 = 0x39
  public static let propDirect: UInt16 = 0x01
}

private func bits(_ size: Int, _ set: [Int]) -> [UInt8] {
  var bytes = [UInt8](repeating: 0, count: size)
  for bit in set { bytes[bit / 8] |= UInt8(1) << UInt8(bit % 8) }
  return bytes
}

private func padded(_ text: String, to size: Int) -> [UInt8] {
  Array(text.utf8.prefix(size - 1)) + [UInt8](repeating: 0, count: size - min(text.utf8.count, size - 1))
}

private func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xff), UInt8(value >> 8)] }

private func le32(_ value: Int32) -> [UInt8] {
  let bits = UInt32(bitPattern: value)
  return (0..<4).map { UInt8((bits >> (8 * UInt32($0))) & 0xff) }
}

private func hex(_ bytes: [UInt8]) -> String {
  let digits = Array("0123456789ABCDEF".utf8)
  var out = [UInt8]()
  out.reserveCapacity(bytes.count * 2)
  for byte in bytes {
    out.append(digits[Int(byte >> 4)])
    out.append(digits[Int(byte & 0xf)])
  }
  return String(decoding: out, as: UTF8.self)
}
