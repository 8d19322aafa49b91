/// The moment a sound begins in a recording: the first sample whose
/// magnitude rises above a threshold after a stretch of quiet.
public struct Onset: Sendable, Equatable, CustomStringConvertible {
  /// Index of the first loud sample (frame) in the recording.
  public var frame: Int
  /// `frame` in milliseconds after the recording's first sample.
  public var milliseconds: Double
  /// The same moment on CLOCK_MONOTONIC, comparable with
  /// `MonotonicTime.now()` read by a test (see `SoundRecording` for how
  /// precise this is).
  public var time: MonotonicTime

  public init(frame: Int, milliseconds: Double, time: MonotonicTime) {
    self.frame = frame
    self.milliseconds = milliseconds
    self.time = time
  }

  public var description: String {
    "onset at frame \(frame) (\(milliseconds) ms into the recording)"
  }

  /// The frames of `samples` from `start` on where a sound begins: a sample
  /// whose magnitude exceeds `threshold` (a fraction of full scale) and that
  /// follows at least `quietFrames` frames that do not. Frames before
  /// `start` count as unknown, not quiet, so a sound that was already playing
  /// when the recording (or the scanned part) began has no onset there unless
  /// `quietFrames` is 0.
  public static func frames(
    in samples: [Int16], from start: Int = 0, threshold: Double, quietFrames: Int
  ) -> [Int] {
    let limit = Int(threshold * Double(Int16.max))
    var lastLoud = start - 1  // the frame before the scan counts as loud
    var found: [Int] = []
    var index = max(start, 0)
    while index < samples.count {
      if abs(Int(samples[index])) > limit {
        if index - lastLoud > quietFrames { found.append(index) }
        lastLoud = index
      }
      index += 1
    }
    return found
  }
}
