public import XGestureBridge
internal import CX11

extension XDisplay {
  /// Every input device the server has now (XIQueryDevice on XIAllDevices).
  public func queryDevices() -> [XInputDevice] { queryDevices(Int32(XIAllDevices)) }

  /// One device, or nil when the server no longer has it (its BadDevice
  /// error arrives as a protocol error, one line).
  public func queryDevice(id: Int) -> XInputDevice? { queryDevices(Int32(id)).first }

  private func queryDevices(_ which: Int32) -> [XInputDevice] {
    var count: Int32 = 0
    guard let infos = XIQueryDevice(handle, which, &count) else { return [] }
    defer { XIFreeDeviceInfo(infos) }
    let mtX = atom("Abs MT Position X")
    let mtY = atom("Abs MT Position Y")
    let absX = atom("Abs X")
    let absY = atom("Abs Y")
    var devices: [XInputDevice] = []
    for index in 0..<Int(count) {
      let info = infos[index]
      var touchMode: XInputDevice.TouchMode?
      var maxTouches = 0
      var gestureTouches: Int?
      var valuators: [(atom: UInt, axis: XInputDevice.Axis)] = []
      for c in 0..<Int(info.num_classes) {
        guard let any = info.classes[c] else { continue }
        let raw = UnsafeRawPointer(any)
        switch any.pointee.type {
        case XITouchClass:
          let touch = raw.assumingMemoryBound(to: XITouchClassInfo.self).pointee
          touchMode = touch.mode == XIDirectTouch ? .direct : .dependent
          maxTouches = Int(touch.num_touches)
        case XIGestureClass:
          gestureTouches = Int(
            raw.assumingMemoryBound(to: XIGestureClassInfo.self).pointee.num_touches)
        case XIValuatorClass:
          let v = raw.assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
          let axis = XInputDevice.Axis(
            number: Int(v.number), label: atomName(UInt(v.label)), minimum: v.min, maximum: v.max,
            resolution: Int(v.resolution))
          valuators.append((UInt(v.label), axis))
        default:
          break
        }
      }
      func pick(_ labels: [UInt], number: Int) -> XInputDevice.Axis? {
        for label in labels where label != 0 {
          if let found = valuators.first(where: { $0.atom == label }) { return found.axis }
        }
        return valuators.first(where: { $0.axis.number == number && $0.atom == 0 })?.axis
      }
      let use: XInputDevice.Use =
        switch info.use {
        case XIMasterPointer: .masterPointer
        case XIMasterKeyboard: .masterKeyboard
        case XISlavePointer: .slavePointer
        case XISlaveKeyboard: .slaveKeyboard
        default: .floatingSlave
        }
      let isTouchscreen = touchMode == .direct && use != .masterPointer
      let x = pick([mtX, absX], number: 0)
      let y = pick([mtY, absY], number: 1)
      var recorded: PhysicalSize?
      if isTouchscreen, x?.resolution ?? 0 == 0 || y?.resolution ?? 0 == 0,
        let node = deviceNode(device: info.deviceid)
      {
        recorded = UdevDatabase.millimetres(ofNode: node)
      }
      devices.append(
        XInputDevice(
          id: Int(info.deviceid), name: info.name.map { String(cString: $0) } ?? "",
          use: use, attachment: Int(info.attachment), enabled: info.enabled != 0,
          touchMode: touchMode, maxTouches: maxTouches,
          x: x, y: y,
          transformation: isTouchscreen ? transformationMatrix(device: info.deviceid) : nil,
          gestureTouches: gestureTouches, recordedSize: recorded))
    }
    return devices
  }
}

extension XDisplay {
  /// The property the server applies to an absolute device's positions
  /// (`xinput map-to-output` writes it).
  static let transformationProperty = "Coordinate Transformation Matrix"

  /// A device's "Coordinate Transformation Matrix", row by row (XIGetProperty:
  /// nine 32-bit FLOATs); nil when the device has none or it is not that.
  func transformationMatrix(device: Int32) -> [Double]? {
    var type: UInt = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XIGetProperty(
      handle, device, atom(Self.transformationProperty), 0, 9, 0, UInt(AnyPropertyType), &type,
      &format, &count,
      &after, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, let data, type == atom("FLOAT"), format == 32, count == 9 else {
      return nil
    }
    // XI2 properties come as items of `format` bits, not as longs.
    return UnsafeRawPointer(data).withMemoryRebound(to: Float.self, capacity: 9) { floats in
      (0..<9).map { Double(floats[$0]) }
    }
  }
}

extension XDisplay {
  /// The evdev node a device reads (the "Device Node" property the evdev and
  /// libinput drivers set: an 8-bit STRING); nil when it has none.
  func deviceNode(device: Int32) -> String? {
    var type: UInt = 0
    var format: Int32 = 0
    var count: UInt = 0
    var after: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    let status = XIGetProperty(
      handle, device, atom("Device Node"), 0, 1024, 0, UInt(AnyPropertyType), &type, &format,
      &count, &after, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, let data, type == UInt(XA_STRING), format == 8, count > 0 else {
      return nil
    }
    let bytes = UnsafeBufferPointer(start: data, count: Int(count))
    return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
  }
}
