/// What the dispatcher needs of a sound player: `SoundPlayer` in the daemon,
/// a recorder in tests.
public protocol SoundPlaying: AnyObject {
  /// Plays the sound `name` (read from `path` when it is uploaded) without
  /// waiting for it. Failures go to the log, never to the caller.
  func play(name: String, path: String)
}
