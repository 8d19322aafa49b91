internal import CPulse

/// PulseAudio's own words for its errors (`pa_strerror`).
enum PulseError {
  /// The context's last error (`pa_context_errno`), as text.
  static func lastError(_ context: OpaquePointer?) -> String {
    guard let context else { return "no connection" }
    return message(pa_context_errno(context))
  }

  static func message(_ code: Int32) -> String {
    guard let text = pa_strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}
