import Testing
import XGestureActionKinds
import XGestureBridge
import XGestureBus
import XGestureEngine

/// The answers of `ListDevices` and `ListGestures`, and the properties
/// (docs/REFERENCE.md §15).
@Suite struct ListingTests {
  @Test("ListDevices: a touchscreen's classes, axes and size as --list-devices shows them; a keyboard without")
  func devices() {
    // 10 units/mm over 0 … 2939 and 0 … 1649: 294 × 165 mm.
    let panel = XInputDevice(
      id: 9, name: "panel", use: .slavePointer, attachment: 2, enabled: true, touchMode: .direct, maxTouches: 10,
      x: .init(number: 0, label: nil, minimum: 0, maximum: 2939, resolution: 10_000),
      y: .init(number: 1, label: nil, minimum: 0, maximum: 1649, resolution: 10_000))
    let keyboard = XInputDevice(
      id: 3, name: "Virtual core XTEST keyboard", use: .slaveKeyboard, attachment: 2, enabled: true,
      touchMode: nil, maxTouches: 0, x: nil, y: nil)
    let screen = ScreenSize(width: 1920, height: 1080, widthMM: 508, heightMM: 286)
    let list = DeviceDictionary.dictionaries(devices: [panel, keyboard], screen: screen)
    #expect(list.count == 2)
    #expect(list[0]["id"] == .int32(9))
    #expect(list[0]["name"] == .string("panel"))
    #expect(list[0]["use"] == .string("slave pointer"))
    #expect(list[0]["enabled"] == .bool(true))
    #expect(list[0]["touch"] == .string("direct"))
    #expect(list[0]["touches"] == .int32(10))
    #expect(list[0]["x-maximum"] == .double(2939))
    #expect(list[0]["y-resolution"] == .int32(10_000))
    #expect(list[0]["size"] == .string("294 × 165 mm"))
    #expect(list[1].map(\.key) == ["id", "name", "use", "enabled"])
  }

  @Test("ListGestures: name, type, fingers, devices, rules and the actions per state, in config order")
  func gestures() throws {
    let tap = GestureDefinition(
      name: "two-tap", recognizer: try RecognizerRegistry.standard.spec(type: "tap", parameters: ["fingers": "2"]),
      requireFailureOf: ["double"], devices: [.every(.touchscreen), .name("panel")],
      apps: AppFilter(except: ["XTerm"]))
    let pan = GestureDefinition(
      name: "slide", recognizer: try RecognizerRegistry.standard.spec(type: "pan", parameters: [:]))
    let list = GestureListing.dictionaries(
      rules: [tap, pan],
      actions: [
        [.recognized: [Action(.command("notify-send hi"))]],
        [.began: [], .ended: [Action(.sound(name: "whoosh", path: "w.wav"))]],
      ])
    #expect(list.count == 2)
    #expect(list[0]["name"] == .string("two-tap"))
    #expect(list[0]["type"] == .string("tap"))
    #expect(list[0]["fingers"] == .int32s([2, 2]))
    #expect(list[0]["devices"] == .strings(["touchscreens", "panel"]))
    #expect(
      list[0]["rules"]
        == .dictionary([BusPair("require-failure-of", .strings(["double"])), BusPair("not-apps", .strings(["XTerm"]))]))
    #expect(list[0]["actions"] == .dictionary([BusPair("recognized", .strings(["command: notify-send hi"]))]))
    #expect(list[1]["devices"] == .strings([]))
    #expect(list[1]["rules"] == .dictionary([]))
    #expect(list[1]["actions"] == .dictionary([BusPair("ended", .strings(["sound: whoosh"]))]))
  }

  @Test("PropertiesChanged names only the properties whose value changed")
  func propertiesChanged() {
    let before = BusProperties(version: "0.1.0", mode: "claim", configPath: "a.yaml", paused: false, locked: false)
    var after = before
    after.paused = true
    after.locked = true
    #expect(after.changes(from: before) == ["Paused", "Locked"])
    #expect(before.changes(from: before).isEmpty)
    #expect(after.value(of: "Paused") == .bool(true))
    #expect(after.value(of: "Mode") == .string("claim"))
    #expect(after.value(of: "Nothing") == nil)
  }
}
