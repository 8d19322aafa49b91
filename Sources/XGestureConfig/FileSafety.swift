#if canImport(Glibc)
  import Glibc
#endif

/// A config runs commands, so, as sshd does with its files, xgesture refuses
/// one that someone else could have written: the file (after symlinks) must
/// belong to the user running xgesture or to root, and neither it nor its
/// folder may be writable by group or others (a folder with the sticky bit,
/// like /tmp, is fine for the folder). The built-in default is exempt.
public enum FileSafety {
  /// nil when the file is safe to read, else a sentence that says what to run.
  /// Only regular files are judged: a path where nothing is, or a folder, a
  /// FIFO or a device, passes (reading it then says what it is).
  public static func problem(path: String, uid: uid_t = getuid()) -> String? {
    let real = FileSystem.realPath(path) ?? path
    var info = stat()
    guard stat(real, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    if info.st_uid != uid && info.st_uid != 0 {
      let owner =
        userName(info.st_uid).map { "'\($0)' (uid \(info.st_uid))" } ?? "uid \(info.st_uid)"
      let me = userName(uid) ?? String(uid)
      return
        "refusing to read the config: it belongs to \(owner), not to you, and it runs commands "
        + "— run: chown \(me) '\(real)'"
    }
    if info.st_mode & (S_IWGRP | S_IWOTH) != 0 {
      return
        "refusing to read the config: it is writable by \(writers(info.st_mode)), and it runs commands "
        + "— run: chmod go-w '\(real)'"
    }
    let folder = FileSystem.folder(of: real)
    var folderInfo = stat()
    if stat(folder, &folderInfo) == 0, folderInfo.st_mode & (S_IWGRP | S_IWOTH) != 0,
      folderInfo.st_mode & S_ISVTX == 0
    {
      return
        "refusing to read the config: its folder '\(folder)' is writable by \(writers(folderInfo.st_mode)), "
        + "who could replace it — run: chmod go-w '\(folder)'"
    }
    return nil
  }

  private static func writers(_ mode: mode_t) -> String {
    switch (mode & S_IWGRP != 0, mode & S_IWOTH != 0) {
    case (true, true): "group and others"
    case (true, false): "its group"
    default: "others"
    }
  }

  private static func userName(_ uid: uid_t) -> String? {
    guard let entry = getpwuid(uid), let name = entry.pointee.pw_name else { return nil }
    return String(cString: name)
  }
}
