internal import CSndFile

/// A sound file read with libsndfile (WAV, FLAC, Ogg Vorbis, Opus and the
/// other formats it knows), decoded to 16-bit interleaved samples for
/// PulseAudio's sample cache.
public enum SoundFile {
  /// Files larger than this when decoded are refused before anything is
  /// sent (PulseAudio itself refuses samples over 16 MiB).
  public static let maxDecodedBytes = 64 * 1_048_576

  /// Opens `path` with libsndfile (`sf_open`) and closes it again: throws
  /// `SoundFileError` when it is not audio xgesture can play. For the config
  /// loader, which validates `sounds:` without decoding them.
  public static func check(_ path: String) throws(SoundFileError) {
    let file = try open(path)
    sf_close(file.handle)
  }

  /// The decoded sound: `frames × channels` samples, interleaved.
  public struct Decoded: Sendable {
    public var sampleRate: Int
    public var channels: Int
    public var samples: [Int16]
    public var byteCount: Int { samples.count * 2 }
  }

  /// Decodes the whole file (`sf_readf_short`). Slow for long files: the
  /// player calls it on a thread of its own, never under PulseAudio's lock.
  public static func decode(_ path: String) throws(SoundFileError) -> Decoded {
    let file = try open(path)
    defer { sf_close(file.handle) }
    let channels = Int(file.info.channels)
    let frames = Int(file.info.frames)
    let bytes = frames * channels * 2
    guard bytes <= maxDecodedBytes else { throw .tooLong(path: path, bytes: bytes) }
    var samples = [Int16](repeating: 0, count: frames * channels)
    let read = samples.withUnsafeMutableBufferPointer {
      sf_readf_short(file.handle, $0.baseAddress, sf_count_t(frames))
    }
    guard read > 0 else {
      throw .unreadable(path: path, reason: String(cString: sf_strerror(file.handle)))
    }
    samples.removeSubrange(Int(read) * channels..<samples.count)
    return Decoded(sampleRate: Int(file.info.samplerate), channels: channels, samples: samples)
  }

  private static func open(_ path: String) throws(SoundFileError) -> (
    handle: OpaquePointer, info: SF_INFO
  ) {
    var info = SF_INFO()
    guard let handle = sf_open(path, Int32(SFM_READ), &info) else {
      throw .unreadable(path: path, reason: String(cString: sf_strerror(nil)))
    }
    guard info.frames > 0, info.channels > 0, info.samplerate > 0 else {
      sf_close(handle)
      throw .empty(path: path)
    }
    guard info.channels <= 32 else {
      sf_close(handle)
      throw .tooManyChannels(path: path, channels: Int(info.channels))
    }
    return (handle, info)
  }
}
