import Foundation
import Synchronization

/// One step of a paced script: when (ms after the script's origin), and what
/// to do then; `act` is given its moment.
struct PacedStep: Sendable {
  var at: Double
  var act: @Sendable (MonotonicTime) throws(BedError) -> Void
}

/// Runs a script's steps at their moments, from one tight loop on a thread of
/// its own raised to real-time priority (`PacingPriority`): each step sleeps
/// until its absolute CLOCK_MONOTONIC moment, then acts, so neither the test's
/// own thread waking late on a loaded machine nor the time a step takes
/// shifts the steps after it. How the beds keep a hand's pace (docs/BEDS.md,
/// "Under load").
enum Pacer {
  /// Runs `steps` in order; returns the origin (`origin`, or the moment the
  /// pacing thread was ready) and the moment each step began (after its
  /// sleep, before it acted). Stops at the first step that throws, and throws
  /// its error.
  static func run(_ steps: [PacedStep], origin: MonotonicTime? = nil) throws(BedError)
    -> (origin: MonotonicTime, began: [MonotonicTime])
  {
    let outcome = Mutex<Result<(MonotonicTime, [MonotonicTime]), BedError>?>(nil)
    let finished = DispatchSemaphore(value: 0)
    let thread = Thread {
      PacingPriority.raise()
      let start = origin ?? MonotonicTime.now()
      var began: [MonotonicTime] = []
      began.reserveCapacity(steps.count)
      do throws(BedError) {
        for step in steps {
          let moment = start.adding(milliseconds: step.at)
          sleep(until: moment)
          began.append(MonotonicTime.now())
          try step.act(moment)
        }
        outcome.withLock { $0 = .success((start, began)) }
      } catch {
        outcome.withLock { $0 = .failure(error) }
      }
      finished.signal()
    }
    thread.name = "xgesture-pacer"
    thread.start()
    finished.wait()
    switch outcome.withLock({ $0 }) {
    case .success(let (start, began)): return (start, began)
    case .failure(let error): throw error
    case nil: throw .misuse("the pacing thread ended without a result")
    }
  }
}
