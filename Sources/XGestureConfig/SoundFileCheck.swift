import XGestureSoundFile
import XGestureSystem

/// Why a file named as a sound cannot be played. Its description is the end
/// of a sentence that starts with the file's name.
public enum SoundFileProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// It cannot be opened or examined: the system's reason (`Errno.sentence`).
  case unreadable(String)
  /// A folder, a FIFO, a device…
  case notARegularFile
  /// libsndfile finds no sound in it.
  case notASound

  public var description: String {
    switch self {
    case .unreadable(let reason): "cannot be read (\(reason))"
    case .notARegularFile: "is not a regular file"
    case .notASound: "is not a sound file (WAV, FLAC or Ogg)"
    }
  }
}

/// How the config reader looks at sound files, so that tests and the fuzzer
/// can decide what exists without touching the disk (`ConfigLoader.soundFiles`).
public struct SoundFiles: Sendable {
  /// nil when the file at the path is a sound xgesture can play, else why not.
  public var problem: @Sendable (_ path: String) -> SoundFileProblem?
  /// Whether a file exists there and can be read (the sound theme look-up).
  public var isReadable: @Sendable (_ path: String) -> Bool

  public init(
    problem: @escaping @Sendable (_ path: String) -> SoundFileProblem?,
    isReadable: @escaping @Sendable (_ path: String) -> Bool
  ) {
    self.problem = problem
    self.isReadable = isReadable
  }

  /// The real files: `SoundFileCheck` and access(2).
  public static let system = SoundFiles(
    problem: SoundFileCheck.problem(at:), isReadable: FileSystem.isReadable)
}

/// Whether a file is a sound xgesture can play: a regular file that
/// libsndfile opens and finds sound in (`SoundFile.check`: WAV, FLAC, Ogg
/// Vorbis and Opus, AIFF, AU, …).
enum SoundFileCheck {
  /// nil when the file is a sound, else why not.
  @Sendable static func problem(at path: String) -> SoundFileProblem? {
    // Non-blocking, and only regular files: a FIFO or a device must not hang or feed the loader.
    let kind: FileStatus.Kind
    do throws(Errno) {
      let file = try FileDescriptor.open(path, .readOnly, options: .nonBlocking)
      kind = try file.closeAfter { () throws(Errno) in try file.status().kind }
    } catch {
      return .unreadable(error.sentence)
    }
    guard kind == .regular else { return .notARegularFile }
    do {
      try SoundFile.check(path)
      return nil
    } catch {
      return .notASound
    }
  }
}
