import Dispatch
import Foundation
import Synchronization
import XGestureSystem

#if canImport(Glibc)
  import Glibc
#endif

/// A recording of a sound bed's null-sink monitor: `parec` writes 16-bit
/// mono samples at 48 kHz into a pipe that a thread of this object reads as
/// they arrive. Made by `SoundBed.startRecording()`, which returns once the
/// first samples are here, so anything a test plays afterwards is recorded.
///
/// ## Timeline
///
/// Every read from the pipe is stamped with CLOCK_MONOTONIC. A read that
/// brings the total to `n` frames at time `t` shows that frame `n - 1`
/// existed at `t`, so on a timeline that runs at exactly 48000 frames per
/// second frame 0 sits no later than `t - n / 48000`. `startTime` is the
/// earliest such bound over all reads so far (later reads can move it
/// earlier by fractions of a ms), and frame `f` is placed at
/// `startTime + f / 48000`. The null sink is clocked by CLOCK_MONOTONIC too,
/// so the two timelines do not drift apart, and parec's startup delay does
/// not matter: the anchor comes from when samples arrive, not from when
/// parec was started.
///
/// ## Precision
///
/// The null sink mixes ahead of its own playback clock by up to one block,
/// and the monitor's requested latency (`latencyMilliseconds`, 5 ms by
/// default) bounds the block; parec gets each block as soon as it is mixed.
/// So `startTime` lies between one block before and about 1 ms after the
/// sink's playback time of frame 0, and an onset's `time` is within that
/// same window of when the sink plays it (what a sound card would start to
/// output, less its own latency).
///
/// How close that comes on this project's machines, idle and loaded, is in
/// docs/BEDS.md ("The sound bed").
///
/// `lateDeliveryMilliseconds` reports how far behind its place on the
/// timeline the latest read arrived; it grows only if samples were lost (an
/// overrun), which would shift later frames' times (docs/BEDS.md has how far
/// it went in the measured runs).
public final class SoundRecording: Sendable {
  /// Samples per second (one channel).
  public let sampleRate: Int
  /// The PulseAudio source recorded (the sink's monitor).
  public let source: String
  /// The fragment size asked of the server, in ms.
  public let latencyMilliseconds: Int

  private let process: ChildProcess
  private let capture: MonitorCapture
  private let finished: DispatchSemaphore
  private let ended: RecordingEnd

  init(
    parec: String, source: String, latencyMilliseconds: Int, streamName: String,
    environment: [String: String], onStop: @escaping @Sendable () -> Void
  ) throws(BedError) {
    sampleRate = 48000
    self.source = source
    self.latencyMilliseconds = latencyMilliseconds
    ended = RecordingEnd(onStop)
    process = try ChildProcess(
      parec,
      arguments: [
        "--latency-msec=\(latencyMilliseconds)", "--device=\(source)", "--format=s16le",
        "--rate=\(sampleRate)", "--channels=1", "--raw", "--stream-name=\(streamName)",
      ],
      environment: environment, standardOutput: .pipe, standardError: .discard)
    capture = MonitorCapture(sampleRate: sampleRate)
    finished = DispatchSemaphore(value: 0)
    let reader = MonitorReader(process: process, capture: capture, finished: finished, ended: ended)
    Thread.detachNewThread { reader.run() }
  }

  /// Waits, at most `timeout` seconds, until the first samples have arrived.
  func waitForFirstSamples(timeout: Double) throws(BedError) {
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    var interval: UInt32 = 500
    while capture.frameCount == 0 {
      if let status = process.status {
        throw .startFailed("parec (recording \(source))", detail: "it \(status)")
      }
      if MonotonicTime.now() >= deadline {
        throw .timedOut("a recording of \(source) (its first samples)", seconds: timeout)
      }
      usleep(interval)
      interval = min(interval * 2, 10_000)
    }
  }

  /// CLOCK_MONOTONIC time of frame 0 (see "Timeline" above).
  public var startTime: MonotonicTime { capture.snapshot().startTime }

  /// The monotonic time of `frame`.
  public func time(ofFrame frame: Int) -> MonotonicTime {
    startTime.adding(milliseconds: Double(frame) * 1000 / Double(sampleRate))
  }

