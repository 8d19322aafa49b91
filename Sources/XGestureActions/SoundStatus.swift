/// Where one sound stands in PulseAudio's sample cache.
public enum SoundStatus: Sendable, Equatable {
  /// Not known to the player (never played or loaded).
  case unknown
  /// Waiting for a connection, or being uploaded.
  case pending
  /// In the server's sample cache as `xgesture-NAME`: plays at once.
  case cached
  /// The last upload failed, for the reason given (already logged).
  case failed(String)
}
