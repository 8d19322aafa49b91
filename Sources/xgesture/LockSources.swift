import XGestureBridge
import XGestureSession
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

  /// The `--list-devices` lines (`LockSourceListing`): which sources would be watched, and why one is not.
  static func listing(display: XDisplay, environment: [String: String]) -> String {
    let session: LockSourceListing
    switch logind(environment: environment) {
    case .success(let watcher): session = .watched(watcher.sourceName, lockedNow: watcher.isLocked)
    case .failure(let error): session = .missing(error.description)
    }
    let saver: LockSourceListing =
      display.hasScreenSaverExtension
      ? .watched(XDisplay.screenSaverSourceName) : .missing("the X server has no MIT-SCREEN-SAVER extension")
    return LockSourceListing.text([session, saver])
  }
}
