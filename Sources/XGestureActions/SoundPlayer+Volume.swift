internal import CPulse
import XGestureActionKinds

/// `volume:` (`VolumeAction`) on the sink the player plays to: the sink's
/// volume and mute are read, every change asked for meanwhile is applied in
/// turn (`VolumeAction.applied`), and the result is set; changes that come
/// while that is under way wait for it and start the next round, so that
/// none is lost between a read and a set. Under the loop's lock.
///
/// Log lines: `volume: up not done: PulseAudio is not connected`,
/// `volume: up not done: PulseAudio: REASON`.
extension SoundPlayer: VolumeControlling {
  public func changeVolume(_ change: VolumeAction) {
    locked {
      guard ready, context != nil else {
        log("\(change) not done: PulseAudio is not connected")
        return
      }
      volumeChanges.append(change)
      if volumeOperations == 0 { readSink() }
    }
  }

  /// The sink's name as libpulse takes it: the configured one, else the server's default.
  private var sinkName: String { configuration.sink ?? "@DEFAULT_SINK@" }

  private func readSink() {
    guard let context else { return }
    let userdata = Unmanaged.passUnretained(self).toOpaque()
    guard let operation = pa_context_get_sink_info_by_name(context, sinkName, Self.sinkRead, userdata) else {
      volumeFailed(PulseError.lastError(context))
      return
    }
    volumeOperations = 1
    pa_operation_unref(operation)
  }

  private func sinkWasRead(_ info: UnsafePointer<pa_sink_info>?, end: Int32) {
    guard end >= 0 else {
      volumeFailed(PulseError.lastError(context))
      return
    }
    guard let info, let context else { return }
    var volume = info.pointee.volume
    var state = (level: Double(pa_cvolume_max(&volume)) / 0x10000, muted: info.pointee.mute != 0)  // PA_VOLUME_NORM
    let changes = volumeChanges
    volumeChanges.removeAll()
    for change in changes { state = change.applied(toLevel: state.level, muted: state.muted) }
    pa_cvolume_scale(&volume, pa_volume_t((state.level * 0x10000).rounded()))
    let userdata = Unmanaged.passUnretained(self).toOpaque()
    volumeOperations = 0
    for operation in [
      pa_context_set_sink_volume_by_name(context, sinkName, &volume, Self.sinkSet, userdata),
      pa_context_set_sink_mute_by_name(context, sinkName, state.muted ? 1 : 0, Self.sinkSet, userdata),
    ] {
      guard let operation else { continue }
      volumeOperations += 1
      pa_operation_unref(operation)
    }
    if volumeOperations == 0 { volumeFailed(PulseError.lastError(context)) }
  }

  private func sinkWasSet(success: Bool) {
    if !success { log("volume not changed: PulseAudio: \(PulseError.lastError(context))") }
    volumeOperations -= 1
    guard volumeOperations == 0 else { return }
    if volumeChanges.isEmpty { changed() } else { readSink() }
  }

  /// Drops the changes waiting, saying why once.
  private func volumeFailed(_ reason: String) {
    for change in Set(volumeChanges.map(\.description)).sorted() { log("\(change) not done: PulseAudio: \(reason)") }
    volumeChanges.removeAll()
    volumeOperations = 0
    changed()
  }

  // MARK: - C callbacks (PulseAudio's thread, lock held)

  private static let sinkRead: pa_sink_info_cb_t = { _, info, end, userdata in
    guard let userdata else { return }
    Unmanaged<SoundPlayer>.fromOpaque(userdata).takeUnretainedValue().sinkWasRead(info, end: end)
  }

  private static let sinkSet: pa_context_success_cb_t = { _, success, userdata in
    guard let userdata else { return }
    Unmanaged<SoundPlayer>.fromOpaque(userdata).takeUnretainedValue().sinkWasSet(success: success != 0)
  }
}
