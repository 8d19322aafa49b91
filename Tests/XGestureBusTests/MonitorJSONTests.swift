import Testing
import XGestureBus

/// `xgesture --monitor --json` (docs/REFERENCE.md §15, "Watching it"): one
/// JSON object per signal, its fields with `data` flattened.
@Suite("The monitor's JSON lines")
struct MonitorJSONTests {
  @Test("A transition is its four fields and its data, each value typed as the bus carried it")
  func transition() {
    let event = MonitorEvent.transition(
      .init(
        gesture: "tap", type: "tap", from: "possible", to: "recognized",
        data: [
          BusPair<BusValue>("fingers", .int32(2)), BusPair<BusValue>("x", .double(960)),
          BusPair<BusValue>("y", .double(540.25)),
          BusPair<BusValue>("vx", .double(-0.0000001)), BusPair<BusValue>("time", .uint64(4_000_000_000)),
          BusPair<BusValue>("source", .string("touchscreen")),
        ]))
    #expect(
      MonitorJSON.line(for: event)
        == #"{"signal":"Transition","gesture":"tap","type":"tap","from":"possible","to":"recognized","#
        + #""fingers":2,"x":960,"y":540.25,"vx":-1e-07,"time":4000000000,"source":"touchscreen"}"#)
  }

  @Test("A data key that repeats a field, or an earlier key, is left out: every key is once in the object")
  func uniqueKeys() {
    let event = MonitorEvent.transition(
      .init(
        gesture: "tap", type: "tap", from: "possible", to: "failed",
        data: [
          BusPair<BusValue>("gesture", .string("other")), BusPair<BusValue>("reason", .string("a")),
          BusPair<BusValue>("reason", .string("b")),
        ]))
    #expect(
      MonitorJSON.line(for: event)
        == #"{"signal":"Transition","gesture":"tap","type":"tap","from":"possible","to":"failed","reason":"a"}"#)
  }

  @Test("An action is its four fields")
  func action() {
    let event = MonitorEvent.action(
      .init(gesture: "pan", state: "ended", action: "workspace: next", outcome: "backed out"))
    #expect(
      MonitorJSON.line(for: event)
        == #"{"signal":"Action","gesture":"pan","state":"ended","action":"workspace: next","outcome":"backed out"}"#
    )
  }

  @Test("A sequence's end is its gestures that won as an array, those that failed as an object, and the time")
  func sequenceEnded() {
    let event = MonitorEvent.sequenceEnded(
      .init(
        recognized: ["double-tap"],
        failed: [.init(gesture: "tap", reason: "lifted after 812 ms > max-duration 750 ms")], time: 1234))
    #expect(
      MonitorJSON.line(for: event)
        == #"{"signal":"SequenceEnded","recognized":["double-tap"],"#
        + #""failed":{"tap":"lifted after 812 ms > max-duration 750 ms"},"time":1234}"#)
    #expect(
      MonitorJSON.line(for: .sequenceEnded(.init(recognized: [], failed: [], time: 0)))
        == #"{"signal":"SequenceEnded","recognized":[],"failed":{},"time":0}"#)
  }

  @Test("Strings are escaped as JSON asks: quotes, backslashes, control characters and the line separators")
  func escapes() {
    let text = "say \"hi\" \\ now\n\ttab\r\u{08}\u{0C}\u{01}\u{1F} é ✓ \u{2028}\u{2029}"
    #expect(
      JSONValue.string(text).text
        == #""say \"hi\" \\ now\n\ttab\r\b\f\u0001\u001f é ✓ \u2028\u2029""#)
    let action = MonitorEvent.action(.init(gesture: "a\"b", state: "ran", action: "command: echo '\\'", outcome: "ran"))
    #expect(MonitorJSON.line(for: action).contains(#""gesture":"a\"b""#))
    #expect(MonitorJSON.line(for: action).contains(#""action":"command: echo '\\'""#))
  }

  @Test("Numbers JSON cannot hold are null; booleans are true and false")
  func specialValues() {
    #expect(JSONValue.number(.nan).text == "null")
    #expect(JSONValue.number(-.infinity).text == "null")
    #expect(JSONValue.number(1.5e300).text == "1.5e+300")
    #expect(JSONValue.number(-3).text == "-3")
    #expect(JSONValue.array([.boolean(true), .boolean(false), .null]).text == "[true,false,null]")
  }
}
