import Foundation
import Testing
import XGestureTestSupport

@Suite("Sound bed: a private PulseAudio whose null sink is recorded")
struct SoundBedTests {
  /// A 1 kHz tone, 100 ms of silence, 200 ms of tone, 100 ms of silence.
  static let tone = ToneFile()

  @Test(
    "A tone played with paplay has one onset in the monitor recording, after paplay started and before it exited"
  )
  func paplayedToneHasAnOnset() throws {
    let bed = try SoundBed()
    let file = try Self.tone.write(to: bed.directory.file("tone.wav"))
    let recording = try bed.startRecording()
    let started = MonotonicTime.now()
    let player = try bed.play(file)
    let status = player.waitForExit(timeout: 10)
    let exited = MonotonicTime.now()
    #expect(
      status == .exited(0),
      "paplay \(status.map { "\($0)" } ?? "did not finish"); bed log:\n\(ChildProcess.lastLines(ofFile: bed.logPath))"
    )

    let onset = try recording.waitForOnset()
    // The file's tone begins 100 ms in, and the recording's timeline may be
    // early by one block (5 ms); paplay drains its stream before it exits.
    // Both bounds hold however slowly the machine runs.
    let delay = onset.time.milliseconds(since: started)
    #expect(delay >= 100 - 6, "onset \(delay) ms after paplay was started")
    #expect(onset.time <= exited, "onset \(onset.time.milliseconds(since: exited)) ms after paplay exited")

    // The tone is recorded whole: it ends 200 ms after its onset.
    try recording.waitUntilRecorded(through: onset.time.adding(milliseconds: 300))
    let samples = recording.stop()
    let limit = Int16(0.05 * Double(Int16.max))
    let lastLoud = try #require(samples.lastIndex { abs(Int($0)) > Int(limit) })
    let toneMilliseconds = Double(lastLoud - onset.frame) * 1000 / 48000
    #expect(
      abs(toneMilliseconds - 200) < 2, "the tone lasted \(toneMilliseconds) ms in the recording")
    #expect(recording.onsets().count == 1)
  }

  @Test("Playing silence produces no onset")
  func silenceHasNoOnset() throws {
    let bed = try SoundBed()
    var silence = Self.tone
    silence.amplitude = 0
    let file = try silence.write(to: bed.directory.file("silence.wav"))
    let recording = try bed.startRecording()
    let player = try bed.play(file)
    #expect(player.waitForExit(timeout: 10) == .exited(0))
    try recording.waitUntilRecorded(through: MonotonicTime.now().adding(milliseconds: 100))
    #expect(recording.onsets(threshold: 0.001).isEmpty)
    #expect(recording.samples.allSatisfy { $0 == 0 })
    #expect(recording.durationMilliseconds > 400)
  }

  @Test("Two beds run side by side and neither hears what plays on the other")
  func bedsAreIsolated() throws {
    let loud = try SoundBed()
    let quiet = try SoundBed()
    #expect(loud.socketPath != quiet.socketPath)
    #expect(loud.environment["PULSE_SERVER"] != quiet.environment["PULSE_SERVER"])
    let file = try Self.tone.write(to: loud.directory.file("tone.wav"))
    let loudRecording = try loud.startRecording()
    let quietRecording = try quiet.startRecording()

    let player = try loud.play(file)
    #expect(player.waitForExit(timeout: 10) == .exited(0))
    let onset = try loudRecording.waitForOnset()
    try quietRecording.waitUntilRecorded(through: onset.time.adding(milliseconds: 300))
    #expect(quietRecording.onsets(threshold: 0.001).isEmpty)
    // Each server knows only its own clients.
    let quietClients = try quiet.pactl(["list", "short", "clients"])
    #expect(!quietClients.contains("paplay"))
  }

  @Test("Restarting the bed ends its connections and brings the server back on the same socket")
  func restartBringsTheServerBack() throws {
    let bed = try SoundBed()
    let before = try bed.startRecording()
    let firstServer = bed.serverPID
    try bed.restart()
    #expect(bed.isRunning)
    #expect(bed.serverPID != firstServer)
    // The old server is gone: its recording client lost the connection.
    let ended = waitUntil(timeout: 5) { !before.isRecording }
    #expect(ended, "the recording made before the restart still runs")
    let info = try bed.pactl(["info"])
    #expect(info.contains("Server String: unix:\(bed.socketPath)"))
    #expect(info.contains("Default Sink: \(bed.sinkName)"))

    // The new server plays and records like the first.
    let file = try Self.tone.write(to: bed.directory.file("tone.wav"))
    let after = try bed.startRecording()
    #expect(try bed.play(file).waitForExit(timeout: 10) == .exited(0))
    _ = try after.waitForOnset()
  }

  @Test("A crashed server leaves its socket behind, and start brings a new one up on it")
  func crashedServerCanBeStartedAgain() throws {
    let bed = try SoundBed()
    let first = try #require(bed.serverPID)
    bed.crash()
    #expect(!bed.isRunning)
    #expect(kill(first, 0) == -1 && errno == ESRCH)
    #expect(FileManager.default.fileExists(atPath: bed.socketPath))
    #expect(throws: BedError.self) { try bed.pactl(["info"]) }
    try bed.start()
    #expect(bed.serverPID != first)
    #expect(try bed.pactl(["info"]).contains("Default Sink: \(bed.sinkName)"))
  }

  @Test("Stopping the bed stops its server, and its socket no longer answers")
  func stopStopsTheServer() throws {
    let bed = try SoundBed()
    bed.stop()
    #expect(!bed.isRunning)
    #expect(throws: BedError.self) { try bed.pactl(["info"]) }
  }

  @Test("A server that cannot start fails with the end of its log")
  func brokenServerFailsWithItsLog() {
    // A space ends the module argument, so the null sink refuses "bed".
    do {
      _ = try SoundBed(sinkName: "broken bed")
      Issue.record("a bed with an invalid sink name started")
    } catch {
      #expect(error.description.contains("did not start"), "\(error)")
      #expect(error.description.contains("module-null-sink"), "\(error)")
    }
  }

  @Test("A missing program is reported with the Debian package to install")
  func missingProgramNamesItsPackage() {
    #expect(throws: BedError.programMissing("no-such-parec", package: "pulseaudio-utils")) {
      try ProgramLookup.find("no-such-parec", package: "pulseaudio-utils")
    }
    let sentence = BedError.programMissing("parec", package: "pulseaudio-utils").description
    #expect(
      sentence
        == "'parec' is not installed — install the Debian package 'pulseaudio-utils' (make test does)"
    )
  }

  @Test(
    "The onset of a cached sample is found on the monotonic clock, never before it was asked for",
    arguments: [5, 20])
  func measuresOnsetTiming(latency: Int) throws {
    let bed = try SoundBed()
    let file = try Self.tone.write(to: bed.directory.file("tone.wav"))
    try bed.pactl(["upload-sample", file, "tone"])
    let recording = try bed.startRecording(latencyMilliseconds: latency)
    var delays: [Double] = []
    for _ in 0..<8 {
      let triggered = MonotonicTime.now()
      try bed.pactl(["play-sample", "tone", bed.sinkName])
      let onset = try recording.waitForOnset(after: triggered.adding(milliseconds: 50))
      delays.append(onset.time.milliseconds(since: triggered) - 100)
      // Wait for the tone and its trailing silence to pass before the next.
      try recording.waitUntilRecorded(through: onset.time.adding(milliseconds: 300))
    }
    // The server cannot mix the sample before pactl asked for it, and the
    // recording's timeline is at most about one block early. How soon it
    // plays is a figure of xgesture-sound-bench (its `pactl play-sample` row).
    #expect(delays.count == 8)
    #expect(delays.allSatisfy { $0 >= -Double(latency) - 2 }, "\(delays)")
  }
}

