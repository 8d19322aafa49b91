/// The bed's X screen saver, driven as a user or a locker would: `xset s
/// activate` turns it on (a client's ForceScreenSaver), `xset s reset` off.
extension TouchBed {
  public enum ScreenSaverCommand: String, Sendable {
    case activate, reset
  }

  /// Runs `xset s activate` or `xset s reset` on the bed's display; it
  /// returns once the server has done it (xset's connection closes with a
  /// round trip).
  public func screenSaver(_ command: ScreenSaverCommand) throws(BedError) {
    let xset = try ProgramLookup.find("xset", package: "x11-xserver-utils")
    let result = try ChildProcess.run(
      xset, arguments: ["-display", display, "s", command.rawValue],
      environment: ChildProcess.environment())
    guard result.status.succeeded else {
      throw .commandFailed("xset s \(command.rawValue)", detail: result.output)
    }
  }
}
