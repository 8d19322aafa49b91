#if canImport(Glibc)
  import Glibc
#endif

/// What stat(2) says of a file: its kind, owner, permissions and size.
public struct FileStatus: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// `characterDevice`: a terminal, /dev/null, an input device's event node.
    case regular, directory, symbolicLink, characterDevice, other
  }

  public var kind: Kind
  /// The owner's user id.
  public var owner: uid_t
  /// The permission bits (`0o755`).
  public var permissions: mode_t
  /// The size in bytes (of a regular file; what the kernel says otherwise).
  public var size: Int
  /// The device a device file stands for (`st_rdev`: major and minor); 0 for other files.
  public var device: dev_t

  public init(kind: Kind, owner: uid_t, permissions: mode_t, size: Int = 0, device: dev_t = 0) {
    self.kind = kind
    self.owner = owner
    self.permissions = permissions
    self.size = size
    self.device = device
  }

  /// The major and minor numbers of `device` (glibc's major(3) and minor(3),
  /// for Linux's 64-bit device numbers): which driver, and which of its
  /// devices. /dev/null is 1:3.
  public var deviceNumbers: (major: UInt32, minor: UInt32) {
    let major = (device >> 8) & 0xfff | (device >> 32) & ~0xfff
    let minor = device & 0xff | (device >> 12) & ~0xff
    return (UInt32(truncatingIfNeeded: major), UInt32(truncatingIfNeeded: minor))
  }

  init(_ info: stat) {
    let kind: Kind =
      switch info.st_mode & S_IFMT {
      case S_IFREG: .regular
      case S_IFDIR: .directory
      case S_IFLNK: .symbolicLink
      case S_IFCHR: .characterDevice
      default: .other
      }
    self.init(
      kind: kind, owner: info.st_uid, permissions: info.st_mode & 0o7777, size: Int(info.st_size),
      device: info.st_rdev)
  }
}

/// Calls on paths rather than open descriptors.
public enum Files {
  /// Makes the folder `path` (mkdir(2)); EEXIST when it is there already.
  public static func makeDirectory(_ path: String, permissions: mode_t) throws(Errno) {
    if mkdir(path, permissions) != 0 { throw Errno.current("mkdir") }
  }

  /// The names in the folder `path` (readdir(3)), without `.` and `..`, sorted.
  public static func names(inFolder path: String) throws(Errno) -> [String] {
    guard let folder = opendir(path) else { throw Errno.current("opendir") }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Makes a new folder, readable by its owner only, named `prefix` followed
  /// by six random characters (mkdtemp(3)), and returns its path.
  public static func makeTemporaryDirectory(prefix: String) throws(Errno) -> String {
    var template = Array((prefix + "XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard let made else { throw Errno.current("mkdtemp") }
    return String(cString: made)
  }

  /// Renames `path` to `newPath`, replacing what was there in one step (rename(2)).
  public static func rename(_ path: String, to newPath: String) throws(Errno) {
    if Glibc.rename(path, newPath) != 0 { throw Errno.current("rename") }
  }

  /// Makes a symbolic link at `path` whose text is `target` (symlink(2));
  /// EEXIST when something is there already.
  public static func makeSymbolicLink(at path: String, pointingTo target: String) throws(Errno) {
    if symlink(target, path) != 0 { throw Errno.current("symlink") }
  }

  /// What `checkAccess` asks of a file.
  public struct Access: OptionSet, Sendable {
    public let rawValue: CInt
    public init(rawValue: CInt) { self.rawValue = rawValue }

    public static let read = Access(rawValue: R_OK)
    public static let write = Access(rawValue: W_OK)
    public static let execute = Access(rawValue: X_OK)
  }

  /// Whether this process's real user may `access` the file at `path`
  /// (access(2)): returns if so, throws EACCES if not, ENOENT if nothing is there.
  public static func checkAccess(_ path: String, _ access: Access) throws(Errno) {
    _ = try retryingInterrupts("access") { Glibc.access(path, access.rawValue) }
  }

  /// The absolute path of `path` with every symbolic link, `.` and `..`
  /// resolved (realpath(3)); ENOENT when a part of it does not exist.
  public static func resolvedPath(_ path: String) throws(Errno) -> String {
    guard let resolved = realpath(path, nil) else { throw Errno.current("realpath") }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The status of the file at `path`, following symbolic links (stat(2)).
  public static func status(_ path: String) throws(Errno) -> FileStatus {
    var info = stat()
    if stat(path, &info) != 0 { throw Errno.current("stat") }
    return FileStatus(info)
  }

  /// The status of `path` itself, not following a last symbolic link (lstat(2)).
  public static func linkStatus(_ path: String) throws(Errno) -> FileStatus {
    var info = stat()
    if lstat(path, &info) != 0 { throw Errno.current("lstat") }
    return FileStatus(info)
  }
}

extension FileDescriptor {
  /// The status of the open file (fstat(2)): what was opened, even if its
  /// path has been replaced since.
  public func status() throws(Errno) -> FileStatus {
    var info = stat()
    if fstat(rawValue, &info) != 0 { throw Errno.current("fstat") }
    return FileStatus(info)
  }

  /// Sets the file's permission bits (fchmod(2)), which `open` leaves to the umask.
  public func setPermissions(_ permissions: mode_t) throws(Errno) {
    _ = try retryingInterrupts("fchmod") { fchmod(rawValue, permissions) }
  }
}