/// Polls `condition` every few ms until it holds or `timeout` seconds pass.
private func waitUntil(timeout: Double, _ condition: () -> Bool) -> Bool {
  let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
  while !condition() {
    if MonotonicTime.now() >= deadline { return false }
    usleep(5_000)
  }
  return true
}

@Suite("Sound bed tones and onset detection, without a server")
struct SoundBedSignalTests {
  @Test(
    "An onset is the first loud sample after the quiet stretch, and frames before the scan are not quiet"
  )
  func onsetNeedsQuietBeforeIt() {
    var samples = [Int16](repeating: 0, count: 300)
    samples[100] = 20000  // after 100 quiet frames: an onset
    samples[120] = -20000  // only 19 quiet frames since the last loud one: none
    samples[250] = 20000  // after 129 quiet frames: an onset
    #expect(Onset.frames(in: samples, threshold: 0.1, quietFrames: 100) == [100, 250])
    #expect(Onset.frames(in: samples, threshold: 0.1, quietFrames: 10) == [100, 120, 250])
    // Scanning from frame 50 leaves only 50 known quiet frames before 100.
    #expect(Onset.frames(in: samples, from: 50, threshold: 0.1, quietFrames: 100) == [250])
    // A sound already playing at the first frame has no onset there.
    #expect(Onset.frames(in: [20000, 20000, 0], threshold: 0.1, quietFrames: 1).isEmpty)
    #expect(Onset.frames(in: [20000, 20000, 0], threshold: 0.1, quietFrames: 0) == [0, 1])
  }

  @Test("A tone file is 16-bit PCM WAV whose tone begins right after its leading silence")
  func toneFileIsPCMWithASharpOnset() throws {
    let tone = ToneFile(
      leadingSilenceMilliseconds: 10, toneMilliseconds: 20, trailingSilenceMilliseconds: 5,
      channels: 2)
    let data = [UInt8](tone.wavData())
    let frames = 480 + 960 + 240
    #expect(data.count == 44 + frames * 2 * 2)
    #expect(Array(data[0..<4]) == Array("RIFF".utf8))
    #expect(Array(data[8..<16]) == Array("WAVEfmt ".utf8))
    #expect(data[20] == 1 && data[22] == 2)  // PCM, 2 channels
    #expect(Int(data[24]) | Int(data[25]) << 8 | Int(data[26]) << 16 == 48000)
    #expect(data[34] == 16)  // bits per sample
    let samples = tone.monoSamples()
    #expect(samples.count == frames)
    #expect(tone.onsetFrame == 480)
    let onsets = Onset.frames(in: samples, threshold: 0.1, quietFrames: 100)
    #expect(onsets.count == 1)
    // Not before the tone, and within the two samples a 1 kHz sine at half
    // scale needs to pass 10 % of full scale (sin(2π·2/48) · 0.5 ≈ 0.13).
    let first = try #require(onsets.first)
    #expect((0...2).contains(first - tone.onsetFrame), "onset at frame \(first), tone at \(tone.onsetFrame)")
    #expect(samples[(480 + 960)...].allSatisfy { $0 == 0 })
  }
}
