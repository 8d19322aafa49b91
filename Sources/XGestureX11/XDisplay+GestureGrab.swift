internal import CX11
public import XGestureBridge

extension XDisplay {
  /// Takes claim mode's passive gesture grabs on the root window
  /// (XIGrabSwipeGestureBegin, XIGrabPinchGestureBegin) for all master
  /// devices with any modifier, synchronous: a sequence's events wait after
  /// its begin until `allowGesture` keeps it or replays it to the application.
  public func grabGestures() throws(GrabRefused) {
    var mask = Self.gestureMask()
    var failures: [String] = []
    for kind in ["swipe", "pinch"] {
      var modifiers = [XIGrabModifiers(modifiers: Int32(bitPattern: XIAnyModifier), status: 0)]
      let failed = mask.withUnsafeMutableBufferPointer { bytes in
        var eventMask = XIEventMask(
          deviceid: XIAllMasterDevices, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
        return kind == "swipe"
          ? XIGrabSwipeGestureBegin(
            handle, XIAllMasterDevices, root, XIGrabModeSync, XIGrabModeAsync, 0, &eventMask, 1,
            &modifiers)
          : XIGrabPinchGestureBegin(
            handle, XIAllMasterDevices, root, XIGrabModeSync, XIGrabModeAsync, 0, &eventMask, 1,
            &modifiers)
      }
      if failed != 0 { failures.append("\(kind): status \(modifiers[0].status)") }
    }
    sync()
    let errors = drainProtocolErrors()
    if !failures.isEmpty {
      ungrabGestures()
      throw GrabRefused(
        reason: "the X server refused the gesture grab (\(failures.joined(separator: ", ")))")
    }
    if let error = errors.first {
      ungrabGestures()
      throw GrabRefused(reason: "the X server refused the gesture grab: \(error)")
    }
  }

  /// Releases the gesture grabs.
  public func ungrabGestures() {
    var modifiers = [XIGrabModifiers(modifiers: Int32(bitPattern: XIAnyModifier), status: 0)]
    XIUngrabSwipeGestureBegin(handle, XIAllMasterDevices, root, 1, &modifiers)
    XIUngrabPinchGestureBegin(handle, XIAllMasterDevices, root, 1, &modifiers)
    XFlush(handle)
  }

  /// Keeps a grabbed gesture sequence (XIAsyncDevice: its events come on to
  /// xgesture) or replays it (XIReplayDevice: the window under the pointer
  /// gets it from its begin, as if xgesture held no grab). Not flushed.
  public func allowGesture(master: Int, keep: Bool) {
    XIAllowEvents(handle, Int32(master), keep ? XIAsyncDevice : XIReplayDevice, UInt(CurrentTime))
  }
}
