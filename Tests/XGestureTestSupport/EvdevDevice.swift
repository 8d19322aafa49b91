/// An evdev multitouch device as umockdev emulates it, from its capabilities:
/// the sysfs/udev description (`.umockdev` text) and the recorded answers to
/// the evdev ioctls that the X server's input drivers ask through libevdev
/// (`.ioctl` text). TouchscreenDescription and TouchpadDescription are made
/// of one each.
struct EvdevDevice {
  struct Axis {
    var code: UInt16
    var maximum: Int
    var resolution: Int
  }

  var name: String
  var eventNumber: Int
  /// INPUT_PROP_* bits.
  var properties: [UInt16]
  /// EV_KEY codes.
  var keys: [UInt16]
  var axes: [Axis]
  var slots: Int
  /// udev properties besides ID_INPUT=1 (`ID_INPUT_TOUCHSCREEN=1`, …).
  var udevProperties: [String]

  var deviceNode: String { "/dev/input/event\(eventNumber)" }
  var sysPath: String { "/sys/devices/virtual/input/input\(eventNumber)/event\(eventNumber)" }

  /// The sysfs/udev description in umockdev's text format.
  var umockdevText: String {
    let minor = 64 + eventNumber
    let event = sysPath.dropFirst("/sys".count)
    let parent = "/devices/virtual/input/input\(eventNumber)"
    let udev = (["ID_INPUT=1"] + udevProperties).map { "E: \($0)" }.joined(separator: "\n")
    return """
      P: \(event)
      N: input/event\(eventNumber)
      E: DEVNAME=\(deviceNode)
      \(udev)
      E: MAJOR=13
      E: MINOR=\(minor)
      E: SUBSYSTEM=input
      A: dev=13:\(minor)

      P: \(parent)
      \(udev)
      E: NAME="\(name)"
      E: PRODUCT=3/1d6b/\(String(eventNumber, radix: 16))/1
      E: PROP=\(String(bitmapWords(properties).first ?? 0, radix: 16))
      E: EV=b
      E: KEY=\(kernelBitmap(keys))
      E: ABS=\(kernelBitmap(axes.map(\.code)))
      E: SUBSYSTEM=input
      A: name=\(name)
      A: phys=xgesture/virtual\(eventNumber)
      A: properties=\(String(bitmapWords(properties).first ?? 0, radix: 16))
      A: uniq=

      """
  }

  /// The evdev ioctl answers in umockdev's `.ioctl` text format. Sizes are the
  /// ones libevdev asks with (names and phys: 255 bytes; key bits: 96 bytes).
  var ioctlText: String {
    let phys = "xgesture/virtual\(eventNumber)"
    var lines = ["@DEV \(deviceNode)"]
    lines.append(
      "EVIOCGBIT(0) 8 \(hex(bits(8, [EvdevCode.synType, EvdevCode.keyType, EvdevCode.absType].map(Int.init))))"
    )
    lines.append("EVIOCGNAME(0) \(name.utf8.count + 1) \(hex(padded(name, to: 255)))")
    lines.append("EVIOCGPHYS(0) \(phys.utf8.count + 1) \(hex(padded(phys, to: 255)))")
    lines.append("EVIOCGID 0 \(hex(le16(3) + le16(0x1d6b) + le16(UInt16(eventNumber)) + le16(1)))")
    lines.append("EVIOCGVERSION 0 \(hex(le32(0x010001)))")
    lines.append("EVIOCGPROP(0) 8 \(hex(bits(8, properties.map(Int.init))))")
    lines.append("EVIOCGBIT(1) 96 \(hex(bits(96, keys.map(Int.init))))")
    for (type, size) in [(2, 8), (4, 8), (5, 8), (17, 8), (18, 8), (21, 16)] {
      lines.append("EVIOCGBIT(\(type)) \(size) \(hex(bits(size, [])))")
    }
    lines.append("EVIOCGBIT(3) 8 \(hex(bits(8, axes.map { Int($0.code) })))")
    lines.append("EVIOCGKEY(0) 96 \(hex(bits(96, [])))")
    lines.append("EVIOCGLED(0) 8 \(hex(bits(8, [])))")
    lines.append("EVIOCGSW(0) 8 \(hex(bits(8, [])))")
    for axis in axes {
      let info = [0, 0, axis.maximum, 0, 0, axis.resolution].flatMap { le32(Int32($0)) }
      lines.append("\(axis.code == 0 ? "EVIOCGABS" : "EVIOCGABS(\(axis.code))") 0 \(hex(info))")
    }
    // Every slot starts free: one answer (tracking id -1 in every slot) serves
    // each EVIOCGMTSLOTS query, since umockdev matches these by size alone.
    let slotsAnswer =
      le32(Int32(EvdevCode.absMTTrackingID))
      + Array(repeating: le32(-1), count: slots).flatMap { $0 }
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
  public static let btnLeft: UInt16 = 0x110
  public static let btnToolFinger: UInt16 = 0x145
  public static let btnToolQuintTap: UInt16 = 0x148
  public static let btnTouch: UInt16 = 0x14a
  public static let btnToolDoubleTap: UInt16 = 0x14d
  public static let btnToolTripleTap: UInt16 = 0x14e
  public static let btnToolQuadTap: UInt16 = 0x14f
  public static let absX: UInt16 = 0x00
  public static let absY: UInt16 = 0x01
  public static let absMTSlot: UInt16 = 0x2f
  public static let absMTPositionX: UInt16 = 0x35
  public static let absMTPositionY: UInt16 = 0x36
  public static let absMTTrackingID: UInt16 = 0x39
  public static let propPointer: UInt16 = 0x00
  public static let propDirect: UInt16 = 0x01
  public static let propButtonpad: UInt16 = 0x02

  /// The BTN_TOOL_* key that says `fingers` fingers touch (1…5), as a
  /// touchpad reports its finger count.
  public static func tool(fingers: Int) -> UInt16? {
    switch fingers {
    case 1: return btnToolFinger
    case 2: return btnToolDoubleTap
    case 3: return btnToolTripleTap
    case 4: return btnToolQuadTap
    case 5: return btnToolQuintTap
    default: return nil
    }
  }
}

/// The 64-bit words of a bitmap with `set` bits, lowest word first.
private func bitmapWords(_ set: [UInt16]) -> [UInt64] {
  var words = [UInt64](repeating: 0, count: (Int(set.max() ?? 0) / 64) + 1)
  for bit in set { words[Int(bit) / 64] |= UInt64(1) << UInt64(bit % 64) }
  return words
}

/// A bitmap as the kernel prints it in sysfs and uevents: hex words, highest first.
private func kernelBitmap(_ set: [UInt16]) -> String {
  var words = bitmapWords(set)
  while words.count > 1 && words.last == 0 { words.removeLast() }
  return words.reversed().map { String($0, radix: 16) }.joined(separator: " ")
}

private func bits(_ size: Int, _ set: [Int]) -> [UInt8] {
  var bytes = [UInt8](repeating: 0, count: size)
  for bit in set { bytes[bit / 8] |= UInt8(1) << UInt8(bit % 8) }
  return bytes
}

private func padded(_ text: String, to size: Int) -> [UInt8] {
  Array(text.utf8.prefix(size - 1))
    + [UInt8](repeating: 0, count: size - min(text.utf8.count, size - 1))
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
