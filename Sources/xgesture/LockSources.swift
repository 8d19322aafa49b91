import XGestureSession
import XGestureBridge
import XGestureX11

/// Where xgesture learns that the screen is locked (docs/LOCK.md): the
/// logind session (`XGestureSession`) and the X server's screen saver
/// (`XGestureX11`), each optional.
enum LockSources {
  /// The logind session's watcher, or why there is none.
  static func logind(environment: [String: String]) -> Result<SessionLockWatcher, SessionLockError> {
    do {
      return .success(try SessionLockWatcher(environment: environment))
    } catch {
      return .failure(error)
    }
  }

  /// How the start-up line and `--list-devices` name the logind source.
  static func name(_ watcher: SessionLockWatcher) -> String { "logind session \(watcher.sessionID)" }

  /// The `--list-devices` lines: which sources would be watched, and why one is not.
  static func listing(display: XDisplay, environment: [String: String]) -> String {
    var sources: [String] = []
    var notes: [String] = []
    switch logind(environment: environment) {
    case .success(let watcher):
      sources.append(name(watcher) + (watcher.isLocked ? " (locked now)" : ""))
    case .failure(let error):
      notes.append("  \(error.description)")
    }
    if display.hasScreenSaverExtension {
      sources.append(XDisplay.screenSaverSourceName)
    } else {
      notes.append("  the X server has no MIT-SCREEN-SAVER extension")
    }
    let watched = sources.isEmpty ? "none" : sources.joined(separator: ", ")
    return (["lock sources: \(watched)"] + notes).joined(separator: "\n") + "\n"
  }
}
