import Testing
import XGestureActionKinds

/// What `volume:` does to a sink's level and mute (docs/REFERENCE.md §9): decided without a server.
@Suite("Volume changes")
struct VolumeActionTests {
  @Test("up and down move the level by the step, within silence and full volume; mute toggles and keeps the level")
  func applied() {
    let up = VolumeAction(.up)
    #expect(up.applied(toLevel: 0.5, muted: false) == (0.55, false))
    #expect(up.applied(toLevel: 0.98, muted: true) == (1.0, true))
    // A level above full volume, set by another program, is not lowered by `up`.
    #expect(up.applied(toLevel: 1.2, muted: false) == (1.2, false))
    let down = VolumeAction(.down, step: 0.1)
    #expect(abs(down.applied(toLevel: 0.5, muted: false).level - 0.4) < 1e-12)
    #expect(down.applied(toLevel: 0.03, muted: false) == (0, false))
    let mute = VolumeAction(.mute)
    #expect(mute.applied(toLevel: 0.7, muted: false) == (0.7, true))
    #expect(mute.applied(toLevel: 0.7, muted: true) == (0.7, false))
  }

  @Test("Its label is the change; its description names a step other than 5%")
  func words() {
    #expect(ActionLabel.text(Action(.volume(.up))) == "volume up")
    #expect(ActionLabel.text(Action(.volume(.down, step: 0.1))) == "volume down")
    #expect(Action(.volume(.up)).description == "volume: up")
    #expect(Action(.volume(.down, step: 0.1)).description == "volume: down by 10%")
    #expect(Action(.volume(.down, step: 0.025)).description == "volume: down by 2.5%")
    #expect(Action(.volume(.mute), every: 500).description == "volume: mute (every 500ms)")
  }
}
