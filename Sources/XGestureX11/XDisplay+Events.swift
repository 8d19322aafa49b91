internal import CX11
public import XGestureBridge

extension XDisplay {
  /// Selects what the bridge listens to (XISelectEvents, XSelectInput):
  /// raw touch events on the root for all master devices (each touch once,
  /// never delayed or hidden from anyone), hierarchy, device-changed and
  /// property events for all devices (a changed "Coordinate Transformation
  /// Matrix" moves a touchscreen's pixels), the root's ConfigureNotify, and
  /// its children's structure events (top-level windows destroyed or
  /// reparented: `clientWindows`).
  public func selectBridgeEvents() {
    var raw = [UInt8](repeating: 0, count: Int(xg_XIMaskLen(XI_LASTEVENT)))
    for type in [XI_RawTouchBegin, XI_RawTouchUpdate, XI_RawTouchEnd] { xg_XISetMask(&raw, type) }
    var hierarchy = Self.hierarchyMask()
    raw.withUnsafeMutableBufferPointer { rawBytes in
      hierarchy.withUnsafeMutableBufferPointer { hierarchyBytes in
        var masks = [
          XIEventMask(
            deviceid: XIAllMasterDevices, mask_len: Int32(rawBytes.count),
            mask: rawBytes.baseAddress),
          XIEventMask(
            deviceid: XIAllDevices, mask_len: Int32(hierarchyBytes.count),
            mask: hierarchyBytes.baseAddress),
        ]
        _ = XISelectEvents(handle, root, &masks, Int32(masks.count))
      }
    }
    XSelectInput(handle, root, StructureNotifyMask | SubstructureNotifyMask)
    XFlush(handle)
  }

