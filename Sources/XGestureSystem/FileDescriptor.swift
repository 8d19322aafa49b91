#if canImport(Glibc)
  import Glibc
#endif

/// An open file descriptor: the C `int` with a type of its own. It is a
/// value, as in swift-system: whoever opened it owns it and closes it once
/// (`close()`, or `closeAfter`); the types that keep one close it when they
/// are released.
///
/// Every call retries when a signal interrupts it (EINTR) and throws `Errno`
/// naming the C function otherwise.
public struct FileDescriptor: RawRepresentable, Hashable, Sendable {
  public let rawValue: CInt

  public init(rawValue: CInt) { self.rawValue = rawValue }

  public static let standardInput = FileDescriptor(rawValue: 0)
  public static let standardOutput = FileDescriptor(rawValue: 1)
  public static let standardError = FileDescriptor(rawValue: 2)

  /// What `open` may do besides reading or writing (`O_*` flags).
  public struct Options: OptionSet, Sendable {
    public let rawValue: CInt
    public init(rawValue: CInt) { self.rawValue = rawValue }

    public static let create = Options(rawValue: O_CREAT)
    public static let truncate = Options(rawValue: O_TRUNC)
    public static let append = Options(rawValue: O_APPEND)
    public static let nonBlocking = Options(rawValue: O_NONBLOCK)
    /// Refuse a symbolic link as the last component.
    public static let noFollow = Options(rawValue: O_NOFOLLOW)
  }

  /// How the file is opened.
  public enum AccessMode: Sendable {
    case readOnly, writeOnly, readWrite

    var flags: CInt {
      switch self {
      case .readOnly: O_RDONLY
      case .writeOnly: O_WRONLY
      case .readWrite: O_RDWR
      }
    }
  }

  /// Opens `path` (open(2)), always close-on-exec so that commands xgesture
  /// starts never inherit it; `permissions` apply when `.create` makes it.
  public static func open(
    _ path: String, _ mode: AccessMode, options: Options = [], permissions: mode_t = 0o644
  ) throws(Errno) -> FileDescriptor {
    let flags = mode.flags | options.rawValue | O_CLOEXEC
    let fd = try retryingInterrupts("open") { Glibc.open(path, flags, permissions) }
    return FileDescriptor(rawValue: fd)
  }

  /// Closes it (close(2)). Never retried: on Linux the descriptor is gone
  /// even when close reports EINTR.
  public func close() throws(Errno) {
    if Glibc.close(rawValue) < 0 { throw Errno.current("close") }
  }

  /// Runs `body`, then closes the descriptor whatever happened.
  public func closeAfter<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
    defer { try? close() }
    return try body()
  }

  /// Reads at most `buffer.count` bytes (read(2)); 0 at end of file. A
  /// non-blocking descriptor with nothing to read throws EAGAIN.
  public func read(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int {
    try retryingInterrupts("read") { Glibc.read(rawValue, buffer.baseAddress, buffer.count) }
  }

  /// Reads at most `buffer.count` bytes at `offset`, not moving the file's position (pread(2)).
  public func read(fromAbsoluteOffset offset: Int, into buffer: UnsafeMutableRawBufferPointer)
    throws(Errno) -> Int
  {
    try retryingInterrupts("pread") { pread(rawValue, buffer.baseAddress, buffer.count, off_t(offset)) }
  }

  /// Reads what is there (read(2)) and returns how many bytes; nil when a
  /// non-blocking descriptor has nothing to read now (EAGAIN), 0 at end of file.
  public func readIfReady(into buffer: UnsafeMutableRawBufferPointer) throws(Errno) -> Int? {
    do {
      return try read(into: buffer)
    } catch  where error.code == EAGAIN {
      return nil
    }
  }

  /// Everything up to the end of file, read 64 KiB at a time; once more than
  /// `limit` bytes are in, what was read by then, so that a file over a limit
  /// is seen as such without reading it whole.
  public func readAll(stoppingAfter limit: Int = .max) throws(Errno) -> [UInt8] {
    var bytes: [UInt8] = []
    let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 65536, alignment: 1)
    defer { chunk.deallocate() }
    while bytes.count <= limit {
      let count = try read(into: chunk)
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    return bytes
  }

  /// Writes some of `bytes` (write(2)) and returns how many were written.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(Errno) -> Int {
    try retryingInterrupts("write") { Glibc.write(rawValue, bytes.baseAddress, bytes.count) }
  }

  /// Writes all of `bytes`, continuing after short writes.
  public func writeAll(_ bytes: some Sequence<UInt8>) throws(Errno) {
    try writeAll(bytes) { (buffer, _) throws(Errno) in try write(buffer) }
  }

  /// Writes all of `bytes` at `offset`, not moving the file's position (pwrite(2)).
  public func writeAll(toAbsoluteOffset offset: Int, _ bytes: some Sequence<UInt8>) throws(Errno) {
    try writeAll(bytes) { (buffer, done) throws(Errno) in
      try retryingInterrupts("pwrite") {
        pwrite(rawValue, buffer.baseAddress, buffer.count, off_t(offset + done))
      }
    }
  }

  /// Calls `write` with what is left of `bytes` until all is written.
  private func writeAll(
    _ bytes: some Sequence<UInt8>, by write: (UnsafeRawBufferPointer, _ done: Int) throws(Errno) -> Int
  ) throws(Errno) {
    let array = Array(bytes)
    var done = 0
    while done < array.count {
      let written = array.withUnsafeBytes { buffer in
        Result { () throws(Errno) -> Int in try write(UnsafeRawBufferPointer(rebasing: buffer[done...]), done) }
      }
      done += try written.get()
    }
  }

  /// Cuts the file to `size` bytes (ftruncate(2)).
  public func resize(to size: Int) throws(Errno) {
    _ = try retryingInterrupts("ftruncate") { ftruncate(rawValue, off_t(size)) }
  }

  /// Makes reads and writes return EAGAIN instead of waiting (fcntl(2) O_NONBLOCK).
  public func setNonBlocking() throws(Errno) {
    let flags = try retryingInterrupts("fcntl") { fcntl(rawValue, F_GETFL) }
    _ = try retryingInterrupts("fcntl") { fcntl(rawValue, F_SETFL, flags | O_NONBLOCK) }
  }

  /// Keeps the descriptor from children started later (fcntl(2) FD_CLOEXEC).
  public func setCloseOnExec() throws(Errno) {
    _ = try retryingInterrupts("fcntl") { fcntl(rawValue, F_SETFD, FD_CLOEXEC) }
  }

  /// Takes an exclusive advisory lock without waiting (flock(2)); false when
  /// another open file description holds it.
  public func tryLockExclusive() throws(Errno) -> Bool {
    while true {
      if flock(rawValue, LOCK_EX | LOCK_NB) == 0 { return true }
      let code = errno
      if code == EINTR { continue }
      if code == EWOULDBLOCK { return false }
      throw Errno(code, function: "flock")
    }
  }
}
