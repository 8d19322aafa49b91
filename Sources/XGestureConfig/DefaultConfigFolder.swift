/// Where the built-in default finds its sounds (`sounds/chomp.wav`,
/// `sounds/hehe.wav`, relative to "the config's folder"):
///
/// 1. installed: `<prefix>/bin/xgesture` → `<prefix>/share/xgesture/`
///    (`make install` copies `config/sounds` to `<prefix>/share/xgesture/sounds`);
/// 2. run from the source tree (`.build/…/xgesture`): the `config/` folder of
///    the nearest enclosing folder that has `Package.swift` and `config/config.yaml`.
///
/// When neither is found the default still loads, with its sounds off (a warning).
extension DefaultConfig {
  /// The folder, for the running executable (`/proc/self/exe`).
  public static func soundFolder() -> String? {
    guard let executable = FileSystem.realPath("/proc/self/exe") else { return nil }
    return soundFolder(executable: executable)
  }

  /// The folder, for an executable at `executable` (symlinks resolved).
  public static func soundFolder(executable: String) -> String? {
    let bin = FileSystem.folder(of: executable)
    let installed = FileSystem.join(FileSystem.folder(of: bin), "share/xgesture")
    if FileSystem.isDirectory(installed + "/sounds") { return installed }
    var folder = bin
    for _ in 0..<8 {
      let config = FileSystem.join(folder, "config")
      if FileSystem.exists(FileSystem.join(folder, "Package.swift")),
        FileSystem.exists(config + "/config.yaml"),
        FileSystem.isDirectory(config + "/sounds")
      {
        return config
      }
      if folder == "/" || folder == "." { break }
      folder = FileSystem.folder(of: folder)
    }
    return nil
  }
}
