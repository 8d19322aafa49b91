/// One xgesture per display: a lock file in the user's runtime folder, held
/// with flock(2) for the life of the process and naming its pid.
public struct SingleInstance {
  private let file: FileDescriptor

  /// Why another instance blocks this one.
  public struct AlreadyRunning: Error, Equatable, CustomStringConvertible {
    public let display: String
    public let pid: String

    public init(display: String, pid: String) {
      self.display = display
      self.pid = pid
    }

    public var description: String {
      "xgesture already runs on display '\(display)' (process \(pid)) — "
        + "stop it first (kill \(pid)), or send it SIGHUP to reload its config"
    }
  }

  /// Takes the lock for `display`, or throws naming the process that has it.
  /// A lock that cannot be made at all (no writable folder) is not fatal: nil.
  public static func claim(display: String, environment: [String: String]) throws(AlreadyRunning) -> SingleInstance? {
    guard let folder = lockFolder(environment: environment) else { return nil }
    let path = "\(folder)/xgesture-\(lockName(display)).lock"
    guard
      let file = try? FileDescriptor.open(
        path, .readWrite, options: [.create, .noFollow], permissions: 0o600)
    else { return nil }
    guard (try? file.tryLockExclusive()) == true else {
      var buffer = [UInt8](repeating: 0, count: 32)
      let count = buffer.withUnsafeMutableBytes { (try? file.read(fromAbsoluteOffset: 0, into: $0)) ?? 0 }
      try? file.close()
      let pid = String(decoding: buffer.prefix(count).filter { (48...57).contains($0) }, as: UTF8.self)
      throw AlreadyRunning(display: display, pid: pid.isEmpty ? "unknown" : pid)
    }
    try? file.resize(to: 0)
    try? file.writeAll(toAbsoluteOffset: 0, "\(CurrentProcess.id)\n".utf8)
    return SingleInstance(file: file)
  }

  /// `XDG_RUNTIME_DIR`; without it a folder of the user's own under /tmp:
  /// made here, or refused (nil) if someone else made it (a lock there could be hijacked).
  private static func lockFolder(environment: [String: String]) -> String? {
    if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return runtime }
    let folder = "/tmp/xgesture-\(CurrentProcess.userID)"
    try? Files.makeDirectory(folder, permissions: 0o700)
    guard let status = try? Files.linkStatus(folder), status.kind == .directory, status.owner == CurrentProcess.userID,
      status.permissions & 0o077 == 0
    else { return nil }
    return folder
  }

  /// One name per display however it is written: `:0`, `:0.0`, `unix:0` and
  /// `localhost:0`-style remote names keep their host; the screen is dropped.
  public static func lockName(_ display: String) -> String {
    var host = ""
    var number = display
    if let colon = display.lastIndex(of: ":") {
      host = String(display[..<colon])
      number = String(display[display.index(after: colon)...])
    }
    if host == "unix" { host = "" }
    if let dot = number.firstIndex(of: ".") { number = String(number[..<dot]) }
    let name = host.isEmpty ? number : "\(host)-\(number)"
    return String(name.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" })
  }
}
