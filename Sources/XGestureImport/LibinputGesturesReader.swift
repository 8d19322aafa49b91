/// libinput-gestures' config (`gesture swipe|pinch|hold MOTION [FINGERS]
/// COMMAND` lines, `device`, `swipe_threshold`, `timeout`) → an `ImportedConfig`.
///
/// libinput-gestures reads touchpads only and acts when the fingers lift:
/// swipes become `swipe`s (discrete, four directions, no speed needed, done
/// within `timeout`), pinches `pinch`es and rotations `rotate`s acting on
/// `ended`, all kept to touchpads (`devices:`); holds become long presses,
/// which X servers deliver only from touchscreens. A gesture without a
/// finger count takes the counts libinput reports for it and yields to the
/// same gesture given with a count, as libinput-gestures does.
struct LibinputGesturesReader {
  /// One `gesture` line.
  struct Entry {
    var line: Int
    var gesture: String
    var motion: String
    var fingers: String?
    var arguments: [String]
  }

  let file: String
  var config: ImportedConfig
  var entries: [Entry] = []
  var device: (line: Int, name: String)?
  var threshold: Int?
  var timeout: (line: Int, seconds: Double)?

  /// xgesture's calibrated size of one libinput unit of motion (docs/X11.md).
  static let millimetresPerUnit = 0.0951

  init(file: String) {
    self.file = file
    config = ImportedConfig(tool: .libinputGestures, file: file)
  }

  static func read(_ bytes: [UInt8], file: String) throws(ImportError) -> ImportedConfig {
    var reader = LibinputGesturesReader(file: file)
    let text = String(decoding: bytes, as: UTF8.self)
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(raw).trimmed
      guard !line.isEmpty, !line.hasPrefix("#") else { continue }
      try reader.read(line, at: index + 1)
    }
    reader.build()
    return reader.config
  }

  private mutating func read(_ line: String, at number: Int) throws(ImportError) {
    let (first, rest) = Self.firstWord(line)
    var key = first
    while key.hasSuffix(":") { key.removeLast() }
    switch key {
    case "gesture": gesture(rest, at: number)
    case "device":
      if device == nil, !rest.isEmpty { device = (number, rest) }
    case "swipe_threshold":
      if let value = Int(rest), value >= 0 {
        threshold = value
      } else {
        config.notConverted(number, line + " (not a whole number ≥ 0)")
      }
    case "timeout":
      if let value = Double(rest), value >= 0 {
        timeout = (number, value)
      } else {
        config.notConverted(number, line + " (not a number ≥ 0)")
      }
    default:
      let shown = first.count > 40 ? String(first.prefix(40)) + "…" : first
      throw ImportError(
        file: file, line: number,
        message:
          "this is not a libinput-gestures config: '\(shown)' starts no line it knows (gesture, device, swipe_threshold, timeout)"
      )
    }
  }

  private mutating func gesture(_ text: String, at line: Int) {
    let (gesture, afterGesture) = Self.firstWord(text)
    let (motion, afterMotion) = Self.firstWord(afterGesture)
    var (fingers, command) = Self.firstWord(afterMotion)
    if !(fingers.count == 1 && fingers.allSatisfy(\.isNumber)) {
      command = afterMotion
      fingers = ""
    }
    let described = "gesture \(text)"
    guard ["swipe", "pinch", "hold"].contains(gesture.lowercased()) else {
      config.notConverted(line, "\(described) (libinput-gestures knows swipe, pinch and hold)")
      return
    }
    guard !command.isEmpty else {
      config.notConverted(line, "\(described) (no command)")
      return
    }
    guard let arguments = ShellWords.shlex(command), !arguments.isEmpty else {
      config.notConverted(line, "\(described) (a quote that is never closed)")
      return
    }
    if arguments.first != "_internal",
      let hash = arguments.dropFirst().firstIndex(where: { $0.hasPrefix("#") })
    {
      config.note(
        line,
        "libinput-gestures has no end-of-line comments: '\(arguments[hash...].joined(separator: " "))' is passed to the command as its arguments, and so it is here"
      )
    }
    let entry = Entry(
      line: line, gesture: gesture.lowercased(), motion: motion.lowercased(),
      fingers: fingers.isEmpty ? nil : fingers,
      arguments: arguments)
    if let earlier = entries.firstIndex(where: {
      $0.gesture == entry.gesture && $0.motion == entry.motion && $0.fingers == entry.fingers
    }) {
      config.note(
        entries[earlier].line,
        "bound again at line \(line): libinput-gestures uses the last one, and so does this config")
      config.superseded.append(entries[earlier].line)
      entries.remove(at: earlier)
    }
    entries.append(entry)
  }

  /// The first word of `text` and the rest, trimmed.
  static func firstWord(_ text: String) -> (String, String) {
    guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (text, "") }
    return (String(text[..<space]), String(text[space...]).trimmed)
  }
}
