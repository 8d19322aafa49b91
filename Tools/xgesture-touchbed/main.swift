// xgesture-touchbed: owns a umockdev testbed and the X server that reads it.
//
// The touch bed (XGestureTestSupport.TouchBed) runs this program and talks to
// it one line at a time on stdin/stdout. It exists as its own process because
// umockdev delivers hotplug uevents only from a process that runs with
// libumockdev-preload (as under umockdev-wrapper); this program re-executes
// itself that way, so the test process stays unpreloaded.
//
// Requests (one per line)           Replies
//   add UMOCKDEV_FILE IOCTL_FILE DEVNODE SYSPATH   ok
//   xorg CONFIG CONFIGDIR LOGFILE     ok DISPLAY_NUMBER
//   remove SYSPATH                    ok
//   write DEVNODE TYPE CODE VALUE …   ok
//   quit                              (exits; end of input does the same)
// Any failure replies `error SENTENCE`. The X server dies with this program.
import CUmockdev
import Glibc

reexecUnderPreloadIfNeeded()
xg_die_with_parent()

var bed = Testbed()
while let line = readLine() {
  let words = line.split(separator: " ").map(String.init)
  guard let request = words.first else { continue }
  if request == "quit" { break }
  do {
    let answer = try bed.handle(request, Array(words.dropFirst()))
    reply(answer.isEmpty ? "ok" : "ok \(answer)")
  } catch {
    reply("error \(error.sentence)")
  }
}
bed.shutDown()
exit(0)

struct Failure: Error {
  let sentence: String
}

struct Testbed {
  private let testbed = umockdev_testbed_new()!
  private var xorg: pid_t = 0
  private var deviceFDs: [String: Int32] = [:]
  private var added: Set<String> = []

  mutating func handle(_ request: String, _ arguments: [String]) throws(Failure) -> String {
    switch (request, arguments.count) {
    case ("add", 4):
      try add(description: arguments[0], ioctl: arguments[1], node: arguments[2], sysPath: arguments[3])
      return ""
    case ("xorg", 3):
      return try startXorg(config: arguments[0], configDir: arguments[1], log: arguments[2])
    case ("remove", 1):
      try remove(sysPath: arguments[0])
      return ""
    case ("write", let count) where count >= 4 && (count - 1) % 3 == 0:
      try write(node: arguments[0], numbers: arguments.dropFirst())
      return ""
    default:
      throw Failure(sentence: "unknown request '\(request)' with \(arguments.count) arguments")
    }
  }

  private mutating func add(description: String, ioctl: String, node: String, sysPath: String)
    throws(Failure)
  {
    var error: UnsafeMutablePointer<GError>? = nil
    guard umockdev_testbed_add_from_file(testbed, description, &error) != 0 else {
      throw Failure(sentence: "umockdev cannot add \(description): \(consume(error))")
    }
    guard umockdev_testbed_load_ioctl(testbed, node, ioctl, &error) != 0 else {
      throw Failure(sentence: "umockdev cannot load \(ioctl): \(consume(error))")
    }
    if xorg != 0 {
      umockdev_testbed_uevent(testbed, sysPath, "add")
    }
    added.insert(sysPath)
  }

  private mutating func remove(sysPath: String) throws(Failure) {
    guard added.contains(sysPath) else { throw Failure(sentence: "no device \(sysPath) in the bed") }
    umockdev_testbed_uevent(testbed, sysPath, "remove")
    umockdev_testbed_remove_device(testbed, sysPath)
    added.remove(sysPath)
    deviceFDs = deviceFDs.filter { node, _ in !sysPath.hasSuffix(String(node.dropFirst("/dev/input".count))) }
  }

  private mutating func write(node: String, numbers: ArraySlice<String>) throws(Failure) {
    let fd = try deviceFD(node)
    var events: [input_event] = []
    var index = numbers.startIndex
    while index < numbers.endIndex {
      guard let type = UInt16(numbers[index]), let code = UInt16(numbers[index + 1]),
        let value = Int32(numbers[index + 2])
      else { throw Failure(sentence: "'\(numbers[index..<index + 3].joined(separator: " "))' is not an event") }
      var event = input_event()
      gettimeofday(&event.time, nil)
      event.type = type
      event.code = code
      event.value = value
      events.append(event)
      index += 3
    }
    let size = events.count * MemoryLayout<input_event>.stride
    let written = events.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, size) }
    guard written == size else { throw Failure(sentence: "writing to \(node) failed: \(errnoText())") }
  }

  private mutating func deviceFD(_ node: String) throws(Failure) -> Int32 {
    if let fd = deviceFDs[node] { return fd }
    let fd = umockdev_testbed_get_dev_fd(testbed, node)
    guard fd >= 0 else { throw Failure(sentence: "no device node \(node) in the bed") }
    deviceFDs[node] = fd
    return fd
  }

  private mutating func startXorg(config: String, configDir: String, log: String) throws(Failure) -> String {
    guard xorg == 0 else { throw Failure(sentence: "the X server runs already") }
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw Failure(sentence: "pipe failed: \(errnoText())") }
    let arguments = [
      "setpriv", "--pdeathsig", "TERM", "--", "Xorg", "-config", config, "-configdir", configDir,
      "-noreset", "-nolisten", "tcp", "-displayfd", "1", "-logfile", log, "-keeptty", "-novtswitch",
    ]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
    posix_spawn_file_actions_addopen(&actions, 2, log + ".stderr", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addclose(&actions, fds[0])
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, "setpriv", &actions, nil, cArguments, environ)
    close(fds[1])
    defer { close(fds[0]) }
    guard spawned == 0 else { throw Failure(sentence: "cannot run Xorg: \(String(cString: strerror(spawned)))") }
    xorg = pid
    // -displayfd: the server writes its display number once it accepts clients.
    var number = ""
    var byte: UInt8 = 0
    var pollfd = Glibc.pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
    while !number.hasSuffix("\n") {
      guard poll(&pollfd, 1, 30_000) == 1, read(fds[0], &byte, 1) == 1 else {
        shutDown()
        throw Failure(sentence: "Xorg exited or hung before it was ready; its log is \(log)")
      }
      number.append(Character(UnicodeScalar(byte)))
    }
    return String(number.dropLast())
  }

  mutating func shutDown() {
    guard xorg != 0 else { return }
    kill(xorg, SIGTERM)
    var status: Int32 = 0
    for _ in 0..<300 where waitpid(xorg, &status, WNOHANG) == 0 {
      usleep(10_000)
    }
    if waitpid(xorg, &status, WNOHANG) == 0 {
      kill(xorg, SIGKILL)
      waitpid(xorg, &status, 0)
    }
    xorg = 0
  }
}

private func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
  defer { g_error_free(error) }
  return String(cString: xg_gerror_message(error))
}

/// One reply line, unbuffered: the bed waits for it.
private func reply(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBytes { Glibc.write(1, $0.baseAddress, $0.count) }
}

private func errnoText() -> String { String(cString: strerror(errno)) }

/// Runs this program again with libumockdev-preload unless it already has it.
private func reexecUnderPreloadIfNeeded() {
  let preload = "libumockdev-preload.so.0"
  let existing = getenv("LD_PRELOAD").map { String(cString: $0) } ?? ""
  guard !existing.contains("libumockdev-preload") else { return }
  setenv("LD_PRELOAD", existing.isEmpty ? preload : "\(preload) \(existing)", 1)
  let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
  execv("/proc/self/exe", arguments)
  reply("error cannot run under \(preload): \(errnoText()) — install the Debian package 'umockdev'")
  exit(1)
}
