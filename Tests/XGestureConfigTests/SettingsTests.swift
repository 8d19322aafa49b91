import Testing
import XGestureEngine

@testable import XGestureConfig

@Suite("Settings")
struct SettingsTests {
  @Test("settings.devices accepts every device when 'all', else those named or numbered")
  func acceptsDevice() {
    #expect(Settings().acceptsDevice(id: 7, name: "Any Touchscreen", source: .touchscreen))
    let some = Settings(devices: [.name("ELAN Touchscreen"), .id(11)])
    #expect(some.acceptsDevice(id: 3, name: "ELAN Touchscreen", source: .touchscreen))
    #expect(some.acceptsDevice(id: 11, name: "Wacom", source: .touchscreen))
    #expect(!some.acceptsDevice(id: 12, name: "Wacom", source: .touchscreen))
    #expect(!some.acceptsDevice(id: 12, name: "elan touchscreen", source: .touchscreen))  // names match exactly
  }

  @Test("settings.devices [touchpads] and [touchscreens] pick devices by class")
  func acceptsDeviceClasses() throws {
    let loader = ConfigLoader(environment: [:], builtInFolder: nil)
    let pads = try loader.load(
      text: "settings: { devices: [touchpads] }\ngestures: { s: { type: swipe } }\n", file: "c",
      folder: "/")
    #expect(pads.settings.acceptsDevice(id: 9, name: "Synaptics", source: .touchpad))
    #expect(!pads.settings.acceptsDevice(id: 11, name: "ELAN", source: .touchscreen))
    let screens = try loader.load(
      text: "settings: { devices: [touchscreens, 9] }\ngestures: { s: { type: swipe } }\n",
      file: "c", folder: "/")
    #expect(!screens.settings.acceptsDevice(id: 8, name: "Synaptics", source: .touchpad))
    #expect(screens.settings.acceptsDevice(id: 9, name: "Synaptics", source: .touchpad))
    #expect(screens.settings.acceptsDevice(id: 11, name: "ELAN", source: .touchscreen))
  }

  @Test("--check warns about a gesture limited to touchpads that a touchpad cannot make, and not about a swipe")
  func touchpadOnlyWarning() throws {
    let loader = ConfigLoader(environment: [:], builtInFolder: nil)
    let config = try loader.load(
      text: """
        gestures:
          t: { type: tap, devices: [touchpads] }
          s: { type: swipe, fingers: 3, devices: [touchpads] }
          both: { type: long-press, devices: [touchpads, touchscreens] }
          e: { type: edge-swipe, devices: [touchpads] }
          r: { type: rotate, devices: [touchpads] }
        """, file: "c", folder: "/")
    #expect(
      config.warnings == [
        "line 2: gesture 't' is limited to touchpads, but a touchpad cannot make a tap (it sends only swipes and pinches): it never fires",
        "line 5: gesture 'e' is limited to touchpads, but a touchpad cannot make an edge-swipe (it sends only swipes and pinches): it never fires",
      ])
  }

  @Test("settings.mode is the InputMode the bridge and the command line use")
  func mode() throws {
    let loader = ConfigLoader(environment: [:], builtInFolder: nil)
    let config = try loader.load(
      text: "settings: { mode: claim }\ngestures: { tap: { type: tap } }\n", file: "c", folder: "/")
    let mode: InputMode = config.settings.mode
    #expect(mode == .claim)
    #expect(Settings().mode == .observe)
  }

  @Test("settings.when-locked pauses by default and may say run, for a kiosk")
  func whenLocked() throws {
    let loader = ConfigLoader(environment: [:], builtInFolder: nil)
    let gestures = "gestures: { tap: { type: tap } }\n"
    let plain = try loader.load(text: gestures, file: "c", folder: "/")
    #expect(plain.settings.whenLocked == .pause)
    let kiosk = try loader.load(
      text: "settings: { when-locked: run }\n" + gestures, file: "c", folder: "/")
    let choice: WhenLocked = kiosk.settings.whenLocked
    #expect(choice == .run)
    let explicit = try loader.load(
      text: "settings: { when-locked: pause }\n" + gestures, file: "c", folder: "/")
    #expect(explicit.settings.whenLocked == .pause)
  }

  @Test("settings.touchegg-clients is off by default and may be turned on")
  func toucheggClients() throws {
    let loader = ConfigLoader(environment: [:], builtInFolder: nil)
    let gestures = "gestures: { tap: { type: tap } }\n"
    #expect(try !loader.load(text: gestures, file: "c", folder: "/").settings.toucheggClients)
    let on = try loader.load(
      text: "settings: { touchegg-clients: on }\n" + gestures, file: "c", folder: "/")
    #expect(on.settings.toucheggClients)
    let off = try loader.load(
      text: "settings: { touchegg-clients: off }\n" + gestures, file: "c", folder: "/")
    #expect(!off.settings.toucheggClients)
  }

  @Test("A type's kind and the states its actions may name come from the registry")
  func kinds() {
    let registry = RecognizerRegistry.standard
    #expect(registry.kind(of: "tap") == .discrete)
    #expect(registry.kind(of: "pan") == .continuous)
    #expect(registry.kind(of: "zoom") == nil)
    #expect(GestureKind.discrete.states == [.recognized, .failed])
    #expect(GestureKind.continuous.states == [.began, .changed, .ended, .cancelled, .failed])
    #expect(registry.parameterNames(of: "long-press")?.contains("duration") == true)
    #expect(registry.parameterNames(of: "zoom") == nil)
  }
}
