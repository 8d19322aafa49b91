// xgesture-gesture-observer: a plain XI 2.4 client for the test beds.
//
// `xinput test-xi2` in Debian 12 (xinput 1.6.3) predates XI 2.4 and prints no
// gesture events, so the beds look at touchpad gestures through this program:
// it asks for XI 2.4, lists the devices that have a gesture class, selects the
// six gesture events on the root window for all master devices, and prints
// one line per event (XGestureTestSupport.GestureObserver parses them). With
// `--window` it selects them on a window of its own covering the screen
// instead, as an application would (the server gives a gesture to the
// deepest window that selected it):
//
//   device ID TOUCHES NAME                     one per device with a gesture class
//   window ID                                  with --window: the window made
//   ready                                      the selection is in place
//   GestureSwipeBegin window=ID device=2 source=6 fingers=3 flags=0 root=960.0,540.0
//     delta=0.0,0.0 unaccelerated=0.0,0.0      (one line, numbers as Swift prints Double)
//   GesturePinchUpdate … scale=1.5 angle=10.0   (pinch events add these)
//
// Failures go to standard error with exit status 1.
import CX11
import Glibc

/// One line, unbuffered: the bed reads it as the event arrives.
func emit(_ line: String, to fd: Int32 = 1) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
}

func fail(_ sentence: String) -> Never {
  emit("xgesture-gesture-observer: \(sentence)", to: 2)
  exit(1)
}

guard let display = XOpenDisplay(nil) else {
  fail(
    "cannot open the display \(getenv("DISPLAY").map { String(cString: $0) } ?? "(DISPLAY unset)")")
}
var opcode: Int32 = 0
var firstEvent: Int32 = 0
var firstError: Int32 = 0
guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else {
  fail("the X server has no XInput extension")
}
var major: Int32 = 2
var minor: Int32 = 4
guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 4)
else {
  fail("the X server has XInput \(major).\(minor); gesture events need 2.4")
}

var count: Int32 = 0
if let devices = XIQueryDevice(display, XIAllDevices, &count) {
  for device in UnsafeBufferPointer(start: devices, count: Int(count)) {
    for index in 0..<Int(device.num_classes) {
      guard let any = device.classes[index], any.pointee.type == XIGestureClass else { continue }
      let gesture = UnsafeRawPointer(any).assumingMemoryBound(to: XIGestureClassInfo.self).pointee
      emit("device \(device.deviceid) \(gesture.num_touches) \(String(cString: device.name))")
    }
  }
  XIFreeDeviceInfo(devices)
}

let gestureEvents = [
  XI_GesturePinchBegin, XI_GesturePinchUpdate, XI_GesturePinchEnd,
  XI_GestureSwipeBegin, XI_GestureSwipeUpdate, XI_GestureSwipeEnd,
]
// The swipe end bit is 32: the mask is XIMaskLen(XI_LASTEVENT) bytes long.
var maskBytes = [UInt8](repeating: 0, count: Int(xg_XIMaskLen(XI_LASTEVENT)))
for event in gestureEvents { xg_XISetMask(&maskBytes, event) }
let root = XDefaultRootWindow(display)
var target = root
if CommandLine.arguments.contains("--window") {
  let screen = XDefaultScreen(display)
  target = XCreateSimpleWindow(
    display, root, 0, 0, UInt32(XDisplayWidth(display, screen)),
    UInt32(XDisplayHeight(display, screen)), 0, 0, 0)
  var attributes = XSetWindowAttributes()
  attributes.override_redirect = 1
  XChangeWindowAttributes(display, target, UInt(CWOverrideRedirect), &attributes)
  XMapRaised(display, target)
  emit("window \(target)")
}
maskBytes.withUnsafeMutableBufferPointer { bytes in
  var mask = XIEventMask(
    deviceid: XIAllMasterDevices, mask_len: Int32(bytes.count), mask: bytes.baseAddress)
  XISelectEvents(display, target, &mask, 1)
}
XSync(display, 0)
emit("ready")

let names: [Int32: String] = [
  XI_GesturePinchBegin: "GesturePinchBegin", XI_GesturePinchUpdate: "GesturePinchUpdate",
  XI_GesturePinchEnd: "GesturePinchEnd", XI_GestureSwipeBegin: "GestureSwipeBegin",
  XI_GestureSwipeUpdate: "GestureSwipeUpdate", XI_GestureSwipeEnd: "GestureSwipeEnd",
]

var event = XEvent()
while true {
  XNextEvent(display, &event)
  guard event.type == GenericEvent, event.xcookie.extension == opcode,
    XGetEventData(display, &event.xcookie) != 0
  else { continue }
  defer { XFreeEventData(display, &event.xcookie) }
  let type = event.xcookie.evtype
  guard let name = names[type], let data = event.xcookie.data else { continue }
  if type >= XI_GestureSwipeBegin {
    let swipe = data.assumingMemoryBound(to: XIGestureSwipeEvent.self).pointee
    emit(
      "\(name) window=\(swipe.event) device=\(swipe.deviceid) source=\(swipe.sourceid) fingers=\(swipe.detail) flags=\(swipe.flags)"
        + " root=\(swipe.root_x),\(swipe.root_y)"
        + " delta=\(swipe.delta_x),\(swipe.delta_y)"
        + " unaccelerated=\(swipe.delta_unaccel_x),\(swipe.delta_unaccel_y)")
  } else {
    let pinch = data.assumingMemoryBound(to: XIGesturePinchEvent.self).pointee
    emit(
      "\(name) window=\(pinch.event) device=\(pinch.deviceid) source=\(pinch.sourceid) fingers=\(pinch.detail) flags=\(pinch.flags)"
        + " root=\(pinch.root_x),\(pinch.root_y)"
        + " delta=\(pinch.delta_x),\(pinch.delta_y)"
        + " unaccelerated=\(pinch.delta_unaccel_x),\(pinch.delta_unaccel_y)"
        + " scale=\(pinch.scale) angle=\(pinch.delta_angle)")
  }
}
