import Testing
import XGestureSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Runs `spawn` with its standard output and error on one socket pair, reads
/// them to the end and returns how the child ended (reaped) and what it wrote.
private func run(_ spawn: Spawn) throws -> (ending: ChildExit.Ending?, output: String) {
  let (ours, child) = try FileDescriptor.socketPair()
  defer { try? ours.close() }
  var spawn = spawn
  spawn.standardOutput = .descriptor(child)
  spawn.standardError = .descriptor(child)
  let pid: pid_t
  do {
    pid = try spawn.start()
  } catch {
    try? child.close()
    throw error
  }
  try child.close()
  let output = try ours.readAll()
  let ending = try ChildExit.ending(of: pid, blocking: true)
  _ = try ChildExit.waitForExit(pid)
  return (ending, String(decoding: output, as: UTF8.self))
}

/// `sh -c script` with `environment`.
private func shell(_ script: String, environment: [String: String] = [:]) -> Spawn {
  Spawn("/bin/sh", arguments: ["sh", "-c", script], environment: environment)
}

/// Reads from `fd` until a newline and returns the line without it.
private func readLine(_ fd: FileDescriptor) throws -> String {
  var bytes: [UInt8] = []
  var byte: UInt8 = 0
  while try withUnsafeMutableBytes(of: &byte, { (buffer) throws(Errno) in try fd.read(into: buffer) }) == 1,
    byte != UInt8(ascii: "\n")
  {
    bytes.append(byte)
  }
  return String(decoding: bytes, as: UTF8.self)
}

/// True once `pid` no longer runs (gone, or a zombie awaiting its reaper), within 10 s.
private func isGone(_ pid: pid_t) -> Bool {
  let deadline = MonotonicClock.milliseconds() + 10_000
  while MonotonicClock.milliseconds() < deadline {
    guard let file = try? FileDescriptor.open("/proc/\(pid)/stat", .readOnly),
      let bytes = file.closeAfter({ try? file.readAll() })
    else { return true }
    // The state follows the parenthesised command name.
    let text = String(decoding: bytes, as: UTF8.self)
    if let close = text.lastIndex(of: ")"), text[text.index(close, offsetBy: 2)] == "Z" { return true }
    MonotonicClock.sleep(milliseconds: 2)
  }
  return false
}

@Suite struct SpawnTests {
  @Test("A child sees exactly the environment it is given, in the order of its names")
  func childSeesExactlyEnvironmentGivenOrder() throws {
    let spawn = Spawn("/usr/bin/env", arguments: ["env"], environment: ["XG_B": "2", "XG_A": "one=1"])
    let (ending, output) = try run(spawn)
    #expect(ending == .exited(0))
    #expect(output == "XG_A=one=1\nXG_B=2\n")
  }

  @Test("A child is called by the name its arguments begin with, and is this process's child")
  func childCalledNameArgumentsBeginThis() throws {
    let (ending, output) = try run(shell("echo \"$0 $PPID\"; exit 4"))
    #expect(ending == .exited(4))
    #expect(output == "sh \(CurrentProcess.id)\n")
    // The name is what the shell's own messages start with.
    let (_, missing) = try run(shell("no-such-command-xgesture", environment: ["PATH": "/nonexistent"]))
    #expect(missing.hasPrefix("sh: 1: no-such-command-xgesture: not found"))
  }

  @Test("A child reads end-of-file from /dev/null by default, or what is written into its input")
  func childReadsEndFileDevNull() throws {
    let (_, fromNull) = try run(Spawn("/bin/cat", arguments: ["cat"], environment: [:]))
    #expect(fromNull == "")

    let (ours, child) = try FileDescriptor.socketPair()
    var spawn = Spawn("/bin/cat", arguments: ["cat"], environment: [:], standardInput: .descriptor(child))
    let (output, childOutput) = try FileDescriptor.socketPair()
    defer { try? output.close() }
    spawn.standardOutput = .descriptor(childOutput)
    let pid = try spawn.start()
    try child.close()
    try childOutput.close()
    try ours.writeAll("typed in\n".utf8)
    try ours.close()
    #expect(try output.readAll() == Array("typed in\n".utf8))
    #expect(try ChildExit.ending(of: pid, blocking: true) == .exited(0))
    _ = try ChildExit.waitForExit(pid)
  }

  @Test("Output to a file replaces it on each start, output appending to one keeps every start's")
  func outputFileReplacesEachStartOutput() throws {
    let folder = try Folder()
    for word in ["one", "two"] {
      let pid = try Spawn(
        "/bin/sh", arguments: ["sh", "-c", "echo \(word); echo \(word) >&2"], environment: [:],
        standardOutput: .file(folder.file("replaced")), standardError: .appending(folder.file("kept"))
      ).start()
      #expect(try ChildExit.ending(of: pid, blocking: true) == .exited(0))
      _ = try ChildExit.waitForExit(pid)
    }
    func text(_ path: String) throws -> String {
      let file = try FileDescriptor.open(path, .readOnly)
      return String(decoding: try file.closeAfter { () throws(Errno) in try file.readAll() }, as: UTF8.self)
    }
    #expect(try text(folder.file("replaced")) == "two\n")
    #expect(try text(folder.file("kept")) == "one\ntwo\n")
  }

