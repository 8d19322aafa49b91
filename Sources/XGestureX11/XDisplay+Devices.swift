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
      var valuators: [(atom: UInt, axis: XInputDevice.Axis)] = []
      for c in 0..<Int(info.num_classes) {
        guard let any = info.classes[c] else { continue }
        let raw = UnsafeRawPointer(any)
        switch any.pointee.type {
        case XITouchClass:
          let touch = raw.assumingMemoryBound(to: XITouchClassInfo.self).pointee
          touchMode = touch.mode == XIDirectTouch ? .direct : .dependent
          maxTouches = Int(touch.num_touches)
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
      devices.append(
        XInputDevice(
          id: Int(info.deviceid), name: info.name.map { String(cString: $0) } ?? "",
          use: use, attachment: Int(info.attachment), enabled: info.enabled != 0,
          touchMode: touchMode, maxTouches: maxTouches,
          x: pick([mtX, absX], number: 0), y: pick([mtY, absY], number: 1)))
    }
    return devices
  }
}
