import Testing
import XGestureTestSupport

/// `volume:` against a real PulseAudio (docs/REFERENCE.md §9): the sink's
/// volume and mute read back with pactl after a replayed gesture.
@Suite("xgesture --replay changes the volume on a private PulseAudio")
struct ReplayVolumeTests {
  /// The percentages `pactl get-sink-volume` prints, one per channel.
  static func percentages(_ output: String) -> [Int] {
    output.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).compactMap { word in
      word.hasSuffix("%") ? Int(word.dropLast()) : nil
    }
  }

  @Test("A pinch stepped by 10% turns the sink up 5% a step out and down 5% a step back")
  func pinchSteps() throws {
    let bed = try SoundBed()
    try bed.pactl(["set-sink-volume", bed.sinkName, "50%"])
    try bed.pactl(["set-sink-mute", bed.sinkName, "0"])
    let config = try bed.directory.write(
      """
      gestures:
        volume:
          type: pinch
          on:
            changed: { repeat: { every: 10%, do: { volume: up }, reverse: { volume: down } } }

      """, to: "config.yaml")
    // Two fingers 20 mm apart; after the landing window they spread to 24 mm
    // (the pinch begins: ≥ 3 mm), then to 24 × 1.1^3.5 mm (3.5 steps of ×1.1
    // since began: 3 steps up), then back to 24 × 1.1^1.5 mm (1.5 steps:
    // 2 steps down), and lift.
    let out = 24 * 1.1 * 1.1 * 1.1 * 1.1.squareRoot() / 2
    let back = 24 * 1.1 * 1.1.squareRoot() / 2
    let trace = try bed.directory.write(
      """
      xgesture-trace 1
      device 1 "replay" size 192x108mm screen 1920x1080
      0 begin 1 86 54
      0 begin 2 106 54
      100 update 1 84 54
      100 update 2 108 54
      110 update 1 \(96 - out) 54
      110 update 2 \(96 + out) 54
      120 update 1 \(96 - back) 54
      120 update 2 \(96 + back) 54
      130 end 1 \(96 - back) 54
      130 end 2 \(96 + back) 54

      """, to: "pinch.trace")
    let replay = try XGestureProcess.run(
      ["--replay", trace, "--config", config], environment: bed.clientEnvironment())
    #expect(replay.status == .exited(0), "\(replay.output)")
    // 50% + 3 × 5% − 2 × 5%, on every channel; not muted.
    let volume = try bed.pactl(["get-sink-volume", bed.sinkName])
    let channels = Self.percentages(volume)
    #expect(!channels.isEmpty && channels.allSatisfy { $0 == 55 }, "\(volume)\nxgesture said:\n\(replay.output)")
    #expect(try bed.pactl(["get-sink-mute", bed.sinkName]).contains("no"))
  }

  @Test("A tap bound to volume: mute mutes the sink, and a second one unmutes it, its volume kept")
  func tapMutes() throws {
    let bed = try SoundBed()
    try bed.pactl(["set-sink-volume", bed.sinkName, "40%"])
    try bed.pactl(["set-sink-mute", bed.sinkName, "0"])
    let config = try bed.directory.write(
      """
      gestures:
        tap:
          type: tap
          on:
            recognized: { volume: mute }

      """, to: "config.yaml")
    let trace = try bed.directory.write(
      """
      xgesture-trace 1
      device 1 "replay" size 192x108mm screen 1920x1080
      0 begin 1 96 54
      60 end 1 96 54

      """, to: "tap.trace")
    for expected in ["yes", "no"] {
      let replay = try XGestureProcess.run(
        ["--replay", trace, "--config", config], environment: bed.clientEnvironment())
      #expect(replay.status == .exited(0), "\(replay.output)")
      let mute = try bed.pactl(["get-sink-mute", bed.sinkName])
      #expect(mute.contains("Mute: \(expected)"), "\(mute)\nxgesture said:\n\(replay.output)")
      #expect(Self.percentages(try bed.pactl(["get-sink-volume", bed.sinkName])).allSatisfy { $0 == 40 })
    }
  }
}
