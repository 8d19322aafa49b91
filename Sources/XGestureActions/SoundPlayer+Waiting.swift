internal import CPulse

extension SoundPlayer {
  /// A deadline for one `wait`: a timer on PulseAudio's loop that marks it
  /// expired and wakes the waiter.
  private final class Deadline {
    let loop: OpaquePointer
    var expired = false
    init(loop: OpaquePointer) { self.loop = loop }
  }

  /// Waits until `condition` (read under the lock) holds or `timeout`
  /// seconds pass, sleeping in `pa_threaded_mainloop_wait` and woken by
  /// `changed()` or the deadline's timer: no polling. Not from PulseAudio's
  /// own thread.
  func wait(timeout: Double, until condition: () -> Bool) -> Bool {
    precondition(pa_threaded_mainloop_in_thread(loop) == 0, "SoundPlayer.wait on PulseAudio's thread")
    return locked {
      if condition() || stopped { return condition() }
      let deadline = Deadline(loop: loop)
      let userdata = Unmanaged.passUnretained(deadline).toOpaque()
      let microseconds = pa_usec_t(max(0, timeout) * 1_000_000)
      let event: OpaquePointer?
      if let context {
        // CLOCK_MONOTONIC: a change of the wall clock does not move it.
        event = pa_context_rttime_new(context, pa_rtclock_now() + microseconds, Self.deadlinePassed, userdata)
      } else {
        var time = timeval()
        pa_timeval_add(pa_gettimeofday(&time), microseconds)
        event = api.pointee.time_new(api, &time, Self.deadlinePassed, userdata)
      }
      defer { if let event { api.pointee.time_free(event) } }
      while !condition() && !deadline.expired && !stopped && event != nil {
        pa_threaded_mainloop_wait(loop)
      }
      return withExtendedLifetime(deadline) { condition() }
    }
  }

  private static let deadlinePassed: pa_time_event_cb_t = { _, _, _, userdata in
    guard let userdata else { return }
    let deadline = Unmanaged<Deadline>.fromOpaque(userdata).takeUnretainedValue()
    deadline.expired = true
    pa_threaded_mainloop_signal(deadline.loop, 0)
  }
}
