import XGestureSystem

/// Why a test bed could not do what a test asked. Every case reads as one
/// sentence that names what is missing and what to do, so a failing bed test
/// says why instead of skipping.
public enum BedError: Error, CustomStringConvertible, Equatable {
  /// A program the bed runs is not installed.
  case programMissing(String, package: String)
  /// A file the bed needs (a driver module, a preload library) is not installed.
  case fileMissing(String, package: String)
  /// A program the bed started exited or failed before it was ready.
  case startFailed(String, detail: String)
  /// A program did not become ready in time.
  case timedOut(String, seconds: Double)
  /// A command the bed ran to control its servers failed.
  case commandFailed(String, detail: String)
  /// A recording heard no sound begin in time.
  case noSound(String, seconds: Double)
  /// A system call failed: what the bed was doing, and the call's error.
  case system(String, Errno)
  /// The bed was asked for something it does not have.
  case misuse(String)

  public var description: String {
    switch self {
    case .programMissing(let program, let package):
      return "'\(program)' is not installed — install the Debian package '\(package)' (make test does)"
    case .fileMissing(let path, let package):
      return "'\(path)' is missing — install the Debian package '\(package)' (make test does)"
    case .startFailed(let what, let detail):
      return "\(what) did not start: \(detail)"
    case .timedOut(let what, let seconds):
      return "\(what) was not ready after \(seconds) s"
    case .commandFailed(let command, let detail):
      return "'\(command)' failed: \(detail)"
    case .noSound(let source, let seconds):
      return "no sound began on \(source) within \(seconds) s"
    case .system(let what, let error):
      return "\(what) failed: \(error.sentence)"
    case .misuse(let message):
      return message
    }
  }
}

#if canImport(Glibc)
  import Glibc
#endif
