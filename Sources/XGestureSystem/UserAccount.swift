#if canImport(Glibc)
  import Glibc
#endif

/// A user's entry in the password database (passwd(5)): their name and home.
public struct UserAccount: Sendable, Equatable {
  public let id: uid_t
  /// The login name (`root`).
  public let name: String
  /// The home folder (`/root`).
  public let home: String

  /// The entry of user `id` (getpwuid_r(3): thread-safe, unlike getpwuid),
  /// or nil when the database has none. Throws `Errno` naming `getpwuid_r`
  /// when the database cannot be read.
  public static func lookUp(_ id: uid_t) throws(Errno) -> UserAccount? {
    var size = 1024
    while true {
      var account: UserAccount?
      let code = withUnsafeTemporaryAllocation(of: CChar.self, capacity: size) { buffer in
        var entry = passwd()
        var found: UnsafeMutablePointer<passwd>?
        let code = getpwuid_r(id, &entry, buffer.baseAddress!, size, &found)
        // The strings live in `buffer`: copied before it goes.
        if code == 0, found != nil {
          account = UserAccount(
            id: id, name: entry.pw_name.map { String(cString: $0) } ?? "",
            home: entry.pw_dir.map { String(cString: $0) } ?? "")
        }
        return code
      }
      if code == ERANGE && size < 1 << 20 {
        size *= 2  // an entry larger than the buffer
        continue
      }
      try returnedCode("getpwuid_r", code)
      return account
    }
  }
}
