#if canImport(Glibc)
  import Glibc
#endif

/// This process: its id, its user and its environment.
public enum CurrentProcess {
  /// Its process id (getpid(2)).
  public static var id: pid_t { getpid() }

  /// The user it runs as: its real user id (getuid(2)).
  public static var userID: uid_t { getuid() }

  /// Its environment (`environ`) as a dictionary; a name given twice keeps
  /// its first value, as getenv(3) does.
  public static func environment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        let name = String(text[..<equals])
        if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
      }
      pointer += 1
    }
    return result
  }

  /// Ends the process with `status` (exit(3): the C library's handlers run, its buffers are flushed).
  public static func exit(_ status: Int32) -> Never { Glibc.exit(status) }
}
