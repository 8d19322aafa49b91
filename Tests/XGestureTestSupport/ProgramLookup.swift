import Foundation

/// Finds installed programs and files, so that a bed that cannot start says
/// which Debian package is missing.
public enum ProgramLookup {
  /// The full path of `program` on `PATH` (plus the sbin folders, where Debian
  /// puts some servers), or `.programMissing` naming `package`.
  public static func find(_ program: String, package: String) throws(BedError) -> String {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    let folders = path.split(separator: ":").map(String.init) + ["/usr/sbin", "/sbin"]
    for folder in folders {
      let candidate = "\(folder)/\(program)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    throw .programMissing(program, package: package)
  }

  /// `path` itself when it exists, or `.fileMissing` naming `package`.
  public static func require(file path: String, package: String) throws(BedError) -> String {
    guard access(path, R_OK) == 0 else { throw .fileMissing(path, package: package) }
    return path
  }
}
