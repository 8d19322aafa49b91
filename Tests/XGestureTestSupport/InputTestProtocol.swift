/// The messages of Xorg's inputtest driver, protocol version 1.1, written
/// from the layout `xf86-input-inputtest-protocol.h` documents (package
/// xserver-xorg-dev; the header is only read, never compiled against).
///
/// Every message starts with a header { uint32 length; enum type } (8 bytes)
/// and is a C struct in the machine's byte order and alignment. The driver
/// drops the connection when `length` is not exactly the struct's size, so
/// each case writes its fixed size:
///
/// | message | size | after the header |
/// |---|---|---|
/// | ClientVersion (0) | 12 | uint16 major, minor |
/// | WaitForSync (1) | 8 | — |
/// | Motion (2) | 1056 | uint32 is_absolute, 4 bytes padding, valuator data (1040) |
/// | Button (4) | 1064 | int32 is_absolute, button; uint32 is_press, 4 bytes padding, valuator data (1040) |
/// | GesturePinch (7) | 64 | uint16 gesture_type, num_touches; uint32 flags; double dx, dy, unaccel dx, dy, scale, delta_angle |
/// | GestureSwipe (8) | 48 | as the pinch without scale and delta_angle |
///
/// Valuator data: uint32 has_unaccelerated, uint8 mask[8], 4 bytes padding,
/// double valuators[64], double unaccelerated[64].
/// Replies: ServerVersion (0) is 12 bytes (uint16 major, minor), SyncFinished (1) is 8.
enum InputTestMessage: Equatable {
  case clientVersion(major: UInt16, minor: UInt16)
  case waitForSync
  /// Relative motion on valuators 0 and 1, the same unaccelerated.
  case relativeMotion(dx: Double, dy: Double)
  /// A button pressed or released where the pointer is (no valuators).
  case button(Int, pressed: Bool)
  case gesture(InputTestGesture)

  static let protocolVersion: (major: UInt16, minor: UInt16) = (1, 1)
  static let serverVersionReply = 0
  static let syncFinishedReply = 1
  static let replyHeaderSize = 8

  /// The message as the driver reads it.
  var bytes: [UInt8] {
    var out = MessageBytes()
    switch self {
    case .clientVersion(let major, let minor):
      out.header(length: 12, type: 0)
      out.u16(major)
      out.u16(minor)
    case .waitForSync:
      out.header(length: 8, type: 1)
    case .relativeMotion(let dx, let dy):
      out.header(length: 1056, type: 2)
      out.u32(0)  // is_absolute
      out.zeros(4)
      out.u32(1)  // has_unaccelerated
      out.raw([0b11] + [UInt8](repeating: 0, count: 7))  // valuators 0 and 1
      out.zeros(4)
      let values = [dx, dy] + [Double](repeating: 0, count: 62)
      for value in values + values { out.double(value) }
    case .button(let button, let pressed):
      out.header(length: 1064, type: 4)
      out.u32(0)  // is_absolute
      out.u32(UInt32(button))
      out.u32(pressed ? 1 : 0)
      out.zeros(4 + 1040)  // padding; valuator data: no valuators
    case .gesture(let gesture):
      let pinch = gesture.kind == .pinch
      out.header(length: pinch ? 64 : 48, type: pinch ? 7 : 8)
      out.u16(gesture.eventType)
      out.u16(UInt16(gesture.fingers))
      out.u32(gesture.cancelled ? 1 : 0)
      for value in [gesture.dx, gesture.dy, gesture.unacceleratedDX, gesture.unacceleratedDY] {
        out.double(value)
      }
      if pinch {
        out.double(gesture.scale)
        out.double(gesture.angleDelta)
      }
    }
    return out.bytes
  }
}

/// One gesture event as the inputtest driver posts it.
struct InputTestGesture: Equatable, Sendable {
  enum Kind { case swipe, pinch }
  enum Phase { case begin, update, end }

  var kind: Kind
  var phase: Phase
  var fingers: Int
  var dx = 0.0
  var dy = 0.0
  var unacceleratedDX = 0.0
  var unacceleratedDY = 0.0
  /// Pinches: absolute scale (1 at begin) and the turn since the last event, degrees.
  var scale = 1.0
  var angleDelta = 0.0
  /// End events only.
  var cancelled = false

  /// The XI event type: XI_GesturePinchBegin 27 … XI_GestureSwipeEnd 32.
  var eventType: UInt16 {
    let base: UInt16 = kind == .pinch ? 27 : 30
    switch phase {
    case .begin: return base
    case .update: return base + 1
    case .end: return base + 2
    }
  }
}

/// Little helper that lays out C struct fields in the machine's byte order.
private struct MessageBytes {
  var bytes: [UInt8] = []

  mutating func header(length: UInt32, type: UInt32) {
    u32(length)
    u32(type)
  }
  mutating func u16(_ value: UInt16) { append(value) }
  mutating func u32(_ value: UInt32) { append(value) }
  mutating func double(_ value: Double) { append(value) }
  mutating func zeros(_ count: Int) { bytes += [UInt8](repeating: 0, count: count) }
  mutating func raw(_ more: [UInt8]) { bytes += more }

  private mutating func append<T>(_ value: T) {
    withUnsafeBytes(of: value) { bytes += $0 }
  }
}
