// xgesture-touchbed: owns a umockdev testbed and the X server that reads it.
//
// The touch bed (XGestureTestSupport.TouchBed) runs this program and talks to
// it one line at a time on stdin/stdout. It exists as its own process because
// umockdev delivers hotplug uevents only from a process that runs with
// libumockdev-preload (as under umockdev-wrapper); this program re-executes
// itself that way, so the test process stays unpreloaded.
//
// Argument `--private-run`: it and its X server run in a private mount
// namespace with a tmpfs on /run, for the udev database entries that
// libinput needs.
//
// Requests (one per line)           Replies
//   add UMOCKDEV_FILE IOCTL_FILE DEVNODE SYSPATH [KEY=VALUE …]   ok [MAJOR:MINOR]
//     (with KEY=VALUE properties it also imitates udev for libinput: the
//     device takes its pty's device numbers, replied, and gets a udev
//     database entry /run/udev/data/cMAJOR:MINOR)
//   root                              ok TESTBED_ROOT (umockdev's folder)
//   xorg CONFIG CONFIGDIR LOGFILE     ok DISPLAY_NUMBER XORG_PID
//   remove SYSPATH                    ok
//   write DEVNODE TYPE CODE VALUE …   ok      (events stamped with gettimeofday)
//   write-at NANOSECONDS DEVNODE TYPE CODE VALUE …   ok
//                                     (stamped with that CLOCK_MONOTONIC time,
//                                     the clock libinput asks evdev for)
//   quit                              (exits; end of input does the same)
// Any failure replies `error SENTENCE`. The X server dies with this program.
import CUmockdev
import Glibc
import XGestureSystem

reexecUnderPreloadIfNeeded()
xg_die_with_parent()
// Before the testbed exists: unshare(2) refuses a process with threads.
let namespaceFailure = enterPrivateMounts(CommandLine.arguments)

