import XGestureSystem

/// The physical size udev's input_id builtin records for touch devices with
/// a resolution (`ID_INPUT_WIDTH_MM`, `ID_INPUT_HEIGHT_MM`), read from its
/// database without privileges, as GNOME's device mapper does: the device
/// node's numbers (stat, `FileStatus.deviceNumbers`) name the entry,
/// `/run/udev/data/c<major>:<minor>`.
/// xf86-input-libinput reports touchscreen axes as 0…65535 with no
/// resolution, so this is where the panel's size is known.
public enum UdevDatabase {
  /// The folder of udev's database.
  public static let folder = "/run/udev/data"

  /// The size udev recorded for the character device at `node`, mm; nil when
  /// there is no such device, no entry, or no size in it.
  public static func millimetres(ofNode node: String, folder: String = folder) -> PhysicalSize? {
    guard let status = try? Files.status(node), status.kind == .characterDevice else { return nil }
    let (major, minor) = status.deviceNumbers
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

  /// The text of a database entry (at most about 1 MiB of it), nil when it cannot be read.
  private static func readFile(_ path: String) -> String? {
    guard let file = try? FileDescriptor.open(path, .readOnly) else { return nil }
    let bytes = file.closeAfter { try? file.readAll(stoppingAfter: 1 << 20) }
    return bytes.map { String(decoding: $0, as: UTF8.self) }
  }
}
