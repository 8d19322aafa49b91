/// Bare sound names (`{ sound: bell }`) in a freedesktop sound theme:
/// `<data dir>/sounds/<theme>/stereo/<name>.{oga,ogg,wav}`, the data dirs
/// being `$XDG_DATA_HOME` (default `~/.local/share`) then `$XDG_DATA_DIRS`
/// (default `/usr/local/share:/usr/share`). A theme other than `freedesktop`
/// falls back to `freedesktop`, as the sound theme specification says.
struct SoundTheme {
  static let extensions = ["oga", "ogg", "wav"]

  let name: String
  let environment: [String: String]
  /// Which files exist (`SoundFiles.isReadable`).
  let files: SoundFiles

  /// The data directories searched, in order.
  var dataDirectories: [String] {
    var folders: [String] = []
    if let home = environment["XDG_DATA_HOME"], home.hasPrefix("/") {
      folders.append(home)
    } else if let home = ProcessEnvironment.home(environment) {
      folders.append(home + "/.local/share")
    }
    let system =
      environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 }
      ?? "/usr/local/share:/usr/share"
    folders += system.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") }
    return folders
  }

  /// The file for `sound`, or nil.
  func file(for sound: String) -> String? {
    guard !sound.isEmpty, !sound.contains("/"), sound != ".", sound != ".." else { return nil }
    let themes = name == "freedesktop" ? [name] : [name, "freedesktop"]
    for theme in themes {
      for folder in dataDirectories {
        for ext in Self.extensions {
          let path = "\(folder)/sounds/\(theme)/stereo/\(sound).\(ext)"
          if files.isReadable(path) { return path }
        }
      }
    }
    return nil
  }
}