  /// How many ms the latest read arrived after its frames' place on the
  /// timeline: a few ms normally; more means samples were lost.
  public var lateDeliveryMilliseconds: Double { capture.snapshot().lateMilliseconds }

  /// The samples recorded so far.
  public var samples: [Int16] { capture.snapshot().samples }

  /// How much has been recorded so far, in ms.
  public var durationMilliseconds: Double {
    Double(capture.frameCount) * 1000 / Double(sampleRate)
  }

  /// True until `stop` or until parec ends (e.g. the server went away).
  public var isRecording: Bool { process.isRunning }

  /// Stops parec, waits (at most `timeout` seconds) for the last samples and
  /// returns all of them. Safe to call more than once.
  @discardableResult
  public func stop(timeout: Double = 5) -> [Int16] {
    process.terminate(timeout: timeout)
    if finished.wait(timeout: .now() + timeout) == .success { finished.signal() }
    ended.run()
    return samples
  }

  /// Every onset so far (see `Onset.frames`): `threshold` is a fraction of
  /// full scale, `quietMilliseconds` the silence that must precede a sound.
  public func onsets(threshold: Double = 0.05, quietMilliseconds: Double = 50) -> [Onset] {
    onsets(fromFrame: 0, threshold: threshold, quietMilliseconds: quietMilliseconds)
  }

  /// The first onset at or after `time` (any time when nil). Only the part
  /// of the recording from `time` on (less the quiet stretch) is scanned.
  public func firstOnset(
    after time: MonotonicTime? = nil, threshold: Double = 0.05, quietMilliseconds: Double = 50
  ) -> Onset? {
    firstOnset(
      after: time, fromFrame: firstFrameToScan(for: time), threshold: threshold,
      quietMilliseconds: quietMilliseconds)
  }

  /// Polls the recording until it has an onset at or after `time`, at most
  /// `timeout` seconds; `.noSound` if none came (or the recording ended
  /// without one).
  public func waitForOnset(
    after time: MonotonicTime? = nil, threshold: Double = 0.05, quietMilliseconds: Double = 50,
    timeout: Double = 10
  ) throws(BedError) -> Onset {
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    // Each round scans only the frames that arrived since the last one
    // (frames, not times: the timeline's anchor may still move a little).
    var checked = firstFrameToScan(for: time)
    while true {
      let ended = !isRecording
      let available = capture.frameCount
      if let found = firstOnset(
        after: time, fromFrame: checked, threshold: threshold, quietMilliseconds: quietMilliseconds)
      {
        return found
      }
      if ended || MonotonicTime.now() >= deadline {
        throw .noSound(source, seconds: timeout)
      }
      checked = max(checked, available)
      usleep(5_000)
    }
  }

  /// Polls until the recording reaches `time` on its timeline (so that a
  /// test can assert that nothing was heard up to then), at most `timeout`
  /// seconds; `.timedOut` otherwise.
  public func waitUntilRecorded(through time: MonotonicTime, timeout: Double = 10) throws(BedError) {
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    while self.time(ofFrame: capture.frameCount) < time {
      if MonotonicTime.now() >= deadline || !isRecording {
        throw .timedOut("the recording of \(source) (up to the moment asked for)", seconds: timeout)
      }
      usleep(5_000)
    }
  }

  /// The first onset at frame `first` or later and at `time` or later.
  private func firstOnset(
    after time: MonotonicTime?, fromFrame first: Int, threshold: Double, quietMilliseconds: Double
  ) -> Onset? {
    // An onset needs its quiet stretch inside the scan, so start before.
    let scanFrom = max(0, first - quietFrames(quietMilliseconds))
    return onsets(fromFrame: scanFrom, threshold: threshold, quietMilliseconds: quietMilliseconds)
      .first { onset in time.map { onset.time >= $0 } ?? true }
  }

  /// Where to begin looking for onsets at or after `time`: its frame, less
  /// 100 ms in case the anchor moves earlier later on.
  private func firstFrameToScan(for time: MonotonicTime?) -> Int {
    guard let time else { return 0 }
    let frames = time.milliseconds(since: startTime) * Double(sampleRate) / 1000
    return max(0, Int(frames.rounded(.down)) - sampleRate / 10)
  }

