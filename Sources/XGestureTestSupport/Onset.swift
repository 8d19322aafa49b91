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

  /// The frames of `samples` where a sound begins: a sample whose magnitude
  /// exceeds `threshold` (a fraction of full scale) and that follows at least
  /// `quietFrames` frames that do not. Frames before the recording count as
  /// unknown, not quiet, so a sound that was already playing when the
  /// recording began has no onset at frame 0 unless `quietFrames` is 0.
  public static func frames(in samples: [Int16], threshold: Double, quietFrames: Int) -> [Int] {
    let limit = Int(threshold * Double(Int16.max))
    var lastLoud = -1  // frame -1 (before the recording) counts as loud
    var found: [Int] = []
    for (index, sample) in samples.enumerated() where abs(Int(sample)) > limit {
      if index - lastLoud > quietFrames { found.append(index) }
      lastLoud = index
    }
    return found
  }
}
