internal import CX11
public import XGestureBridge

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
    let labels = AxisLabels(
      x: [atom("Abs MT Position X"), atom("Abs X")], y: [atom("Abs MT Position Y"), atom("Abs Y")])
    return (0..<Int(count)).map { device(infos[$0], labels: labels) }
  }

  /// The label atoms that name a device's X and Y valuators, best first.
  private struct AxisLabels {
    var x: [UInt]
    var y: [UInt]
  }

  /// What a device's classes say: its touch class, its XI 2.4 gesture class,
  /// and its valuators with their label atoms.
  private struct DeviceClasses {
    var touchMode: XInputDevice.TouchMode?
    var maxTouches = 0
    var gestureTouches: Int?
    var valuators: [(atom: UInt, axis: XInputDevice.Axis)] = []

    /// The valuator labelled with the first of `labels` the device has, else
    /// the unlabelled valuator `number`.
    func axis(_ labels: [UInt], number: Int) -> XInputDevice.Axis? {
      for label in labels where label != 0 {
        if let found = valuators.first(where: { $0.atom == label }) { return found.axis }
      }
      return valuators.first(where: { $0.axis.number == number && $0.atom == 0 })?.axis
    }
  }

  /// One XIDeviceInfo as a device; a touchscreen's matrix and, without a
  /// resolution, its size in udev's database are read too, as is a
  /// touchpad's (Touchégg's thresholds, docs/REFERENCE.md §15).
  private func device(_ info: XIDeviceInfo, labels: AxisLabels) -> XInputDevice {
    let classes = self.classes(of: info)
    let use: XInputDevice.Use =
      switch info.use {
      case XIMasterPointer: .masterPointer
      case XIMasterKeyboard: .masterKeyboard
      case XISlavePointer: .slavePointer
      case XISlaveKeyboard: .slaveKeyboard
      default: .floatingSlave
      }
    let isTouchscreen = classes.touchMode == .direct && use != .masterPointer
    let x = classes.axis(labels.x, number: 0)
    let y = classes.axis(labels.y, number: 1)
    let isTouchpad =
      (classes.gestureTouches != nil || classes.touchMode == .dependent)
      && (use == .slavePointer || use == .floatingSlave)
    var recorded: PhysicalSize?
    if isTouchscreen && (x?.resolution ?? 0 == 0 || y?.resolution ?? 0 == 0) || isTouchpad,
      let node = deviceNode(device: info.deviceid)
    {
      recorded = UdevDatabase.millimetres(ofNode: node)
    }
    return XInputDevice(
      id: Int(info.deviceid), name: info.name.map { String(cString: $0) } ?? "",
      use: use, attachment: Int(info.attachment), enabled: info.enabled != 0,
      touchMode: classes.touchMode, maxTouches: classes.maxTouches,
      x: x, y: y,
      transformation: isTouchscreen ? transformationMatrix(device: info.deviceid) : nil,
      gestureTouches: classes.gestureTouches, recordedSize: recorded)
  }

  private func classes(of info: XIDeviceInfo) -> DeviceClasses {
    var classes = DeviceClasses()
    for c in 0..<Int(info.num_classes) {
      guard let any = info.classes[c] else { continue }
      let raw = UnsafeRawPointer(any)
      switch any.pointee.type {
      case XITouchClass:
        let touch = raw.assumingMemoryBound(to: XITouchClassInfo.self).pointee
        classes.touchMode = touch.mode == XIDirectTouch ? .direct : .dependent
        classes.maxTouches = Int(touch.num_touches)
      case XIGestureClass:
        classes.gestureTouches = Int(
          raw.assumingMemoryBound(to: XIGestureClassInfo.self).pointee.num_touches)
      case XIValuatorClass:
        let v = raw.assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
        let axis = XInputDevice.Axis(
          number: Int(v.number), label: atomName(UInt(v.label)), minimum: v.min, maximum: v.max,
          resolution: Int(v.resolution))
        classes.valuators.append((UInt(v.label), axis))
      default:
        break
      }
    }
    return classes
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
