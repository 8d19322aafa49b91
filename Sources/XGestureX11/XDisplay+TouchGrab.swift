internal import CX11
public import XGestureBridge

extension XDisplay {
  /// Takes the passive touch grab of claim mode: XIGrabTouchBegin on the root
  /// window, for all master devices, with any modifier; touches then wait
  /// for `allowTouch` before applications get them.
  public func grabTouches() throws(GrabRefused) {
    var mask = [UInt8](repeating: 0, count: Int(xg_XIMaskLen(XI_LASTEVENT)))
    for type in [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] { xg_XISetMask(&mask, type) }
    var modifiers = [XIGrabModifiers(modifiers: Int32(bitPattern: XIAnyModifier), status: 0)]
    let failed = mask.withUnsafeMutableBufferPointer { bytes in
      var eventMask = XIEventMask(
        deviceid: XIAllMasterDevices, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
      return XIGrabTouchBegin(handle, XIAllMasterDevices, root, 0, &eventMask, 1, &modifiers)
    }
    sync()
    let errors = drainProtocolErrors()
    if failed != 0 {
      throw GrabRefused(
        reason: "the X server refused the touch grab (\(Self.grabStatus(modifiers[0].status)))")
    }
    if let error = errors.first {
      throw GrabRefused(reason: "the X server refused the touch grab: \(error)")
    }
  }

  /// Releases the claim-mode grab (XIUngrabTouchBegin).
  public func ungrabTouches() {
    var modifiers = [XIGrabModifiers(modifiers: Int32(bitPattern: XIAnyModifier), status: 0)]
    XIUngrabTouchBegin(handle, XIAllMasterDevices, root, 1, &modifiers)
    XFlush(handle)
  }

  /// Accepts (the touch is xgesture's; applications never see it) or rejects
  /// (applications get it, replayed) a grabbed touch (XIAllowTouchEvents).
  /// Not flushed: the caller flushes once after a batch of decisions.
  public func allowTouch(master: Int, touch: Int, accept: Bool) {
    XIAllowTouchEvents(
      handle, Int32(master), UInt32(truncatingIfNeeded: touch), root,
      Int32(accept ? XIAcceptTouch : XIRejectTouch))
  }

  private static func grabStatus(_ status: Int32) -> String {
    switch status {
    case AlreadyGrabbed: "another client holds a grab"
    case GrabInvalidTime: "invalid time"
    case GrabNotViewable: "the root window is not viewable"
    case GrabFrozen: "the devices are frozen by another grab"
    case BadAccess: "another client already holds a touch grab on the root window"
    default: "status \(status)"
    }
  }
}
