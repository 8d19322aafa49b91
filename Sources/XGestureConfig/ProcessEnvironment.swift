import XGestureSystem

/// The process's environment as a dictionary: what `ConfigLoader`,
/// `ConfigLocation` and `ConfigCheck` take by default (tests pass their own).
public enum ProcessEnvironment {
  public static var current: [String: String] { CurrentProcess.environment() }

  /// `$HOME`, else the password database's home of the current user.
  static func home(_ environment: [String: String]) -> String? {
    if let home = environment["HOME"], !home.isEmpty { return home }
    return (try? UserAccount.lookUp(CurrentProcess.userID))?.home
  }
}
