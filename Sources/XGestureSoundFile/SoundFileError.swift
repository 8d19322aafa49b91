/// Why a sound file cannot be used.
public enum SoundFileError: Error, Equatable, CustomStringConvertible {
  /// libsndfile could not open or decode it (`sf_open`, `sf_strerror`).
  case unreadable(path: String, reason: String)
  /// It opened but holds no sound.
  case empty(path: String)
  /// More channels than PulseAudio takes (PA_CHANNELS_MAX).
  case tooManyChannels(path: String, channels: Int)
  /// Decoded, it would be larger than xgesture loads (`SoundFile.maxDecodedBytes`).
  case tooLong(path: String, bytes: Int)

  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      return
        "\(path) is not an audio file libsndfile can read (\(reason)) — use a WAV, FLAC, Ogg Vorbis or Opus file"
    case .empty(let path):
      return "\(path) holds no sound (0 frames) — use a file with sound in it"
    case .tooManyChannels(let path, let channels):
      return "\(path) has \(channels) channels, more than PulseAudio's 32 — mix it down to stereo"
    case .tooLong(let path, let bytes):
      return
        "\(path) decodes to \(bytes / 1_048_576) MiB, more than the \(SoundFile.maxDecodedBytes / 1_048_576) MiB xgesture loads — use a short sound"
    }
  }
}
