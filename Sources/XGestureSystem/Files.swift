#if canImport(Glibc)
  import Glibc
#endif

/// What lstat(2) says of a path (the link itself when it is a symbolic link).
public struct FileStatus: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    case regular, directory, symbolicLink, other
  }

  public var kind: Kind
  /// The owner's user id.
  public var owner: uid_t
  /// The permission bits (`0o755`).
  public var permissions: mode_t

  public init(kind: Kind, owner: uid_t, permissions: mode_t) {
    self.kind = kind
    self.owner = owner
    self.permissions = permissions
  }
}

/// Calls on paths rather than open descriptors.
public enum Files {
  /// Makes the folder `path` (mkdir(2)); EEXIST when it is there already.
  public static func makeDirectory(_ path: String, permissions: mode_t) throws(Errno) {
    if mkdir(path, permissions) != 0 { throw Errno.current("mkdir") }
  }

  /// The status of `path` itself, not following a last symbolic link (lstat(2)).
  public static func linkStatus(_ path: String) throws(Errno) -> FileStatus {
    var info = stat()
    if lstat(path, &info) != 0 { throw Errno.current("lstat") }
    let kind: FileStatus.Kind =
      switch info.st_mode & S_IFMT {
      case S_IFREG: .regular
      case S_IFDIR: .directory
      case S_IFLNK: .symbolicLink
      default: .other
      }
    return FileStatus(kind: kind, owner: info.st_uid, permissions: info.st_mode & 0o7777)
  }
}
