/// A lock source as `xgesture --list-devices` tells of it (docs/LOCK.md):
/// one xgesture would watch, or one it cannot, and why.
public enum LockSourceListing: Sendable, Equatable {
  /// Watched: its name (`logind session c7`, `X screen saver`), and whether
  /// it says the screen is locked now.
  case watched(String, lockedNow: Bool = false)
  /// Not watched: why, as a sentence.
  case missing(String)

  /// The listing's lines: `lock sources: ` and the watched ones in order
  /// (`none` when there is none), then one indented line per missing one.
  public static func text(_ sources: [LockSourceListing]) -> String {
    var watched: [String] = []
    var notes: [String] = []
    for source in sources {
      switch source {
      case .watched(let name, let locked): watched.append(name + (locked ? " (locked now)" : ""))
      case .missing(let why): notes.append("  \(why)")
      }
    }
    let names = watched.isEmpty ? "none" : watched.joined(separator: ", ")
    return (["lock sources: \(names)"] + notes).joined(separator: "\n") + "\n"
  }
}
