#if canImport(Glibc)
  import Glibc
#endif

/// The few libc file operations the config library needs, each a thin wrapper.
enum FileSystem {
  /// strerror(3) as text.
  static func errorText(_ code: CInt) -> String { String(cString: strerror(code)) }

  /// access(2) with R_OK.
  static func isReadable(_ path: String) -> Bool { access(path, R_OK) == 0 }

  /// stat(2): a directory?
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// The folder part of a path ("." for a bare name).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    if slash == path.startIndex { return "/" }
    return String(path[..<slash])
  }

  /// The name part of a path.
  static func baseName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// `relative` joined to `folder` unless it is absolute.
  static func join(_ folder: String, _ relative: String) -> String {
    if relative.hasPrefix("/") { return relative }
    return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
  }

  /// realpath(3), or nil.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The bytes of a file, reading at most `limit` + 1 of them (so that an
  /// oversized file is seen as such without reading it whole).
  static func read(_ path: String, limit: Int) -> Result<[UInt8], ReadError> {
    // Non-blocking: opening a FIFO must not wait for a writer (it is refused below).
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return .failure(.cannotOpen(errno)) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(.cannotOpen(errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(.folder)
    default: return .failure(.notAFile)
    }
    if Int(info.st_size) > limit { return .failure(.tooBig(Int(info.st_size))) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while bytes.count <= limit {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.cannotOpen(errno))
      }
      if count == 0 { break }
      bytes += buffer[0..<count]
    }
    if bytes.count > limit { return .failure(.tooBig(bytes.count)) }
    return .success(bytes)
  }

  enum ReadError: Error {
    case cannotOpen(CInt)
    /// A folder where a file was expected.
    case folder
    /// A FIFO, a device, a socket.
    case notAFile
    case tooBig(Int)
  }
}

extension FileSystem {
  /// lstat(2) succeeds: something is there (a broken symlink counts, so that loading reports it).
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }
}
