import Testing
import XGestureEngine
import XGestureTestSupport

@Suite("Touch bed: playing traces")
struct TracePlaybackTests {
  @Test("A trace plays on the bed with its positions and its timing")
  func traceKeepsPositionsAndTiming() throws {
    let trace = try Trace(
      parsing: """
        xgesture-trace 1
        device 6 "xgesture virtual touchscreen" size 294x165mm screen 1920x1080
        0    begin  1  147.0  82.5
        0    begin  2  29.4   16.5
        100  update 1  150.0  82.5
        300  end    1  150.0  82.5
        300  end    2  29.4   16.5
        """)
    let bed = try TouchBed()
    defer { bed.stop() }
    let observer = try XInputObserver(display: bed.display)
    defer { observer.stop() }
    try bed.waitUntilObserved(by: observer)

    let origin = try bed.play(trace)

    let events = try #require(observer.wait { $0.filter { $0.type == "RawTouchEnd" }.count == 2 })
    let begins = events.filter { $0.type == "TouchBegin" && $0.device == $0.source }
    #expect(Set(begins.compactMap { $0.rootX }) == [960, 192])
    let raw = events.filter { $0.type.hasPrefix("Raw") }
    let firstBegin = try #require(raw.first { $0.type == "RawTouchBegin" })
    let lastEnd = try #require(raw.last { $0.type == "RawTouchEnd" })
    // Each event goes out at its time after the origin, never earlier (how much
    // later depends on the machine's load: docs/BENCHMARKS.md has the figure).
    let update = try #require(events.first { $0.type == "TouchUpdate" && $0.device == $0.source })
    #expect(firstBegin.received.milliseconds(since: origin) >= 0)
    #expect(
      update.received.milliseconds(since: origin) >= 100,
      "the update came before the trace's 100 ms")
    #expect(
      lastEnd.received.milliseconds(since: origin) >= 300, "the end came before the trace's 300 ms")
    #expect(update.rootX.map { abs($0 - 150.0 / 294 * 1920) < 1 } == true)
  }

  @Test("A device declared mid-trace is hot-added and a removed one is unplugged")
  func traceHotplugs() throws {
    let trace = try Trace(
      parsing: """
        xgesture-trace 1
        device 6 "xgesture virtual touchscreen" size 294x165mm screen 1920x1080
        0    begin  1  10  10
        20   end    1  10  10
        device 7 "xgesture played touchscreen" size 200x100mm screen 1920x1080
        50   begin  1  100 50  7
        80   end    1  100 50  7
        100  removed 7
        """)
    let bed = try TouchBed()
    defer { bed.stop() }
    try bed.play(trace)
    #expect(bed.devices.map(\.name) == ["xgesture virtual touchscreen"])
    let names = try XInputTool.deviceNames(display: bed.display)
    #expect(!names.contains("xgesture played touchscreen"))
  }

  @Test("A trace with more devices than the bed is refused with a sentence")
  func traceNeedsTheBedsDevices() throws {
    let trace = try Trace(
      parsing: """
        xgesture-trace 1
        device 6 "a" size 294x165mm screen 1920x1080
        device 7 "b" size 294x165mm screen 1920x1080
        0    begin  1  10  10
        """)
    let bed = try TouchBed()
    defer { bed.stop() }
    #expect(
      throws: BedError.misuse("the trace declares 2 devices before its first event, the bed has 1")
    ) {
      try bed.play(trace)
    }
  }
}
