internal import CPulse
import XGestureSoundFile

/// One sound on its way into PulseAudio's sample cache: an upload stream
/// (`pa_stream_connect_upload`) fed from the decoded samples in its write
/// callback, then `pa_stream_finish_upload`. The stream reaches TERMINATED
/// when the server stored the sample and FAILED when it refused it.
///
/// Lives on the player's PulseAudio thread (every call under its lock); the
/// player keeps it alive until it finished.
final class SampleUpload {
  let name: String
  /// The load of the sound it belongs to (`SoundPlayer.Entry.ticket`).
  let ticket: Int
  private let bytes: [UInt8]
  private var offset = 0
  private(set) var stream: OpaquePointer?
  private let finished: (SampleUpload, _ error: String?) -> Void

  /// Starts the upload on `context`; `finished` is called once, with nil on
  /// success or the server's reason. Throws the reason when it cannot start.
  init(
    name: String, ticket: Int, sound: SoundFile.Decoded, context: OpaquePointer,
    finished: @escaping (SampleUpload, String?) -> Void
  ) throws(SoundPlayerError) {
    self.name = name
    self.ticket = ticket
    self.finished = finished
    bytes = sound.samples.withUnsafeBytes { Array($0) }
    var spec = pa_sample_spec(
      format: PA_SAMPLE_S16LE, rate: UInt32(sound.sampleRate), channels: UInt8(sound.channels))
    var map = pa_channel_map()
    pa_channel_map_init_extend(&map, UInt32(sound.channels), PA_CHANNEL_MAP_DEFAULT)
    guard let stream = pa_stream_new(context, SoundPlayer.cacheName(name), &spec, &map) else {
      throw .pulse(PulseError.lastError(context))
    }
    self.stream = stream
    let me = Unmanaged.passUnretained(self).toOpaque()
    pa_stream_set_state_callback(stream, SampleUpload.stateChanged, me)
    pa_stream_set_write_callback(stream, SampleUpload.writable, me)
    guard pa_stream_connect_upload(stream, bytes.count) == 0 else {
      let reason = PulseError.lastError(context)
      detach()
      throw .pulse(reason)
    }
  }

  /// Drops the stream without a callback (a newer load replaced it, the
  /// connection is gone or the player stops); the server discards an
  /// unfinished upload.
  func detach() {
    guard let stream else { return }
    pa_stream_set_state_callback(stream, nil, nil)
    pa_stream_set_write_callback(stream, nil, nil)
    if pa_stream_get_state(stream) == PA_STREAM_READY
      || pa_stream_get_state(stream) == PA_STREAM_CREATING
    {
      pa_stream_disconnect(stream)
    }
    pa_stream_unref(stream)
    self.stream = nil
  }

  private func write(_ length: Int) {
    guard let stream, offset < bytes.count else { return }
    let count = min(length, bytes.count - offset)
    let result = bytes.withUnsafeBytes { buffer in
      pa_stream_write(stream, buffer.baseAddress! + offset, count, nil, 0, PA_SEEK_RELATIVE)
    }
    if result < 0 {
      end(PulseError.lastError(pa_stream_get_context(stream)))
      return
    }
    offset += count
    if offset == bytes.count { pa_stream_finish_upload(stream) }
  }

  private func stateDidChange() {
    guard let stream else { return }
    switch pa_stream_get_state(stream) {
    case PA_STREAM_TERMINATED: end(nil)
    case PA_STREAM_FAILED: end(PulseError.lastError(pa_stream_get_context(stream)))
    default: break
    }
  }

  private func end(_ error: String?) {
    detach()
    finished(self, error)
  }

  private static let stateChanged: pa_stream_notify_cb_t = { _, userdata in
    guard let userdata else { return }
    Unmanaged<SampleUpload>.fromOpaque(userdata).takeUnretainedValue().stateDidChange()
  }

  private static let writable: pa_stream_request_cb_t = { _, length, userdata in
    guard let userdata else { return }
    Unmanaged<SampleUpload>.fromOpaque(userdata).takeUnretainedValue().write(length)
  }
}
