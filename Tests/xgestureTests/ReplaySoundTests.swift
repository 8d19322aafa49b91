import Testing
import XGestureTestSupport

@Suite("xgesture --replay plays its sounds on a private PulseAudio")
struct ReplaySoundTests {
  @Test("A replayed tap bound to a sound is heard at the sink, to its end, before xgesture exits")
  func replayedTapIsHeard() throws {
    let bed = try SoundBed()
    // 100 ms of silence, then 200 ms of tone, then 100 ms of silence.
    let tone = ToneFile()
    _ = try tone.write(to: bed.directory.file("beep.wav"))
    let config = try bed.directory.write(
      """
      sounds:
        beep: beep.wav
      gestures:
        tap:
          type: tap
          on:
            recognized: { sound: beep }

      """, to: "config.yaml")
    // One finger down and up 60 ms later, without moving: a tap.
    let trace = try bed.directory.write(
      """
      xgesture-trace 1
      device 1 "replay" size 192x108mm screen 1920x1080
      0 begin 1 96 54
      60 end 1 96 54

      """, to: "tap.trace")
    let recording = try bed.startRecording()
    let started = MonotonicTime.now()
    let replay = try XGestureProcess.run(
      ["--replay", trace, "--config", config], environment: bed.clientEnvironment())
    let exited = MonotonicTime.now()
    #expect(replay.status == .exited(0), "\(replay.output)")

    // Whatever xgesture asked the server to play is mixed by the time the
    // tone would have ended, had the request been made just before it exited.
    try recording.waitUntilRecorded(
      through: exited.adding(
        milliseconds: tone.leadingSilenceMilliseconds + tone.toneMilliseconds + 100))
    let onsets = recording.onsets().filter { $0.time >= started }
    #expect(
      onsets.count == 1,
      "\(onsets.count) onsets in \(recording.durationMilliseconds) ms recorded; xgesture said:\n\(replay.output)"
    )
    // A server may stop a client's sample when the client goes (PipeWire's
    // does): xgesture stays until the server has played the sound to its end.
    let samples = recording.samples
    let loud = Int16(0.05 * Double(Int16.max))
    let last = try #require(samples.lastIndex { abs(Int($0)) > Int(loud) })
    let end = recording.time(ofFrame: last)
    #expect(end <= exited, "the tone ended \(end.milliseconds(since: exited)) ms after xgesture exited")
    let onset = try #require(onsets.first)
    #expect(
      abs(end.milliseconds(since: onset.time) - tone.toneMilliseconds) < 2,
      "the tone lasted \(end.milliseconds(since: onset.time)) ms in the recording")
  }
}
