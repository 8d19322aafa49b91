import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The scheduling of the threads that keep a script's pace (docs/BEDS.md,
/// "Under load"): the bed's pacing thread, its helper, and its X server's
/// input thread, which stamps each event with the moment it reads it.
///
/// On a loaded machine an ordinary thread that sleeps 8 ms can wake tens of
/// milliseconds late, whatever its nice value against processes of other
/// sessions; a gap of more than 40 ms between two frames is a finger that
/// stopped, as far as the server's timestamps tell. A real-time thread
/// (SCHED_RR) runs as soon as it wakes, ahead of every ordinary process.
/// These threads only sleep, write a frame or read one, so they take next to
/// no CPU time from anything else. The policy is not inherited: a process or
/// thread they start runs as usual (SCHED_RESET_ON_FORK).
enum PacingPriority {
  /// What a thread got.
  enum Outcome: String, Sendable {
    case realTime = "real-time (SCHED_RR)"
    case raisedNice = "nice -10"
    case unchanged = "unchanged"
  }

  /// Low among real-time priorities (1…99): above every ordinary thread,
  /// below the kernel's own real-time threads.
  static let realTimePriority: Int32 = 10
  /// SCHED_RESET_ON_FORK (sched.h, a GNU extension the Swift module does not carry).
  private static let resetOnFork: Int32 = 0x4000_0000

  /// Raises the thread `thread` (a kernel thread id; 0 is the calling thread)
  /// to real-time round-robin scheduling, else to nice −10, as far as this
  /// process may (the beds run as root); returns what it got.
  @discardableResult
  static func raise(thread: pid_t = 0) -> Outcome {
    var parameter = sched_param(sched_priority: realTimePriority)
    if sched_setscheduler(thread, SCHED_RR | resetOnFork, &parameter) == 0 { return .realTime }
    // On Linux the nice value is a thread's own; `who` is a thread id.
    if setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(thread), -10) == 0 {
      return .raisedNice
    }
    return .unchanged
  }

  /// The threads of process `pid` (kernel thread ids) with their names (`comm`).
  static func threads(of pid: pid_t) -> [(id: pid_t, name: String)] {
    let folder = "/proc/\(pid)/task"
    let ids = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return ids.compactMap { id in
      guard let thread = pid_t(id),
        let comm = try? String(contentsOfFile: "\(folder)/\(id)/comm", encoding: .utf8)
      else { return nil }
      return (thread, comm.trimmingCharacters(in: .newlines))
    }
  }

  /// The scheduling policy of thread `thread` (SCHED_OTHER 0, SCHED_RR 2, …), for a test.
  static func policy(of thread: pid_t) -> Int32 { sched_getscheduler(thread) }
}