var bed = Testbed()
while let line = readLine() {
  let words = line.split(separator: " ").map(String.init)
  guard let request = words.first else { continue }
  if request == "quit" { break }
  do throws(Failure) {
    if let namespaceFailure { throw namespaceFailure }
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
  private var databaseEntries: [String: String] = [:]  // sysfs path → udev database file

  mutating func handle(_ request: String, _ arguments: [String]) throws(Failure) -> String {
    switch (request, arguments.count) {
    case ("add", let count) where count >= 4:
      return try add(
        description: arguments[0], ioctl: arguments[1], node: arguments[2], sysPath: arguments[3],
        udevProperties: Array(arguments.dropFirst(4)))
    case ("root", 0):
      return String(cString: umockdev_testbed_get_root_dir(testbed))
    case ("xorg", 3):
      return try startXorg(config: arguments[0], configDir: arguments[1], log: arguments[2])
    case ("remove", 1):
      try remove(sysPath: arguments[0])
      return ""
    case ("write", let count) where count >= 4 && (count - 1) % 3 == 0:
      try write(node: arguments[0], numbers: arguments.dropFirst())
      return ""
    case ("write-at", let count) where count >= 5 && (count - 2) % 3 == 0:
      guard let nanoseconds = Int(arguments[0]) else { throw Failure(sentence: "'\(arguments[0])' is not a time") }
      var stamp = timeval(tv_sec: nanoseconds / 1_000_000_000, tv_usec: nanoseconds % 1_000_000_000 / 1000)
      try write(node: arguments[1], numbers: arguments.dropFirst(2), time: &stamp)
      return ""
    default:
      throw Failure(sentence: "unknown request '\(request)' with \(arguments.count) arguments")
    }
  }

  private mutating func add(description: String, ioctl: String, node: String, sysPath: String, udevProperties: [String])
    throws(Failure) -> String
  {
    var error: UnsafeMutablePointer<GError>? = nil
    guard umockdev_testbed_add_from_file(testbed, description, &error) != 0 else {
      throw Failure(sentence: "umockdev cannot add \(description): \(consume(error))")
    }
    guard umockdev_testbed_load_ioctl(testbed, node, ioctl, &error) != 0 else {
      throw Failure(sentence: "umockdev cannot load \(ioctl): \(consume(error))")
    }
    var numbers = ""
    if !udevProperties.isEmpty {
      numbers = try imitateUdev(node: node, sysPath: sysPath, properties: udevProperties)
    }
    if xorg != 0 {
      umockdev_testbed_uevent(testbed, sysPath, "add")
    }
    added.insert(sysPath)
    return numbers
  }

  private mutating func remove(sysPath: String) throws(Failure) {
    guard added.contains(sysPath) else { throw Failure(sentence: "no device \(sysPath) in the bed") }
    umockdev_testbed_uevent(testbed, sysPath, "remove")
    umockdev_testbed_remove_device(testbed, sysPath)
    added.remove(sysPath)
    if let entry = databaseEntries.removeValue(forKey: sysPath) { unlink(entry) }
    deviceFDs = deviceFDs.filter { node, _ in !sysPath.hasSuffix(String(node.dropFirst("/dev/input".count))) }
  }

  private mutating func write(node: String, numbers: ArraySlice<String>, time: UnsafeMutablePointer<timeval>? = nil)
    throws(Failure)
  {
    let fd = try deviceFD(node)
    var events: [input_event] = []
    var index = numbers.startIndex
    while index < numbers.endIndex {
      guard let type = UInt16(numbers[index]), let code = UInt16(numbers[index + 1]),
        let value = Int32(numbers[index + 2])
      else { throw Failure(sentence: "'\(numbers[index..<index + 3].joined(separator: " "))' is not an event") }
      var event = input_event()
      if let time { event.time = time.pointee } else { gettimeofday(&event.time, nil) }
      event.type = type
      event.code = code
      event.value = value
      events.append(event)
      index += 3
    }
    do {
      try FileDescriptor(rawValue: fd).writeAll(events.withUnsafeBytes { Array($0) })
    } catch {
      throw Failure(sentence: "writing to \(node) failed: \(error.sentence)")
    }
  }

  /// What libinput needs of a umockdev device besides what umockdev does.
  /// The node is a pty: libinput compares the dev_t of its open descriptor
  /// (the pty's 136:N) with the one udev has, so the device takes the pty's
  /// numbers (its `dev`, MAJOR/MINOR, `/sys/dev/char/136:N`, the node's
  /// faked numbers). And libinput skips a device udev has not initialized, so
  /// it gets a database entry `/run/udev/data/c136:N` (in the private /run).
  private mutating func imitateUdev(node: String, sysPath: String, properties: [String]) throws(Failure) -> String {
    let fd = try deviceFD(node)
    guard let pts = xg_ptsname(fd) else {
      throw Failure(sentence: "\(node) is not a pty: \(Errno.current("ptsname").sentence)")
    }
    let rdev: dev_t
    do {
      rdev = try Files.status(String(cString: pts)).device
    } catch {
      throw Failure(sentence: "stat \(String(cString: pts)): \(error.sentence)")
    }
    // glibc's major(3) and minor(3), which are macros.
    let major = ((rdev >> 8) & 0xfff) | ((rdev >> 32) & ~0xfff)
    let minor = (rdev & 0xff) | ((rdev >> 12) & ~0xff)
    let numbers = "\(major):\(minor)"
    let root = String(cString: umockdev_testbed_get_root_dir(testbed))
    umockdev_testbed_set_attribute(testbed, sysPath, "dev", numbers)
    umockdev_testbed_set_property(testbed, sysPath, "MAJOR", "\(major)")
    umockdev_testbed_set_property(testbed, sysPath, "MINOR", "\(minor)")
    let devicePath = sysPath.dropFirst("/sys/".count)
    let charLink = "\(root)/sys/dev/char/\(numbers)"
    let nodeLink = "\(root)/dev/.node/\(node.dropFirst("/dev/".count).replacingSlashes())"
    for (link, target) in [(charLink, "../../\(devicePath)"), (nodeLink, numbers)] {
      unlink(link)
      do {
        try Files.makeSymbolicLink(at: link, pointingTo: target)
      } catch {
        throw Failure(sentence: "cannot link \(link): \(error.sentence)")
      }
    }
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    let lines =
      ["I:\(Int(now.tv_sec) * 1_000_000 + Int(now.tv_nsec) / 1000)"] + properties.map { "E:\($0)" }
      + ["E:ID_SEAT=seat0", "G:seat", "Q:seat", "V:1"]
    let entry = "/run/udev/data/c\(numbers)"
    do throws(Errno) {
      let file = try FileDescriptor.open(entry, .writeOnly, options: [.create, .truncate])
      try file.closeAfter { () throws(Errno) in try file.writeAll((lines.joined(separator: "\n") + "\n").utf8) }
    } catch {
      throw Failure(sentence: "cannot write the udev database entry \(entry): \(error.sentence) (is /run private?)")
    }
    databaseEntries[sysPath] = entry
    return numbers
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
    let displayPipe: (readEnd: FileDescriptor, writeEnd: FileDescriptor)
    do {
      displayPipe = try FileDescriptor.pipe()
    } catch {
      throw Failure(sentence: "pipe failed: \(error.sentence)")
    }
    let arguments = [
      "setpriv", "--pdeathsig", "TERM", "--", "Xorg", "-config", config, "-configdir", configDir,
      "-noreset", "-nolisten", "tcp", "-displayfd", "1", "-logfile", log, "-keeptty", "-novtswitch",
    ]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, displayPipe.writeEnd.rawValue, 1)
    posix_spawn_file_actions_addopen(&actions, 2, log + ".stderr", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { for argument in cArguments { free(argument) } }
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, "setpriv", &actions, nil, cArguments, environ)
    try? displayPipe.writeEnd.close()
    defer { try? displayPipe.readEnd.close() }
    guard spawned == 0 else {
      throw Failure(sentence: "cannot run Xorg: \(Errno(spawned, function: "posix_spawnp").sentence)")
    }
    xorg = pid
    // -displayfd: the server writes its display number once it accepts clients.
    var number = ""
    var byte: [UInt8] = [0]
    let deadline = MonotonicClock.milliseconds() + 30_000
    while !number.hasSuffix("\n") {
      let left = deadline - MonotonicClock.milliseconds()
      let ready = left > 0 ? try? FileDescriptor.poll(readable: [displayPipe.readEnd], timeout: left) : nil
      if let ready, ready.isEmpty { continue }  // timed out or interrupted: look at the clock
      let count = ready == nil ? nil : byte.withUnsafeMutableBytes { try? displayPipe.readEnd.read(into: $0) }
      guard count == 1 else {
        shutDown()
        throw Failure(sentence: "Xorg exited or hung before it was ready; its log is \(log)")
      }
      number.append(Character(UnicodeScalar(byte[0])))
    }
    return "\(number.dropLast()) \(pid)"
  }

  mutating func shutDown() {
    guard xorg != 0 else { return }
    kill(xorg, SIGTERM)
    for _ in 0..<300 where (try? ChildExit.reapIfExited(xorg)) == .some(nil) {
      usleep(10_000)
    }
    if (try? ChildExit.reapIfExited(xorg)) == .some(nil) {
      kill(xorg, SIGKILL)
      _ = try? ChildExit.waitForExit(xorg)
    }
    xorg = 0
  }
}

