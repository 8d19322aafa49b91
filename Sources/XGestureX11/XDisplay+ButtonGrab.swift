internal import CX11
public import XGestureBridge
public import XGestureEngine

/// Mouse strokes (docs/X11.md, "The mouse"): the buttons `stroke` gestures
/// draw with, grabbed on the root window for every master pointer.
extension XDisplay {
  /// Grabs `buttons` on the root (XIGrabButton, any modifier, for all master
  /// devices), synchronous for the pointer: at a press the server holds the
  /// pointer's events back until `allowPointer`. Buttons grabbed before and
  /// not named are released. Refused when another client grabbed one of them.
  public func grabButtons(_ buttons: [Int]) throws(GrabRefused) {
    for button in grabbedButtons where !buttons.contains(button) { ungrabButton(button) }
    var failures: [String] = []
    for button in buttons where !grabbedButtons.contains(button) {
      let status = grabButton(button)
      if status != 0 { failures.append("button \(button): status \(status)") }
    }
    grabbedButtons = buttons
    watchRawPointer(false)
    sync()
    let errors = drainProtocolErrors()
    if !failures.isEmpty || !errors.isEmpty {
      try? grabButtons([])
      throw GrabRefused(
        reason: "the X server refused the button grab (\((failures + errors).joined(separator: ", ")))")
    }
  }

  /// Lets the pointer's events held back by the button grab come on to
  /// xgesture (XIAsyncDevice), or replays the press to the window under the
  /// pointer as if xgesture held no grab (XIReplayDevice), with the events
  /// held back after it. Not flushed.
  public func allowPointer(master: Int, keep: Bool) {
    XIAllowEvents(handle, Int32(master), keep ? XIAsyncDevice : XIReplayDevice, UInt(CurrentTime))
  }

  /// Selects, beside the hierarchy events, the raw motion of every device
  /// (XIAllDevices: a master's raw events are held back with its pointer
  /// while the grab freezes it, its devices' are not), or stops; the raw
  /// button releases stay selected while buttons are grabbed, so that a
  /// click released before this selection reached the server is not missed.
  public func watchRawPointer(_ on: Bool) {
    var mask = Self.hierarchyMask()
    if on { xg_XISetMask(&mask, XI_RawMotion) }
    if !grabbedButtons.isEmpty { xg_XISetMask(&mask, XI_RawButtonRelease) }
    mask.withUnsafeMutableBufferPointer { bytes in
      var selection = XIEventMask(deviceid: XIAllDevices, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
      _ = XISelectEvents(handle, root, &selection, 1)
    }
  }

  /// Replays a drag that is no shape (XTest): the button's grab is let go,
  /// the pointer moved to the path's start, the button pressed, moved along
  /// the path and released at its end, and the grab taken again. The server
  /// carries out XTest's events as it reads them, so the grab is back only
  /// after the release. Not flushed.
  public func replayDrag(button: Int, path: [Point]) {
    guard let first = path.first, let last = path.last else { return }
    let held = grabbedButtons.contains(button)
    if held { ungrabButton(button) }
    XTestFakeMotionEvent(handle, -1, Int32(first.x.rounded()), Int32(first.y.rounded()), 0)
    XTestFakeButtonEvent(handle, UInt32(button), 1, 0)
    for point in path.dropFirst() {
      XTestFakeMotionEvent(handle, -1, Int32(point.x.rounded()), Int32(point.y.rounded()), 0)
    }
    XTestFakeMotionEvent(handle, -1, Int32(last.x.rounded()), Int32(last.y.rounded()), 0)
    XTestFakeButtonEvent(handle, UInt32(button), 0, 0)
    if held { _ = grabButton(button) }
  }

  /// XIGrabButton for one button; the failed modifiers' count (0: taken).
  private func grabButton(_ button: Int) -> Int32 {
    var mask = [UInt8](repeating: 0, count: Int(xg_XIMaskLen(XI_LASTEVENT)))
    for type in [XI_ButtonPress, XI_ButtonRelease, XI_Motion] { xg_XISetMask(&mask, type) }
    var modifiers = [XIGrabModifiers(modifiers: Int32(bitPattern: XIAnyModifier), status: 0)]
    return mask.withUnsafeMutableBufferPointer { bytes in
      var eventMask = XIEventMask(
        deviceid: XIAllMasterDevices, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
      return XIGrabButton(
        handle, XIAllMasterDevices, Int32(button), root, 0, XIGrabModeSync, XIGrabModeAsync, 0, &eventMask, 1,
        &modifiers)
    }
  }

  private func ungrabButton(_ button: Int) {
    var modifiers = [XIGrabModifiers(modifiers: Int32(bitPattern: XIAnyModifier), status: 0)]
    XIUngrabButton(handle, XIAllMasterDevices, Int32(button), root, 1, &modifiers)
  }

  /// A press, motion or release of the button grab.
  static func pointerEvent(type: Int32, _ event: XIDeviceEvent) -> PointerEvent {
    let phase: PointerEvent.Phase = type == XI_ButtonPress ? .press : type == XI_Motion ? .motion : .release
    return PointerEvent(
      phase: phase, master: Int(event.deviceid), source: Int(event.sourceid),
      button: phase == .motion ? 0 : Int(event.detail), serverTime: UInt32(truncatingIfNeeded: event.time),
      rootX: event.root_x, rootY: event.root_y)
  }

  /// A device's own raw motion (valuators 0 and 1, accelerated) or button
  /// release; nil for a master's copy of its devices' events.
  static func rawPointer(type: Int32, _ raw: XIRawEvent) -> RawPointer? {
    guard raw.deviceid == raw.sourceid else { return nil }
    guard type == XI_RawMotion else {
      return .release(source: Int(raw.sourceid), button: Int(raw.detail))
    }
    var delta = [0.0, 0.0]
    if let mask = raw.valuators.mask, let values = raw.valuators.values {
      var next = 0
      for number in 0..<(Int(raw.valuators.mask_len) * 8) where xg_XIMaskIsSet(mask, Int32(number)) != 0 {
        if number < 2 { delta[number] = values[next] }
        next += 1
      }
    }
    return .motion(source: Int(raw.sourceid), dx: delta[0], dy: delta[1])
  }
}
