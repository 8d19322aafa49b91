import Testing
import XGestureSystem

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh private folder under $TMPDIR (or /tmp), removed with its files.
private struct Scratch: ~Copyable {
  let path: String
  init() {
    var template = Array("\(getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp")/xgesture-system-XXXXXX".utf8CString)
    path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
  }
  func file(_ name: String) -> String { "\(path)/\(name)" }
  deinit {
    if let folder = opendir(path) {
      while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) {
          String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
        }
        if name != "." && name != ".." { unlink("\(path)/\(name)") }
      }
      closedir(folder)
    }
    rmdir(path)
  }
}

@Suite struct FileDescriptorTests {
  @Test("A failed open names the C function and says the C library's sentence")
  func failedOpenNamesCFunctionSays() {
    let scratch = Scratch()
    #expect {
      try FileDescriptor.open(scratch.file("missing"), .readOnly)
    } throws: { error in
      guard let error = error as? Errno else { return false }
      return error.code == ENOENT && error.function == "open"
        && error.description == "open: No such file or directory"
        && error.sentence == "No such file or directory"
    }
  }

  @Test("What is written to a new file is read back whole, and the file is not inherited by children")
  func whatWrittenNewFileReadBack()
    throws
  {
    let scratch = Scratch()
    let path = scratch.file("text")
    let text = String(repeating: "line of text\n", count: 10_000)  // larger than one read
    let out = try FileDescriptor.open(path, .writeOnly, options: [.create, .truncate])
    try out.writeAll(text.utf8)
    #expect(fcntl(out.rawValue, F_GETFD) & FD_CLOEXEC != 0)
    try out.close()
    let input = try FileDescriptor.open(path, .readOnly)
    let bytes = try input.closeAfter { () throws(Errno) in try input.readAll() }
    #expect(String(decoding: bytes, as: UTF8.self) == text)
    // Closed: a second close fails with EBADF.
    #expect(throws: Errno(EBADF, function: "close")) { try input.close() }
  }

  @Test("Positioned writes and reads leave the file's offset alone, and resize cuts the file")
  func positionedWritesReadsLeaveFileS() throws {
    let scratch = Scratch()
    let file = try FileDescriptor.open(scratch.file("lock"), .readWrite, options: [.create])
    defer { try? file.close() }
    try file.writeAll(toAbsoluteOffset: 0, "12345\n".utf8)
    try file.writeAll(toAbsoluteOffset: 2, "ab".utf8)
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = try buffer.withUnsafeMutableBytes { (bytes) throws(Errno) -> Int in
      try file.read(fromAbsoluteOffset: 0, into: bytes)
    }
    #expect(String(decoding: buffer[..<count], as: UTF8.self) == "12ab5\n")
    #expect(lseek(file.rawValue, 0, SEEK_CUR) == 0)
    try file.resize(to: 3)
    #expect(try Files.linkStatus(scratch.file("lock")).kind == .regular)
    var info = stat()
    #expect(fstat(file.rawValue, &info) == 0 && info.st_size == 3)
  }

  @Test("An exclusive lock is refused to a second open of the same file until the first closes")
  func exclusiveLockRefusedSecondOpenSame() throws {
    let scratch = Scratch()
    let path = scratch.file("lock")
    let first = try FileDescriptor.open(path, .readWrite, options: [.create])
    let second = try FileDescriptor.open(path, .readWrite)
    defer { try? second.close() }
    #expect(try first.tryLockExclusive())
    #expect(try !second.tryLockExclusive())
    try first.close()
    // The lock goes with the last descriptor of the first open: a child another test spawns at
    // this moment holds a copy until its exec closes it (close-on-exec), so wait for it, bounded.
    let deadline = MonotonicClock.milliseconds() + 10_000
    var taken = try second.tryLockExclusive()
    while !taken && MonotonicClock.milliseconds() < deadline {
      _ = try FileDescriptor.poll(readable: [], timeout: 10)
      taken = try second.tryLockExclusive()
    }
    #expect(taken)
  }

  @Test("A non-blocking pipe with nothing in it throws EAGAIN, and poll reports it readable once written")
  func nonBlockingPipeNothingThrowsEagain()
    throws
  {
    let (readEnd, writeEnd) = try FileDescriptor.pipe(nonBlocking: true)
    defer {
      try? readEnd.close()
      try? writeEnd.close()
    }
    // Both ends close-on-exec, both non-blocking.
    for end in [readEnd, writeEnd] {
      #expect(fcntl(end.rawValue, F_GETFD) & FD_CLOEXEC != 0 && fcntl(end.rawValue, F_GETFL) & O_NONBLOCK != 0)
    }
    var buffer = [UInt8](repeating: 0, count: 8)
    #expect(throws: Errno(EAGAIN, function: "read")) {
      _ = try buffer.withUnsafeMutableBytes { (bytes) throws(Errno) -> Int in try readEnd.read(into: bytes) }
    }
    #expect(try FileDescriptor.poll(readable: [readEnd], timeout: 0).isEmpty)
    try writeEnd.writeAll([7, 8, 9])
    // Data is in the pipe: poll returns at once, whatever the timeout.
    #expect(try FileDescriptor.poll(readable: [readEnd], timeout: nil) == [readEnd])
    let count = try buffer.withUnsafeMutableBytes { (bytes) throws(Errno) -> Int in try readEnd.read(into: bytes) }
    #expect(Array(buffer[..<count]) == [7, 8, 9])
    try writeEnd.close()
    // Every writer gone: end of file, and poll says so as readable.
    #expect(try FileDescriptor.poll(readable: [readEnd], timeout: nil) == [readEnd])
    #expect(try buffer.withUnsafeMutableBytes { (bytes) throws(Errno) -> Int in try readEnd.read(into: bytes) } == 0)
  }

  @Test("A socket pair carries bytes both ways and is close-on-exec")
  func socketPairCarriesBytesBothWays() throws {
    let (a, b) = try FileDescriptor.socketPair()
    defer {
      try? a.close()
      try? b.close()
    }
    #expect(fcntl(a.rawValue, F_GETFD) & FD_CLOEXEC != 0 && fcntl(b.rawValue, F_GETFD) & FD_CLOEXEC != 0)
    try a.writeAll([1])
    try b.writeAll([2])
    var byte: [UInt8] = [0]
    _ = try byte.withUnsafeMutableBytes { (bytes) throws(Errno) -> Int in try b.read(into: bytes) }
    #expect(byte == [1])
    _ = try byte.withUnsafeMutableBytes { (bytes) throws(Errno) -> Int in try a.read(into: bytes) }
    #expect(byte == [2])
  }

  @Test("A folder is made once; making it again is EEXIST, and its status says folder, owner and permissions")
  func folderMadeMakingAgainEexistStatus()
    throws
  {
    let scratch = Scratch()
    let path = scratch.file("folder")
    let old = umask(0)
    defer { umask(old) }
    try Files.makeDirectory(path, permissions: 0o700)
    defer { rmdir(path) }
    #expect(throws: Errno(EEXIST, function: "mkdir")) { try Files.makeDirectory(path, permissions: 0o700) }
    let status = try Files.linkStatus(path)
    #expect(status.kind == .directory && status.owner == getuid() && status.permissions == 0o700)
    symlink(path, scratch.file("link"))
    #expect(try Files.linkStatus(scratch.file("link")).kind == .symbolicLink)
  }

  @Test("The monotonic clock never goes back, and its milliseconds are its nanoseconds")
  func monotonicClockNeverGoesBackMilliseconds() {
    var last = MonotonicClock.nanoseconds()
    for _ in 0..<1000 {
      let now = MonotonicClock.nanoseconds()
      #expect(now >= last)
      last = now
    }
    let milliseconds = MonotonicClock.milliseconds()
    #expect(milliseconds >= Double(last) / 1_000_000)
  }

  @Test("A detached thread runs its body")
  func detachedThreadRunsBody() throws {
    let (readEnd, writeEnd) = try FileDescriptor.pipe()
    defer { try? readEnd.close() }
    try DetachedThread.start {
      try? writeEnd.writeAll([42])
      try? writeEnd.close()
    }
    let bytes = try readEnd.readAll()  // returns once the thread closed its end
    #expect(bytes == [42])
  }

  @Test("An owned descriptor is closed when its owner goes, and not after it was released")
  func ownedDescriptorClosedWhenOwnerGoes() throws {
    let (readEnd, writeEnd) = try FileDescriptor.pipe()
    defer { try? readEnd.close() }
    do {
      let owned = OwnedFileDescriptor(writeEnd)
      try owned.descriptor.writeAll([1, 2])
    }
    // The only write end was closed with its owner: the reader sees the end.
    #expect(try readEnd.readAll() == [1, 2])

    let (otherRead, otherWrite) = try FileDescriptor.pipe()
    defer { try? otherRead.close() }
    let kept = OwnedFileDescriptor(otherWrite).release()
    try kept.writeAll([3])  // still open
    try kept.close()
    #expect(try otherRead.readAll() == [3])
  }
}
