/// Why a `SoundPlayer` could not be made, or an upload could not start.
public enum SoundPlayerError: Error, Equatable, CustomStringConvertible {
  /// `pa_threaded_mainloop_new` or `pa_threaded_mainloop_start` failed.
  case mainLoop
  /// PulseAudio's client library refused a request, for this reason.
  case pulse(String)

  public var description: String {
    switch self {
    case .mainLoop:
      return "cannot start PulseAudio's client thread — the process may be out of threads or memory"
    case .pulse(let reason):
      return "PulseAudio's client library refused the request (\(reason))"
    }
  }
}
