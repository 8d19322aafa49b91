import Testing
import XGestureSystem

#if canImport(Glibc)
  import Glibc
#endif

/// A folder made by `Files.makeTemporaryDirectory`, removed with its files
/// (one level deep) when released.
struct Folder: ~Copyable {
  let path: String
  init() throws {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    path = try Files.makeTemporaryDirectory(prefix: "\(base)/xgesture-system-calls.")
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

/// `error` is an `Errno` from `function` with `code`, described as
/// "function: strerror's sentence".
func isErrno(_ error: any Error, _ code: CInt, from function: String, saying sentence: String)
  -> Bool
{
  guard let error = error as? Errno else { return false }
  return error.code == code && error.function == function && error.sentence == sentence
    && error.description == "\(function): \(sentence)"
}

/// Starts `/bin/sh -c script` (`Spawn`) and returns its process id.
private func shell(_ script: String) throws -> pid_t {
  try Spawn("/bin/sh", arguments: ["sh", "-c", script], environment: CurrentProcess.environment()).start()
}

@Suite struct SystemCallTests {
  @Test(
    "An inotify descriptor reports nothing while idle, then each change made in the watched folder with its file's name"
  )
  func inotifyDescriptorReportsNothingWhileIdle()
    throws
  {
    let folder = try Folder()
    let inotify = try FileDescriptor.inotify()
    defer { try? inotify.close() }
    try inotify.addInotifyWatch(folder.path, for: [.create, .closeWrite, .movedTo, .delete, .onlyDirectory])
    #expect(try inotify.readInotifyEvents().isEmpty)  // non-blocking: nothing queued

    let file = try FileDescriptor.open(folder.file("new"), .writeOnly, options: .create)
    try file.writeAll("x".utf8)
    try file.close()
    try Files.rename(folder.file("new"), to: folder.file("config.yaml"))
    unlink(folder.file("config.yaml"))

    let seen = try inotify.readInotifyEvents().map { [$0.name: $0.events] }
    #expect(
      seen == [
        ["new": .create], ["new": .closeWrite], ["config.yaml": .movedTo], ["config.yaml": .delete],
      ])
    #expect(try inotify.readInotifyEvents().isEmpty)
  }

  @Test("Watching a file as a folder is refused with inotify_add_watch's ENOTDIR")
  func watchingFileFolderRefusedInotifyAdd() throws {
    let folder = try Folder()
    try FileDescriptor.open(folder.file("plain"), .writeOnly, options: .create).close()
    let inotify = try FileDescriptor.inotify()
    defer { try? inotify.close() }
    #expect {
      try inotify.addInotifyWatch(folder.file("plain"), for: [.modify, .onlyDirectory])
    } throws: {
      isErrno($0, ENOTDIR, from: "inotify_add_watch", saying: "Not a directory")
    }
  }

