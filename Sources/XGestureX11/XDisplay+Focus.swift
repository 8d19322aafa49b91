internal import CX11
import XGestureBridge

/// The focus of the application windows xgesture looked into (docs/ACTIONS.md,
/// "Desktop actions"): `keys:` to the window under a gesture wait until that
/// window has the focus. Each client window's FocusChange events are selected
/// when it is first looked up (`applicationWindow(atX:y:)`), so before any
/// activation is asked; `nextMessage()` hands each FocusIn to `focusArrived`.
extension XDisplay {
  /// What xgesture selects on a client window it looked into: its structure
  /// (destroyed, reparented), its properties (WM_CLASS, WM_STATE changed) and its focus.
  static let clientWindowEvents = StructureNotifyMask | PropertyChangeMask | FocusChangeMask

  /// A FocusIn on a client window, told to `focusArrived`: the window (or
  /// one inside it) has the keyboard's focus now. A FocusIn that only says a
  /// keyboard grab began is not one.
  func noteFocus(_ event: inout XEvent) {
    guard event.type == FocusIn, event.xfocus.mode != NotifyGrab, let focusArrived else { return }
    focusArrived(UInt(event.xfocus.window))
  }

  /// Keeps `lastInputTime`: the server time of a raw touch or a touchpad gesture event just read.
  func noteInputTime(_ message: XInputMessage) {
    switch message {
    case .rawTouch(let raw): lastInputTime = raw.serverTime
    case .gesture(let gesture): lastInputTime = gesture.serverTime
    case .pointer(let pointer): lastInputTime = pointer.serverTime
    default: break
    }
  }
}
