import Testing
import XGestureEngine

@testable import XGestureConfig

@Suite("Settings")
struct SettingsTests {
  @Test("settings.devices accepts every device when 'all', else those named or numbered")
  func acceptsDevice() {
    #expect(Settings().acceptsDevice(id: 7, name: "Any Touchscreen"))
    let some = Settings(devices: [.name("ELAN Touchscreen"), .id(11)])
    #expect(some.acceptsDevice(id: 3, name: "ELAN Touchscreen"))
    #expect(some.acceptsDevice(id: 11, name: "Wacom"))
    #expect(!some.acceptsDevice(id: 12, name: "Wacom"))
    #expect(!some.acceptsDevice(id: 12, name: "elan touchscreen"))  // names match exactly
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
