import Testing

@testable import XGestureEngine

@Suite("Trace format")
struct TraceFormatTests {
  static let sample = """
    xgesture-trace 1
    device 6 "xgesture virtual touchscreen" size 294x165mm screen 1920x1080
    # time(ms) event touch x(mm) y(mm) [device]
    0    begin  1  147.0  82.5

    16   update 1  147.4  82.5   # a comment after the fields
    device 9 "second \\"quoted\\" panel" size 100.5x60mm screen 1920x1080 at 960,540 960x540
    20   begin  2  10  20  9
    66   end    1  147.4  82.5
    70   cancel 2  10  20  9
    80   removed 9
    """

  @Test("A touchpad's device line ends with 'touchpad' and reads back as a touchpad")
  func touchpadDevice() throws {
    let text = """
      xgesture-trace 1
      device 12 "pad" size 508x286mm screen 1920x1080 touchpad
      device 13 "touchpad" size 100x60mm screen 1920x1080 at 0,0 960x1080 touchpad
      device 6 "panel" size 294x165mm screen 1920x1080
      0 begin 1 254 143
      """
    let trace = try Trace(parsing: text)
    #expect(trace.devices.map(\.source) == [.touchpad, .touchpad, .touchscreen])
    #expect(trace.devices[1].name == "touchpad" && trace.devices[1].mapping.width == 960)
    #expect(TraceFormat.line(for: trace.devices[0]) == "device 12 \"pad\" size 508x286mm screen 1920x1080 touchpad")
    #expect(try Trace(parsing: trace.render()) == trace)
  }

  @Test("A trace is read into devices in declared order and events in file order")
  func parsesSample() throws {
    let trace = try Trace(parsing: Self.sample)
    #expect(trace.devices.map(\.id) == [6, 9])
    #expect(trace.devices[1].name == "second \"quoted\" panel")
    #expect(trace.devices[1].mapping == PixelRect(x: 960, y: 540, width: 960, height: 540))
    #expect(trace.devices[0].spansScreen)
    #expect(trace.events.map(\.phase) == [.begin, .update, .begin, .end, .cancel])
    #expect(trace.events.map(\.device) == [6, 6, 9, 6, 9])
    #expect(trace.events[1] == TouchEvent(time: 16, device: 6, touch: 1, phase: .update, x: 147.4, y: 82.5))
    #expect(trace.entries.last == .deviceRemoved(time: 80, device: 9))
    #expect(trace.endTime == 80)
  }

  @Test("Rendering a parsed trace and reading it back gives the same trace")
  func roundTrip() throws {
    let trace = try Trace(parsing: Self.sample)
    let text = trace.render()
    let again = try Trace(parsing: text)
    #expect(again == trace)
    #expect(again.render() == text)
  }

  @Test("The writer omits the device column for the first device and writes it for others")
  func writerDeviceColumn() {
    let first = TouchEvent(time: 12.5, device: 6, touch: 3, phase: .update, x: 1.2345, y: -0.5)
    #expect(TraceFormat.line(for: first, defaultDevice: 6) == "12.5 update 3 1.235 -0.5")
    #expect(TraceFormat.line(for: first, defaultDevice: 9) == "12.5 update 3 1.235 -0.5 6")
  }

  @Test("Every fixture trace shipped with the tests parses and round-trips")
  func fixturesRoundTrip() throws {
    for fixture in try Fixture.all() {
      // Compared as text: a NaN position (a bad-input fixture) is never equal to itself.
      let text = try Trace(parsing: fixture.text).render()
      #expect(try Trace(parsing: text).render() == text, "\(fixture.name)")
    }
  }

  @Test(
    "Each malformed line is an error naming its line",
    arguments: [
      ("", 1, "the trace is empty"),
      ("# only a comment\n", 2, "the trace is empty"),
      ("device 6 \"d\" size 1x1mm screen 1x1\n", 1, "expected the header"),
      ("xgesture-trace\n", 1, "the header must be"),
      ("xgesture-trace 2\n", 1, "trace version 2 is not supported"),
      ("xgesture-trace 1\nxgesture-trace 1\n", 2, "the header appears twice"),
      ("xgesture-trace 1\n0 begin 1 2 3\n", 2, "an event before any 'device' line"),
      ("xgesture-trace 1\ndevice 6 d size 1x1mm screen 1x1\n", 2, "in double quotes"),
      ("xgesture-trace 1\ndevice x \"d\" size 1x1mm screen 1x1\n", 2, "the device id must be a whole number"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1 screen 1x1\n", 2, "the size must be"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 0x1mm screen 1x1\n", 2, "the size must be"),
      ("xgesture-trace 1\ndevice 6 \"d\" length 1x1mm screen 1x1\n", 2, "expected 'size'"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm display 1x1\n", 2, "expected 'screen'"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1by1\n", 2, "the screen must be"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1 on 0,0 1x1\n", 2, "expected 'at X,Y WxH'"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1 at 0;0 1x1\n", 2, "the mapped origin"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1 at 0,0 1\n", 2, "the mapped size"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm\n", 2, "expected 'device ID"),
      ("xgesture-trace 1\ndevice 6 \"d size 1x1mm screen 1x1\n", 2, "a quoted name is not closed"),
      ("xgesture-trace 1\ndevice 6 \"d\"x size 1x1mm screen 1x1\n", 2, "after the closing quote"),
      (
        "xgesture-trace 1\ndevice 6 \"a\" size 1x1mm screen 1x1\ndevice 6 \"b\" size 1x1mm screen 1x1\n", 3,
        "declared twice"
      ),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1\nsoon begin 1 2 3\n", 3, "expected a time in ms"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1\n0\n", 3, "expected an event after the time"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1\n0 press 1 2 3\n", 3, "unknown event 'press'"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1\n0 begin 1 2\n", 3, "found 4 fields"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1\n0 begin 1 2 3 6 7\n", 3, "too many fields"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1\n0 begin one 2 3\n", 3, "the touch id must be"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1\n0 begin 1 2mm 3\n", 3, "the position must be"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1\n0 begin 1 2 3 seven\n", 3, "the device must be"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1\n0 begin 1 2 3 7\n", 3, "device 7 was never declared"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1\n0 removed\n", 3, "expected 'TIME removed DEVICE'"),
      ("xgesture-trace 1\ndevice 6 \"d\" size 1x1mm screen 1x1\n0 removed 8\n", 3, "device 8 was never declared"),
    ])
  func malformed(text: String, line: Int, message: String) {
    #expect {
      _ = try Trace(parsing: text)
    } throws: { error in
      guard let error = error as? TraceError else { return false }
      return error.line == line && error.message.contains(message)
    }
  }

  @Test("Decimal formatting rounds and drops trailing zeros")
  func decimals() {
    #expect(decimal(5.25, places: 1) == "5.3")
    #expect(decimal(960.0, places: 0) == "960")
    #expect(decimal(-0.0004, places: 3) == "0")
    #expect(decimal(-1.05, places: 3) == "-1.05")
    #expect(decimal(0.007, places: 3) == "0.007")
  }
}