  @Test("An open file's status gives its kind and size; stat follows a symbolic link and lstat does not")
  func openFileSStatusGivesKind()
    throws
  {
    let folder = try Folder()
    let file = try FileDescriptor.open(folder.file("five"), .readWrite, options: .create)
    defer { try? file.close() }
    try file.writeAll("12345".utf8)
    let status = try file.status()
    #expect(status.kind == .regular && status.size == 5 && status.owner == getuid() && status.device == 0)
    // /dev/null is the character device 1:3 on Linux: major 1 in bits 8–19, minor 3 in bits 0–7.
    #expect(try Files.status("/dev/null").device == 0x103)
    let directory = try FileDescriptor.open(folder.path, .readOnly)
    #expect(try directory.closeAfter { () throws(Errno) in try directory.status().kind } == .directory)

    try Files.makeSymbolicLink(at: folder.file("link"), pointingTo: folder.file("five"))
    #expect {
      try Files.makeSymbolicLink(at: folder.file("link"), pointingTo: "elsewhere")
    } throws: {
      isErrno($0, EEXIST, from: "symlink", saying: "File exists")
    }
    #expect(try Files.status(folder.file("link")).kind == .regular)
    #expect(try Files.status(folder.file("link")).size == 5)
    #expect(try Files.linkStatus(folder.file("link")).kind == .symbolicLink)
    #expect {
      try Files.status(folder.file("missing"))
    } throws: {
      isErrno($0, ENOENT, from: "stat", saying: "No such file or directory")
    }
    #expect {
      try FileDescriptor(rawValue: -1).status()
    } throws: {
      isErrno($0, EBADF, from: "fstat", saying: "Bad file descriptor")
    }
  }

  @Test("Device files are character devices whose numbers split into major and minor")
  func deviceFilesCharacterDevicesWhoseNumbers() throws {
    let null = try Files.status("/dev/null")
    #expect(null.kind == .characterDevice)
    #expect(null.deviceNumbers == (1, 3))
    // Linux's 64-bit encoding (sys/sysmacros.h): minor bits 0–7 and 20–43,
    // major bits 8–19 and 44–63; here major 0x12345, minor 0x6789a.
    let large = FileStatus(kind: .characterDevice, owner: 0, permissions: 0o600, device: 0x0001_2000_6783_459a)
    #expect(large.deviceNumbers == (0x12345, 0x6789a))
  }

  @Test("Access is checked for the real user, and a missing file is access's ENOENT")
  func accessCheckedRealUserMissingFile() throws {
    let folder = try Folder()
    let file = try FileDescriptor.open(folder.file("plain"), .writeOnly, options: .create, permissions: 0o644)
    try file.setPermissions(0o644)
    try file.close()
    try Files.checkAccess(folder.file("plain"), [.read, .write])
    // Not executable: no execute bit is set, which even root needs.
    #expect {
      try Files.checkAccess(folder.file("plain"), .execute)
    } throws: {
      isErrno($0, EACCES, from: "access", saying: "Permission denied")
    }
    #expect {
      try Files.checkAccess(folder.file("missing"), .read)
    } throws: {
      isErrno($0, ENOENT, from: "access", saying: "No such file or directory")
    }
  }

  @Test("A resolved path has no symbolic link, dot or dot-dot left, and a missing part is realpath's ENOENT")
  func resolvedPathHasSymbolicLinkDot()
    throws
  {
    let folder = try Folder()
    let real = try Files.resolvedPath(folder.path)
    #expect(real.hasPrefix("/") && !real.contains("/./") && !real.contains("/../"))
    try FileDescriptor.open(folder.file("five"), .writeOnly, options: .create).close()
    try Files.makeSymbolicLink(at: folder.file("link"), pointingTo: folder.file("five"))
    #expect(try Files.resolvedPath(folder.file("link")) == real + "/five")
    try Files.makeDirectory(folder.file("inner"), permissions: 0o700)
    defer { rmdir(folder.file("inner")) }
    try Files.makeSymbolicLink(at: folder.file("inner-link"), pointingTo: folder.file("inner"))
    #expect(try Files.resolvedPath(folder.path + "/./inner-link/../link") == real + "/five")
    #expect {
      try Files.resolvedPath(folder.file("missing/five"))
    } throws: {
      isErrno($0, ENOENT, from: "realpath", saying: "No such file or directory")
    }
  }

  @Test("The password database names root with its home, and has no entry for an unused user id")
  func passwordDatabaseNamesRootHomeHas() throws {
    let root = try UserAccount.lookUp(0)
    #expect(root?.id == 0 && root?.name == "root" && root?.home == "/root")
    #expect(try UserAccount.lookUp(4_000_000_000) == nil)
    let me = try #require(try UserAccount.lookUp(CurrentProcess.userID))
    #expect(me.id == CurrentProcess.userID && !me.name.isEmpty && me.home.hasPrefix("/"))
  }

  @Test("This process's id, user and environment are the ones libc reports")
  func thisProcessSIdUserEnvironment() {
    #expect(CurrentProcess.id == getpid())
    #expect(CurrentProcess.userID == getuid())
    let environment = CurrentProcess.environment()
    for name in ["PATH", "HOME"] {
      #expect(environment[name] == getenv(name).map { String(cString: $0) })
    }
  }

  @Test("The monotonic clock reads the same moment in each unit, and sleeping waits at least as asked")
  func monotonicClockReadsSameMomentEach() {
    let before = MonotonicClock.nanoseconds()
    let microseconds = MonotonicClock.microseconds()
    let after = MonotonicClock.nanoseconds()
    #expect(UInt64(before / 1000) <= microseconds && microseconds <= UInt64(after / 1000))

    MonotonicClock.sleep(milliseconds: 20)
    #expect(MonotonicClock.nanoseconds() - after >= 20_000_000)
    let deadline = MonotonicClock.nanoseconds() + 30_000_000
    MonotonicClock.sleep(untilNanoseconds: deadline)
    #expect(MonotonicClock.nanoseconds() >= deadline)
  }

  @Test("Reading everything stops at the first 64 KiB read past a limit, and at the end of the file")
  func readingEverythingStopsFirst64Kib() throws {
    let folder = try Folder()
    let file = try FileDescriptor.open(folder.file("big"), .readWrite, options: .create)
    defer { try? file.close() }
    try file.writeAll(Array(repeating: 1, count: 200_000))
    let limited = try FileDescriptor.open(folder.file("big"), .readOnly)
    #expect(try limited.closeAfter { () throws(Errno) in try limited.readAll(stoppingAfter: 100_000) }.count == 131_072)
    let whole = try FileDescriptor.open(folder.file("big"), .readOnly)
    #expect(try whole.closeAfter { () throws(Errno) in try whole.readAll(stoppingAfter: 300_000) }.count == 200_000)
  }

  @Test("Reading a non-blocking socket says when nothing is there yet, then what came, then the end")
  func readingNonBlockingSocketSaysWhen() throws {
    let (ours, theirs) = try FileDescriptor.socketPair()
    defer { try? ours.close() }
    try ours.setNonBlocking()
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 16, alignment: 1)
    defer { buffer.deallocate() }
    func read() throws(Errno) -> Int? { try ours.readIfReady(into: buffer) }
    #expect(try read() == nil)
    try theirs.writeAll([1, 2, 3])
    #expect(try read() == 3)
    try theirs.close()
    // The end comes once no process holds their end: a child another test spawns at this moment
    // has a copy until its exec closes it (close-on-exec), so the end is waited for, not assumed.
    #expect(try FileDescriptor.poll(readable: [ours], timeout: 10_000) == [ours])
    #expect(try read() == 0)
    #expect {
      try FileDescriptor(rawValue: -1).readIfReady(into: UnsafeMutableRawBufferPointer(start: nil, count: 0))
    } throws: {
      isErrno($0, EBADF, from: "read", saying: "Bad file descriptor")
    }
  }

  @Test("Temporary folders are new each time, private to their owner, and need their parent folder")
  func temporaryFoldersNewEachTimePrivate() throws {
    let first = try Folder()
    let second = try Folder()
    #expect(first.path != second.path)
    #expect(first.path.hasPrefix((getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/xgesture-system-calls."))
    let status = try Files.linkStatus(first.path)
    #expect(status.kind == .directory && status.permissions == 0o700)
    #expect {
      try Files.makeTemporaryDirectory(prefix: first.file("absent/inner."))
    } throws: {
      isErrno($0, ENOENT, from: "mkdtemp", saying: "No such file or directory")
    }
  }

  @Test("Renaming replaces the target with the source, and a missing source is rename's ENOENT")
  func renamingReplacesTargetSourceMissingSource() throws {
    let folder = try Folder()
    for (name, text) in [("old", "new text"), ("target", "old text")] {
      let file = try FileDescriptor.open(folder.file(name), .writeOnly, options: .create)
      try file.closeAfter { () throws(Errno) in try file.writeAll(text.utf8) }
    }
    try Files.rename(folder.file("old"), to: folder.file("target"))
    let target = try FileDescriptor.open(folder.file("target"), .readOnly)
    #expect(try target.closeAfter { () throws(Errno) in try target.readAll() } == Array("new text".utf8))
    #expect(throws: (any Error).self) { try Files.linkStatus(folder.file("old")) }
    #expect {
      try Files.rename(folder.file("old"), to: folder.file("target"))
    } throws: {
      isErrno($0, ENOENT, from: "rename", saying: "No such file or directory")
    }
  }

  @Test("Permissions set on an open file are kept whole, where open's are cut by the umask")
  func permissionsSetOpenFileKeptWhole() throws {
    let folder = try Folder()
    let old = umask(0o022)
    defer { umask(old) }
    let file = try FileDescriptor.open(folder.file("script"), .writeOnly, options: .create, permissions: 0o777)
    #expect(try file.status().permissions == 0o755)
    try file.setPermissions(0o775)
    #expect(try file.status().permissions == 0o775)
    try file.close()
    #expect {
      try file.setPermissions(0o600)
    } throws: {
      isErrno($0, EBADF, from: "fchmod", saying: "Bad file descriptor")
    }
  }

  @Test("A Unix socket connection carries what is sent, and sending to a peer that left is EPIPE, not SIGPIPE")
  func unixSocketConnectionCarriesWhatSent()
    throws
  {
    let folder = try Folder()
    let path = folder.file("socket")
    #expect {
      try FileDescriptor.connect(unixSocket: path)
    } throws: {
      isErrno($0, ENOENT, from: "connect", saying: "No such file or directory")
    }

    // A listener made by hand, the way a server (the inputtest driver) makes one; close-on-exec,
    // it and the accepted end too (accept4 is not in Swift's Glibc: fcntl at once), so that a
    // child another test starts meanwhile does not keep the peer open. Between accept and fcntl
    // one still can (seen under load), so the peer leaves by shutdown, which ends the connection
    // whoever holds a descriptor of it, and then closes.
    let listener = socket(AF_UNIX, CInt(SOCK_STREAM.rawValue) | CInt(SOCK_CLOEXEC.rawValue), 0)
    #expect(listener >= 0)
    defer { close(listener) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: Array(path.utf8)) }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    #expect(bound == 0 && listen(listener, 1) == 0)

    let client = try FileDescriptor.connect(unixSocket: path)
    defer { try? client.close() }
    #expect(fcntl(client.rawValue, F_GETFD) & FD_CLOEXEC != 0)
    let accepted = accept(listener, nil, nil)
    #expect(accepted >= 0 && fcntl(accepted, F_SETFD, FD_CLOEXEC) == 0)
    let server = FileDescriptor(rawValue: accepted)
    try client.sendAll(Array(repeating: 7, count: 100_000))  // more than one send may take
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while received.count < 100_000 {
      let count = try buffer.withUnsafeMutableBytes { (bytes) throws(Errno) in try server.read(into: bytes) }
      if count == 0 { break }
      received += buffer[..<count]
    }
    #expect(received == Array(repeating: 7, count: 100_000))

    // As a child that inherited it would, a second descriptor of the peer stays open meanwhile.
    let inherited = dup(server.rawValue)
    defer { close(inherited) }
    #expect(shutdown(server.rawValue, CInt(SHUT_RDWR)) == 0)
    try server.close()
    #expect {
      try client.sendAll([1])
    } throws: {
      isErrno($0, EPIPE, from: "send", saying: "Broken pipe")
    }
  }

  @Test("A child's ending is read without reaping it, as often as asked, until it is reaped")
  func childSEndingReadWithoutReaping() throws {
    let child = try shell("exit 3")

    #expect(try ChildExit.ending(of: child, blocking: true) == .exited(3))
    // Not reaped: asking again, without waiting, says the same.
    #expect(try ChildExit.ending(of: child, blocking: false) == .exited(3))
    let status = try ChildExit.waitForExit(child)
    #expect(status >> 8 & 0xff == 3)
    #expect {
      try ChildExit.ending(of: child, blocking: false)
    } throws: {
      isErrno($0, ECHILD, from: "waitid", saying: "No child processes")
    }
  }

  @Test("A child killed by a signal ends signalled with that signal")
  func childKilledSignalEndsSignalledSignal() throws {
    let child = try shell("kill -KILL $$")
    #expect(try ChildExit.ending(of: child, blocking: true) == .signalled(SIGKILL))
    _ = try ChildExit.waitForExit(child)
  }
}

@Suite("A poll set")
struct PollSetTests {
  @Test("A poll set reports the descriptor that became readable by its tag, and nothing after a timeout")
  func readableByTag() throws {
    let first = try FileDescriptor.pipe()
    let second = try FileDescriptor.pipe()
    defer {
      for end in [first.readEnd, first.writeEnd, second.readEnd, second.writeEnd] { try? end.close() }
    }
    var set = PollSet<String>()
    set.add(first.readEnd, tag: "first")
    set.add(second.readEnd, tag: "second")
    #expect(try set.wait(timeout: 0))
    #expect(!set.isReadable("first") && !set.isReadable("second"))
    try second.writeEnd.writeAll(Array("x".utf8))
    #expect(try set.wait(timeout: 1000))
    #expect(!set.isReadable("first"))
    #expect(set.isReadable("second"))
    set.removeAll()
    set.add(first.readEnd, tag: "first")
    #expect(try set.wait(timeout: 0))
    #expect(!set.isReadable("second"))
  }
}
