import XGestureActionKinds
import XGestureEngine

/// What the section readers found wrong with one file: every error with the
/// position of the node it is about, and the warnings. Also the readings of
/// YAML shapes every section uses (a map, a word, a list of names), each of
/// which reports a node of the wrong shape where it is.
struct ConfigDiagnostics {
  let file: String
  private(set) var errors: [ConfigError] = []
  private(set) var warnings: [String] = []

  init(file: String) { self.file = file }

  mutating func report(_ mark: Mark, _ message: String) {
    errors.append(ConfigError(file: file, at: mark, message))
  }

  /// An error of another file the config reads (a shape's trace file), as it is.
  mutating func report(_ error: ConfigError) { errors.append(error) }

  mutating func warn(_ message: String) { warnings.append(message) }

  // The words of messages (`ConfigWords`), under the names the section readers use.
  static func switchValue(_ word: String) -> Bool? { ConfigWords.switchValue(word) }
  static func suggestion(_ word: String, _ candidates: [String], otherwise: String = "") -> String {
    ConfigWords.suggestion(word, candidates, otherwise: otherwise)
  }
  static func suggesting(_ candidate: String?, otherwise: String = "") -> String {
    ConfigWords.suggesting(candidate, otherwise: otherwise)
  }
  static func hint(_ word: String, _ candidates: [String], list: String) -> String {
    ConfigWords.hint(word, candidates, list: list)
  }
  static func alternatives(_ words: [String]) -> String { ConfigWords.alternatives(words) }
  static func article(_ word: String) -> String { ConfigWords.article(word) }

  // MARK: - Shapes

  /// A mapping's entries with scalar keys; reports non-scalar and duplicate keys.
  /// `duplicate` words the message for a key given twice.
  mutating func entries(
    _ node: YAMLNode, what: String,
    duplicate: (String, Int) -> String = { "'\($0)' is given twice (first at line \($1))" }
  ) -> [(key: String, keyMark: Mark, value: YAMLNode)]? {
    if node.isNull { return [] }
    guard case .mapping(let pairs) = node.content else {
      report(
        node.mark, "\(what) must be a map of 'key: value' lines, found \(node.kindDescription)")
      return nil
    }
    var seen: [String: Mark] = [:]
    var result: [(key: String, keyMark: Mark, value: YAMLNode)] = []
    for (key, value) in pairs {
      guard let name = key.scalar else {
        report(key.mark, "a key in \(what) must be a word, found \(key.kindDescription)")
        continue
      }
      if let first = seen[name] {
        report(key.mark, duplicate(name, first.line))
        continue
      }
      seen[name] = key.mark
      result.append((name, key.mark, value))
    }
    return result
  }

  /// A non-empty text value.
  mutating func text(_ node: YAMLNode, what: String) -> String? {
    guard let value = node.scalar, !node.isNull else {
      report(node.mark, "\(what) needs a value, found \(node.kindDescription)")
      return nil
    }
    return value
  }

  /// A name or a list of names, each with its position.
  mutating func names(_ node: YAMLNode, what: String) -> [(name: String, mark: Mark)]? {
    switch node.content {
    case .scalar(let name, _) where !node.isNull: return [(name, node.mark)]
    case .sequence(let items):
      var result: [(name: String, mark: Mark)] = []
      for item in items {
        guard let name = item.scalar, !item.isNull else {
          report(item.mark, "\(what) must list names, found \(item.kindDescription)")
          continue
        }
        result.append((name, item.mark))
      }
      return result
    default:
      report(
        node.mark,
        "\(what) must be a name or a list of names like [pan, pinch], found \(node.kindDescription)"
      )
      return nil
    }
  }

  /// `devices:` in `settings` or in a gesture, other than `all`: a list of
  /// device names, XI ids and the classes `touchscreens` and `touchpads`.
  mutating func devices(_ node: YAMLNode) -> [DeviceSelector]? {
    guard case .sequence = node.content else {
      report(
        node.mark,
        "'devices' must be 'all' or a list of device names, XI ids, touchscreens or touchpads like [\"ELAN Touchscreen\", 11, touchpads], found \(node.kindDescription)"
      )
      return nil
    }
    guard let list = names(node, what: "'devices'") else { return nil }
    if list.isEmpty {
      report(
        node.mark,
        "'devices' is an empty list, which matches no device — write 'all' or name devices"
      )
      return nil
    }
    return list.map { name, _ in
      switch name {
      case "touchscreens": .every(.touchscreen)
      case "touchpads": .every(.touchpad)
      default: Int(name).map(DeviceSelector.id) ?? .name(name)
      }
    }
  }
}