  /// Selects the six XI 2.4 gesture events on the root for all master
  /// devices (observe mode's touchpads), beside the raw touch events (a
  /// selection for the same window and device replaces the earlier one). The
  /// mask is XIMaskLen(XI_LASTEVENT) bytes long: the swipe end's bit is 32.
  /// Refused, with the server's errors, when another client selected them.
  public func selectGestures() throws(SelectionRefused) {
    var mask = Self.gestureMask()
    for type in [XI_RawTouchBegin, XI_RawTouchUpdate, XI_RawTouchEnd] { xg_XISetMask(&mask, type) }
    mask.withUnsafeMutableBufferPointer { bytes in
      var selection = XIEventMask(
        deviceid: XIAllMasterDevices, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
      _ = XISelectEvents(handle, root, &selection, 1)
    }
    // One round trip, once: the server lets one client per window select
    // gesture events and refuses a second (BadAccess). A refused request
    // changes nothing: the raw touch selection made before stays.
    sync()
    let errors = drainProtocolErrors()
    if !errors.isEmpty { throw SelectionRefused(reason: errors.joined(separator: "; ")) }
  }

  /// Hierarchy, device-changed and property events: what is selected for all devices.
  static func hierarchyMask() -> [UInt8] {
    var mask = [UInt8](repeating: 0, count: Int(xg_XIMaskLen(XI_LASTEVENT)))
    for type in [XI_HierarchyChanged, XI_DeviceChanged, XI_PropertyEvent] { xg_XISetMask(&mask, type) }
    return mask
  }

  static func gestureMask() -> [UInt8] {
    var mask = [UInt8](repeating: 0, count: Int(xg_XIMaskLen(XI_LASTEVENT)))
    for type in [
      XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd, XI_GestureSwipeBegin,
      XI_GestureSwipeUpdate, XI_GestureSwipeEnd,
    ] {
      xg_XISetMask(&mask, type)
    }
    return mask
  }

  private static func phase(_ type: Int32, begin: Int32) -> RawTouch.Phase {
    type == begin ? .begin : type == begin + 2 ? .end : .update
  }

  /// Whether an event is waiting, reading from the connection if Xlib's queue
  /// is empty (XPending, which flushes first).
  public var hasPendingEvent: Bool { XPending(handle) > 0 }

  /// Whether a hierarchy change (a device added, removed, enabled or
  /// disabled) waits in the queue, looked for without taking anything from it.
  /// The server ends a removed device's touches just before it says the
  /// device is gone; the bridge asks this so it can tell the two apart.
  ///
  /// It makes a round trip first (XSync): what the server sent before it
  /// answers — the hierarchy event of the removal that ended the touches —
  /// is then in the queue.
  public var hierarchyChangeQueued: Bool {
    XSync(handle, 0)
    return xg_hierarchy_change_queued(handle, xinputOpcode) != 0
  }

  /// The next event, in the bridge's terms (XNextEvent, XGetEventData); waits
  /// when none is queued, so ask `hasPendingEvent` first.
  public func nextMessage() -> XInputMessage {
    var event = XEvent()
    XNextEvent(handle, &event)
    noteWindowChange(&event)
    noteFocus(&event)
    if let saver = screenSaverMessage(&event) { return saver }
    if let change = overlayMessage(&event) { return .overlay(change) }
    if event.type == ConfigureNotify {
      let configure = event.xconfigure
      guard UInt(configure.window) == root else { return .other }
      return .rootResized(width: Int(configure.width), height: Int(configure.height))
    }
    guard event.type == GenericEvent, event.xcookie.extension == xinputOpcode else { return .other }
    var cookie = event.xcookie
    guard XGetEventData(handle, &cookie) != 0, let data = cookie.data else { return .other }
    defer { XFreeEventData(handle, &cookie) }
    let message = xinputMessage(type: cookie.evtype, data)
    noteInputTime(message)
    return message
  }

  /// An XInput event's data, as a message.
  private func xinputMessage(type: Int32, _ data: UnsafeMutableRawPointer) -> XInputMessage {
    switch type {
    case XI_RawTouchBegin, XI_RawTouchUpdate, XI_RawTouchEnd:
      return .rawTouch(Self.rawTouch(type: type, data.assumingMemoryBound(to: XIRawEvent.self).pointee))
    case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
      let device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
      return .grabbedTouch(
        phase: Self.phase(type, begin: XI_TouchBegin), master: Int(device.deviceid),
        source: Int(device.sourceid), touch: Int(device.detail))
    case XI_ButtonPress, XI_ButtonRelease, XI_Motion:
      return .pointer(Self.pointerEvent(type: type, data.assumingMemoryBound(to: XIDeviceEvent.self).pointee))
    case XI_RawMotion, XI_RawButtonRelease:
      let raw = data.assumingMemoryBound(to: XIRawEvent.self).pointee
      return Self.rawPointer(type: type, raw).map(XInputMessage.rawPointer) ?? .other
    case XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd:
      return .gesture(
        Self.swipe(type: type, data.assumingMemoryBound(to: XIGestureSwipeEvent.self).pointee))
    case XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd:
      return .gesture(
        Self.pinch(type: type, data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee))
    case XI_HierarchyChanged:
      return .hierarchyChanged
    case XI_DeviceChanged:
      let changed = data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee
      guard changed.reason == XIDeviceChange else { return .other }
      return .deviceChanged(device: Int(changed.deviceid))
    case XI_PropertyEvent:
      let property = data.assumingMemoryBound(to: XIPropertyEvent.self).pointee
      // A removed device's properties are deleted with it: nothing to look up.
      guard UInt(property.property) == atom(Self.transformationProperty),
        property.what != XIPropertyDeleted
      else {
        return .other
      }
      return .deviceChanged(device: Int(property.deviceid))
    default:
      return .other
    }
  }

  /// A raw touch event: `values` went through the device's transformation
  /// matrix, `raw_values` did not; both follow the same mask.
  private static func rawTouch(type: Int32, _ raw: XIRawEvent) -> RawTouch {
    var valuators: [Int: Double] = [:]
    var untransformed: [Int: Double] = [:]
    if let mask = raw.valuators.mask, let values = raw.valuators.values {
      var next = 0
      for number in 0..<(Int(raw.valuators.mask_len) * 8)
      where xg_XIMaskIsSet(mask, Int32(number)) != 0 {
        valuators[number] = values[next]
        if let rawValues = raw.raw_values { untransformed[number] = rawValues[next] }
        next += 1
      }
    }
    return RawTouch(
      phase: phase(type, begin: XI_RawTouchBegin), master: Int(raw.deviceid),
      source: Int(raw.sourceid), touch: Int(raw.detail),
      serverTime: UInt32(truncatingIfNeeded: raw.time), valuators: valuators,
      untransformed: untransformed)
  }

  private static func swipe(type: Int32, _ swipe: XIGestureSwipeEvent) -> GestureEvent {
    GestureEvent(
      kind: .swipe, phase: phase(type, begin: XI_GestureSwipeBegin),
      master: Int(swipe.deviceid), source: Int(swipe.sourceid), fingers: Int(swipe.detail),
      serverTime: UInt32(truncatingIfNeeded: swipe.time), rootX: swipe.root_x,
      rootY: swipe.root_y, unacceleratedDX: swipe.delta_unaccel_x,
      unacceleratedDY: swipe.delta_unaccel_y,
      cancelled: Int(swipe.flags) & Int(XIGestureSwipeEventCancelled) != 0)
  }

  private static func pinch(type: Int32, _ pinch: XIGesturePinchEvent) -> GestureEvent {
    GestureEvent(
      kind: .pinch, phase: phase(type, begin: XI_GesturePinchBegin),
      master: Int(pinch.deviceid), source: Int(pinch.sourceid), fingers: Int(pinch.detail),
      serverTime: UInt32(truncatingIfNeeded: pinch.time), rootX: pinch.root_x,
      rootY: pinch.root_y, unacceleratedDX: pinch.delta_unaccel_x,
      unacceleratedDY: pinch.delta_unaccel_y, scale: pinch.scale,
      angleDelta: pinch.delta_angle,
      cancelled: Int(pinch.flags) & Int(XIGesturePinchEventCancelled) != 0)
  }
}