  @Test("A child starts with no signal blocked and none ignored, whatever this process blocks and ignores")
  func childStartsSignalBlockedNoneIgnored()
    throws
  {
    // Blocked in this thread only; ignored in the whole process, until the end of the test.
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGUSR1)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &blocked, &previousMask)
    defer { pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
    var ignore = sigaction()
    ignore.__sigaction_handler.sa_handler = SIG_IGN
    var previousAction = sigaction()
    sigaction(SIGUSR2, &ignore, &previousAction)
    defer { sigaction(SIGUSR2, &previousAction, nil) }

    // Each shell signals itself; a signal blocked or ignored would let it go on to exit 0.
    #expect(try run(shell("kill -USR1 $$; exit 0")).ending == .signalled(SIGUSR1))
    #expect(try run(shell("kill -USR2 $$; exit 0")).ending == .signalled(SIGUSR2))
  }

  @Test("A child leads a process group of its own, and signalling the group reaches what it started")
  func childLeadsProcessGroupOwnSignalling() throws {
    let (ours, child) = try FileDescriptor.socketPair()
    defer { try? ours.close() }
    let pid = try shell("sleep 600 & echo $!; wait", environment: ["PATH": "/usr/bin:/bin"])
      .withOutput(child).start()
    try child.close()
    let grandchild = try #require(pid_t(try readLine(ours)))
    #expect(getpgid(pid) == pid)
    #expect(getpgid(grandchild) == pid)
    #expect(getpgid(0) != pid)

    try ProcessGroup(leader: pid).send(.kill)
    #expect(try ChildExit.ending(of: pid, blocking: true) == .signalled(SIGKILL))
    #expect(isGone(grandchild), "the grandchild \(grandchild) survived")
    _ = try ChildExit.waitForExit(pid)
    #expect(isGone(grandchild))
  }

  @Test("Signalling a group with no process left is kill's ESRCH")
  func signallingGroupProcessLeftKillS() throws {
    let pid = try shell("exit 0").start()
    _ = try ChildExit.waitForExit(pid)
    #expect {
      try ProcessGroup(leader: pid).send(.terminate)
    } throws: {
      isErrno($0, ESRCH, from: "kill", saying: "No such process")
    }
  }

  @Test("A program that is not there, or output into a missing folder, fails to start with posix_spawn's ENOENT")
  func programThereOutputIntoMissingFolder() {
    #expect {
      try Spawn("/nonexistent/program", arguments: ["program"], environment: [:]).start()
    } throws: {
      isErrno($0, ENOENT, from: "posix_spawn", saying: "No such file or directory")
    }
    #expect {
      try Spawn("/bin/true", arguments: ["true"], environment: [:], standardOutput: .file("/nonexistent/log"))
        .start()
    } throws: {
      isErrno($0, ENOENT, from: "posix_spawn", saying: "No such file or directory")
    }
    #expect {
      try Spawn("/dev/null", arguments: ["null"], environment: [:]).start()
    } throws: {
      isErrno($0, EACCES, from: "posix_spawn", saying: "Permission denied")
    }
  }

  @Test("A child's exit descriptor becomes readable when it exits, not before; a reaped child has none")
  func childSExitDescriptorBecomesReadable()
    throws
  {
    let (ours, child) = try FileDescriptor.socketPair()
    let pid = try Spawn("/bin/cat", arguments: ["cat"], environment: [:], standardInput: .descriptor(child)).start()
    try child.close()
    let exit = try #require(try ProcessExitDescriptor.open(pid), "this system has pidfd_open")
    defer { try? exit.close() }
    #expect(fcntl(exit.rawValue, F_GETFD) & FD_CLOEXEC != 0)
    #expect(try FileDescriptor.poll(readable: [exit], timeout: 0).isEmpty)
    try ours.close()  // cat reads end-of-file and exits
    #expect(try FileDescriptor.poll(readable: [exit], timeout: 10_000) == [exit])
    #expect(try ChildExit.ending(of: pid, blocking: false) == .exited(0))
    _ = try ChildExit.waitForExit(pid)
    #expect {
      try ProcessExitDescriptor.open(pid)
    } throws: {
      isErrno($0, ESRCH, from: "pidfd_open", saying: "No such process")
    }
  }
}

extension Spawn {
  /// This spawn with its standard output on `fd`.
  fileprivate func withOutput(_ fd: FileDescriptor) -> Spawn {
    var spawn = self
    spawn.standardOutput = .descriptor(fd)
    return spawn
  }
}
