#if canImport(Glibc)
  import Glibc
#endif

/// A signal number (`SIGTERM`, …) with a type of its own, for `ProcessGroup.send` and `SignalPipe`.
public struct Signal: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  public let rawValue: CInt

  public init(rawValue: CInt) { self.rawValue = rawValue }

  /// SIGTERM: asks a program to end; it may clean up first, or ignore it.
  public static let terminate = Signal(rawValue: SIGTERM)
  /// SIGKILL: ends a program at once; it cannot be caught or ignored.
  public static let kill = Signal(rawValue: SIGKILL)
  /// SIGINT: the terminal's Ctrl+C.
  public static let interrupt = Signal(rawValue: SIGINT)
  /// SIGHUP: xgesture reloads its config on it.
  public static let hangUp = Signal(rawValue: SIGHUP)
  /// SIGPIPE: a write to a pipe or socket whose reader is gone.
  public static let brokenPipe = Signal(rawValue: SIGPIPE)

  /// The number, as a wait status reports it (`killed by signal 9`).
  public var description: String { String(rawValue) }
}
