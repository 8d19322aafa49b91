import Foundation
import Testing
import XGestureActionKinds
import XGestureConfig
import XGestureImport

/// An imported config read back as YAML (the config's own libyaml reader):
/// each gesture's keys and its actions per state, each action written out
/// as `key: value, key: value` in the order of the output, so that tests
/// compare what a reader of the output sees, not the output's characters.
struct ImportedYAML {
  struct Gesture: Equatable, CustomStringConvertible {
    var keys: [String: String] = [:]
    var on: [String: [String]] = [:]
    var description: String {
      "\(keys.sorted { $0.key < $1.key }) on \(on.sorted { $0.key < $1.key })"
    }
  }

  var settings: [String: String] = [:]
  var gestures: [String: Gesture] = [:]
  var order: [String] = []

  init(_ text: String) throws {
    guard case .success(let root?) = YAMLReader(file: "imported").read(Array(text.utf8)),
      case .mapping(let sections) = root.content
    else {
      Issue.record("the output is not a YAML map:\n\(text)")
      return
    }
    for (key, value) in sections {
      switch key.scalar {
      case "settings": settings = Self.flatMap(value, prefix: "")
      case "gestures":
        guard case .mapping(let pairs) = value.content else { continue }
        for (name, body) in pairs {
          order.append(name.scalar ?? "")
          gestures[name.scalar ?? ""] = Self.gesture(body)
        }
      default: Issue.record("unexpected section \(key.scalar ?? "")")
      }
    }
  }

  private static func gesture(_ node: YAMLNode) -> Gesture {
    var gesture = Gesture()
    guard case .mapping(let pairs) = node.content else { return gesture }
    for (key, value) in pairs {
      let name = key.scalar ?? ""
      if name == "on", case .mapping(let states) = value.content {
        for (state, actions) in states {
          let list: [YAMLNode] =
            if case .sequence(let items) = actions.content { items } else { [actions] }
          gesture.on[state.scalar ?? ""] = list.map(action)
        }
      } else {
        gesture.keys[name] = flat(value)
      }
    }
    return gesture
  }

  /// `'echo hi'` → `command: echo hi`; `{ keys: ctrl+t, every: 50ms }` →
  /// `keys: ctrl+t, every: 50ms`; a repeat's `do:` and `reverse:` in braces.
  static func action(_ node: YAMLNode) -> String {
    if let text = node.scalar { return "command: \(text)" }
    guard case .mapping(let pairs) = node.content else { return flat(node) }
    return pairs.map { pair in
      let key = pair.key.scalar ?? ""
      guard key == "repeat", case .mapping(let inner) = pair.value.content else {
        return "\(key): \(flat(pair.value))"
      }
      let parts = inner.map { part in
        let name = part.key.scalar ?? ""
        return "\(name): " + (name == "every" ? flat(part.value) : actions(part.value))
      }
      return "repeat: { " + parts.joined(separator: ", ") + " }"
    }.joined(separator: ", ")
  }

  private static func actions(_ node: YAMLNode) -> String {
    if case .sequence(let items) = node.content {
      return "[" + items.map { "{ \(action($0)) }" }.joined(separator: ", ") + "]"
    }
    return "{ \(action(node)) }"
  }

  static func flat(_ node: YAMLNode) -> String {
    switch node.content {
    case .scalar(let text, _): text
    case .sequence(let items): "[" + items.map(flat).joined(separator: ", ") + "]"
    case .mapping(let pairs):
      "{ " + pairs.map { "\(flat($0.key)): \(flat($0.value))" }.joined(separator: ", ") + " }"
    }
  }

  private static func flatMap(_ node: YAMLNode, prefix: String) -> [String: String] {
    guard case .mapping(let pairs) = node.content else { return [prefix: flat(node)] }
    var out: [String: String] = [:]
    for (key, value) in pairs {
      out.merge(
        flatMap(
          value, prefix: prefix.isEmpty ? key.scalar ?? "" : prefix + "." + (key.scalar ?? ""))
      ) { $1 }
    }
    return out
  }
}
