/// Where the actions library writes its log lines (one complete line per
/// call, no trailing newline): command output prefixed with the gesture's
/// name, a command's failure, a sound that could not play.
///
/// `SoundPlayer` calls it from its PulseAudio thread as well as from the
/// caller's, so it must be safe to call from any thread (writing to stderr
/// is).
public typealias ActionLog = @Sendable (String) -> Void
