#if canImport(Glibc)
  import Glibc
#endif

/// A process group, named by its leader's process id: a child `Spawn`
/// started, and everything that child started since.
///
/// Signal a group only while its leader is unreaped (running, or a zombie
/// not yet waited for): until then its id cannot be given to another process
/// group, so the signal never reaches a stranger.
public struct ProcessGroup: RawRepresentable, Hashable, Sendable {
  /// The group's id: its leader's process id.
  public let rawValue: pid_t

  public init(rawValue: pid_t) { self.rawValue = rawValue }

  /// The group whose leader is `leader`.
  public init(leader: pid_t) { rawValue = leader }

  /// Sends `signal` to every process in the group (kill(2) of `-id`);
  /// ESRCH when no process is left in it.
  public func send(_ signal: Signal) throws(Errno) {
    _ = try retryingInterrupts("kill") { kill(-rawValue, signal.rawValue) }
  }
}
