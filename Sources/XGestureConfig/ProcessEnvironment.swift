import XGestureActions

#if canImport(Glibc)
  import Glibc
#endif

/// The process's environment as a dictionary: what `ConfigLoader`,
/// `ConfigLocation` and `ConfigCheck` take by default (tests pass their own).
public enum ProcessEnvironment {
  public static var current: [String: String] { CommandRunner.currentEnvironment() }

  /// `$HOME`, else the password database's home of the current user.
  static func home(_ environment: [String: String]) -> String? {
    if let home = environment["HOME"], !home.isEmpty { return home }
    guard let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir else { return nil }
    return String(cString: dir)
  }
}