  private func onsets(fromFrame first: Int, threshold: Double, quietMilliseconds: Double) -> [Onset] {
    let quiet = quietFrames(quietMilliseconds)
    return capture.withSnapshot { snapshot in
      Onset.frames(in: snapshot.samples, from: first, threshold: threshold, quietFrames: quiet).map { frame in
        let milliseconds = Double(frame) * 1000 / Double(sampleRate)
        return Onset(
          frame: frame, milliseconds: milliseconds,
          time: snapshot.startTime.adding(milliseconds: milliseconds))
      }
    }
  }

  private func quietFrames(_ milliseconds: Double) -> Int {
    Int((milliseconds * Double(sampleRate) / 1000).rounded())
  }

  deinit {
    process.terminate(timeout: 2)
    ended.run()
  }
}

/// The samples and timing a reader thread collects.
private final class MonitorCapture: Sendable {
  struct Snapshot {
    var samples: [Int16] = []
    /// When the capture began until the first samples give the anchor.
    var startTime = MonotonicTime.now()
    var anchored = false
    var lateMilliseconds = 0.0
  }
  private struct State {
    var snapshot = Snapshot()
    var oddByte: UInt8?
  }
  private let state = Mutex(State())
  let sampleRate: Int

  init(sampleRate: Int) { self.sampleRate = sampleRate }

  var frameCount: Int { state.withLock { $0.snapshot.samples.count } }

  func snapshot() -> Snapshot { state.withLock { $0.snapshot } }

  /// Runs `body` on the samples as they are, without copying them.
  func withSnapshot<T>(_ body: (Snapshot) -> T) -> T { state.withLock { body($0.snapshot) } }

  /// Adds bytes read at `time` (little-endian 16-bit samples, possibly split
  /// mid-sample) and refines the timeline's anchor.
  func append(_ bytes: UnsafeRawBufferPointer, at time: MonotonicTime) {
    state.withLock { state in
      var start = 0
      if let low = state.oddByte, let high = bytes.first {
        state.snapshot.samples.append(Int16(bitPattern: UInt16(low) | UInt16(high) << 8))
        state.oddByte = nil
        start = 1
      }
      var index = start
      while index + 1 < bytes.count {
        let value = UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
        state.snapshot.samples.append(Int16(bitPattern: value))
        index += 2
      }
      if index < bytes.count { state.oddByte = bytes[index] }
      let frames = state.snapshot.samples.count
      guard frames > 0 else { return }
      let anchor = time.adding(milliseconds: -Double(frames) * 1000 / Double(sampleRate))
      if !state.snapshot.anchored || anchor < state.snapshot.startTime {
        state.snapshot.startTime = anchor
        state.snapshot.anchored = true
      }
      state.snapshot.lateMilliseconds = anchor.milliseconds(since: state.snapshot.startTime)
    }
  }
}

/// Reads parec's pipe until end of file. Holds the process so its pipe stays
/// open while being read.
private struct MonitorReader: Sendable {
  let process: ChildProcess
  let capture: MonitorCapture
  let finished: DispatchSemaphore
  let ended: RecordingEnd

  func run() {
    guard let fd = process.standardOutputPipe else {
      finished.signal()
      return
    }
    let pipe = FileDescriptor(rawValue: fd)
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16384, alignment: 1)
    defer { buffer.deallocate() }
    // A read error ends the recording as parec's end of file does.
    while let count = try? pipe.read(into: buffer), count > 0 {
      let now = MonotonicTime.now()
      capture.append(UnsafeRawBufferPointer(rebasing: buffer[0..<count]), at: now)
    }
    ended.run()
    finished.signal()
  }
}

/// Runs the recording's end action once, whichever comes first: `stop`,
/// release, or parec ending by itself.
private final class RecordingEnd: Sendable {
  private let action: @Sendable () -> Void
  private let done = Mutex(false)

  init(_ action: @escaping @Sendable () -> Void) { self.action = action }

  func run() {
    let first = done.withLock { done in
      defer { done = true }
      return !done
    }
    if first { action() }
  }
}
