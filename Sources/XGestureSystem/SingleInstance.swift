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

  /// What a claim got: the lock, or a sentence saying why no lock could be
  /// made at all (not fatal: xgesture runs, but a second one on the same
  /// display would not be refused).
  public enum Claim {
    case held(SingleInstance)
    case unguarded(String)
  }

  /// Takes the lock for `display`, or throws naming the process that has it.
  public static func claim(display: String, environment: [String: String]) throws(AlreadyRunning) -> Claim {
    let folder: String
    switch lockFolder(environment: environment) {
    case .success(let found): folder = found
    case .failure(let refused): return .unguarded(refused.description)
    }
    let path = "\(folder)/xgesture-\(lockName(display)).lock"
    let file: FileDescriptor
    do {
      file = try FileDescriptor.open(path, .readWrite, options: [.create, .noFollow], permissions: 0o600)
    } catch {
      return .unguarded("cannot open the lock file \(path): \(error.sentence)")
    }
    let locked: Bool
    do {
      locked = try file.tryLockExclusive()
    } catch {
      try? file.close()
      return .unguarded("cannot lock \(path): \(error.sentence)")
    }
    guard locked else { throw holder(of: file, display: display) }
    try? file.resize(to: 0)
    try? file.writeAll(toAbsoluteOffset: 0, "\(CurrentProcess.id)\n".utf8)
    return .held(SingleInstance(file: file))
  }

  /// The refusal naming the pid the holder wrote in the lock file.
  private static func holder(of file: FileDescriptor, display: String) -> AlreadyRunning {
    var buffer = [UInt8](repeating: 0, count: 32)
    let count = buffer.withUnsafeMutableBytes { (try? file.read(fromAbsoluteOffset: 0, into: $0)) ?? 0 }
    try? file.close()
    let pid = String(decoding: buffer.prefix(count).filter { (48...57).contains($0) }, as: UTF8.self)
    return AlreadyRunning(display: display, pid: pid.isEmpty ? "unknown" : pid)
  }

  /// `XDG_RUNTIME_DIR`; without it a folder of the user's own under /tmp:
  /// made here, or refused if someone else made it (a lock there could be hijacked).
  private static func lockFolder(environment: [String: String]) -> Result<String, FolderRefused> {
    if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty { return .success(runtime) }
    let folder = "/tmp/xgesture-\(CurrentProcess.userID)"
    try? Files.makeDirectory(folder, permissions: 0o700)
    guard let status = try? Files.linkStatus(folder), status.kind == .directory, status.owner == CurrentProcess.userID,
      status.permissions & 0o077 == 0
    else {
      return .failure(
        FolderRefused(
          "XDG_RUNTIME_DIR is not set and \(folder) is not a folder of this user's that only they can open"))
    }
    return .success(folder)
  }

  /// Why there is no folder for the lock, as the sentence `Claim.unguarded` carries.
  private struct FolderRefused: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
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
