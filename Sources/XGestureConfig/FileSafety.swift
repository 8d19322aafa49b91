import XGestureSystem

/// A config runs commands, so, as sshd does with its files, xgesture refuses
/// one that someone else could have written: the file (after symlinks) must
/// belong to the user running xgesture or to root, and neither it nor its
/// folder may be writable by group or others (a folder with the sticky bit,
/// like /tmp, is fine for the folder). The built-in default is exempt.
public enum FileSafety {
  /// nil when the file is safe to read, else a sentence that says what to run.
  /// Only regular files are judged: a path where nothing is, or a folder, a
  /// FIFO or a device, passes (reading it then says what it is).
  public static func problem(path: String, uid: UInt32 = CurrentProcess.userID) -> String? {
    let real = FileSystem.realPath(path) ?? path
    guard let file = try? Files.status(real), file.kind == .regular else { return nil }
    if file.owner != uid && file.owner != 0 {
      let owner = userName(file.owner).map { "'\($0)' (uid \(file.owner))" } ?? "uid \(file.owner)"
      let me = userName(uid) ?? String(uid)
      return
        "refusing to read the config: it belongs to \(owner), not to you, and it runs commands "
        + "— run: chown \(me) '\(real)'"
    }
    if file.permissions & (groupWrite | othersWrite) != 0 {
      return
        "refusing to read the config: it is writable by \(writers(file.permissions)), and it runs commands "
        + "— run: chmod go-w '\(real)'"
    }
    let folder = FileSystem.folder(of: real)
    if let status = try? Files.status(folder), status.permissions & (groupWrite | othersWrite) != 0,
      status.permissions & sticky == 0
    {
      return
        "refusing to read the config: its folder '\(folder)' is writable by \(writers(status.permissions)), "
        + "who could replace it — run: chmod go-w '\(folder)'"
    }
    return nil
  }

  /// Permission bits (chmod(1)'s g+w, o+w, +t).
  private static let groupWrite: UInt32 = 0o020
  private static let othersWrite: UInt32 = 0o002
  private static let sticky: UInt32 = 0o1000

  private static func writers(_ permissions: UInt32) -> String {
    switch (permissions & groupWrite != 0, permissions & othersWrite != 0) {
    case (true, true): "group and others"
    case (true, false): "its group"
    default: "others"
    }
  }

  private static func userName(_ uid: UInt32) -> String? { (try? UserAccount.lookUp(uid))?.name }
}
