#if canImport(Glibc)
  import Glibc
#endif

/// The physical size udev's input_id builtin records for touch devices with
/// a resolution (`ID_INPUT_WIDTH_MM`, `ID_INPUT_HEIGHT_MM`), read from its
/// database without privileges, as GNOME's device mapper does: the device
/// node's numbers (stat) name the entry, `/run/udev/data/c<major>:<minor>`.
/// xf86-input-libinput reports touchscreen axes as 0…65535 with no
/// resolution, so this is where the panel's size is known.
public enum UdevDatabase {
  /// The folder of udev's database.
  public static let folder = "/run/udev/data"

  /// The size udev recorded for the character device at `node`, mm; nil when
  /// there is no such device, no entry, or no size in it.
  public static func millimetres(ofNode node: String, folder: String = folder) -> PhysicalSize? {
    var info = stat()
    guard stat(node, &info) == 0, (info.st_mode & S_IFMT) == S_IFCHR else { return nil }
    let major = (info.st_rdev >> 8) & 0xfff | ((info.st_rdev >> 32) & ~0xfff)
    let minor = (info.st_rdev & 0xff) | ((info.st_rdev >> 12) & ~0xff)
    guard let text = readFile("\(folder)/c\(major):\(minor)") else { return nil }
    return size(inEntry: text)
  }

  /// The size in a database entry's text (`E:ID_INPUT_WIDTH_MM=294` lines).
  public static func size(inEntry text: String) -> PhysicalSize? {
    var width: Double?
    var height: Double?
    for line in text.split(separator: "\n") where line.hasPrefix("E:ID_INPUT_") {
      let pair = line.dropFirst(2).split(separator: "=", maxSplits: 1)
      guard pair.count == 2, let value = Double(pair[1]), value > 0, value.isFinite else {
        continue
      }
      if pair[0] == "ID_INPUT_WIDTH_MM" { width = value }
      if pair[0] == "ID_INPUT_HEIGHT_MM" { height = value }
    }
    guard let width, let height else { return nil }
    return PhysicalSize(width: width, height: height, source: .udev)
  }

  private static func readFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while bytes.count < 1 << 20 {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
