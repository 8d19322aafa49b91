import Testing
import XGestureBridge
import XGestureX11

@Suite("What xgesture says when it cannot use the X server")
struct XErrorTests {
  @Test("In a Wayland session it says XWayland gives touches only to the X window that has them, never desktop-wide")
  func waylandSentence() {
    let sentence = XError.waylandSession("wayland-0").description
    #expect(sentence.contains("'wayland-0'"))
    #expect(sentence.contains("XWayland gives touches only to the X window that has them, never desktop-wide"))
    #expect(!sentence.contains("no touch events"))
    #expect(sentence.hasSuffix("log in to an X11 session"))
  }

  @Test("Without a display it says to start an X session or set DISPLAY")
  func noDisplaySentence() {
    #expect(
      XError.cannotOpenDisplay(":0").description
        == "cannot open X display ':0' — is an X session running? set DISPLAY")
  }
}