private func consume(_ error: UnsafeMutablePointer<GError>?) -> String {
  defer { g_error_free(error) }
  return String(cString: xg_gerror_message(error))
}

/// One reply line, unbuffered: the bed waits for it.
private func reply(_ line: String) { try? FileDescriptor.standardOutput.writeAll((line + "\n").utf8) }

extension Substring {
  /// umockdev's name for a node's faked numbers: `input/event20` → `input_event20`.
  func replacingSlashes() -> String { String(map { $0 == "/" ? "_" : $0 }) }
}

/// The private mount namespace the arguments ask for, or why it failed.
private func enterPrivateMounts(_ arguments: [String]) -> Failure? {
  guard arguments.contains("--private-run") else { return nil }
  guard xg_unshare_mounts() == 0 else {
    return Failure(
      sentence:
        "cannot make a private mount namespace (unshare: \(Errno.current("unshare").sentence)); the bed runs as root")
  }
  guard xg_mount_private("/") == 0 else {
    return Failure(sentence: "cannot make / private: \(Errno.current("mount").sentence)")
  }
  guard xg_mount_tmpfs("/run") == 0 else {
    return Failure(sentence: "cannot mount a tmpfs on /run: \(Errno.current("mount").sentence)")
  }
  for folder in ["/run/udev", "/run/udev/data"] {
    do {
      try Files.makeDirectory(folder, permissions: 0o755)
    } catch {
      return Failure(sentence: "cannot make \(folder): \(error.sentence)")
    }
  }
  return nil
}

/// Runs this program again with libumockdev-preload unless it already has it.
private func reexecUnderPreloadIfNeeded() {
  let preload = "libumockdev-preload.so.0"
  let existing = getenv("LD_PRELOAD").map { String(cString: $0) } ?? ""
  guard !existing.contains("libumockdev-preload") else { return }
  setenv("LD_PRELOAD", existing.isEmpty ? preload : "\(preload) \(existing)", 1)
  let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
  execv("/proc/self/exe", arguments)
  reply("error cannot run under \(preload): \(Errno.current("execv").sentence) — install the Debian package 'umockdev'")
  exit(1)
}
