import XGestureActionKinds
import XGestureConfig

/// fusuma's `config.yml` (read with the config's libyaml reader, every
/// document of it) → an `ImportedConfig`.
///
/// A document is a map of `swipe:`, `pinch:`, `rotate:` and `hold:` (fingers
/// → direction → a binding), `threshold:` and `interval:` per gesture type,
/// and, with fusuma-plugin-appmatcher, `context: { application: NAME }`,
/// whose gestures become `apps: [NAME]`. A binding with `command:` is
/// fusuma's one-shot (`FusumaBinding`); `begin:`, `update:`, `end:` (and
/// `cancelled:` for holds) under it are its continuous events.
struct FusumaReader {
  static let types = ["swipe", "pinch", "rotate", "hold"]
  static let documentKeys = types + ["threshold", "interval", "plugin", "context"]

  let file: String
  var config: ImportedConfig
  /// `threshold:` and `interval:` at the top of a document, per type.
  var thresholds: [String: Double] = [:]
  var intervals: [String: Double] = [:]
  /// fusuma-plugin-wmctrl's `wrap-navigation: true`.
  var wrapsWorkspaces = false

  init(file: String) {
    self.file = file
    config = ImportedConfig(tool: .fusuma, file: file)
  }

  static func read(_ bytes: [UInt8], file: String) throws(ImportError) -> ImportedConfig {
    let documents: [YAMLNode]
    switch YAMLReader(file: file).readDocuments(bytes) {
    case .success(let read): documents = read
    case .failure(let errors):
      let first = errors.errors.first
      throw ImportError(
        file: file, line: first?.line,
        message:
          "this is not fusuma's config, a YAML map of swipe:, pinch:, rotate:, hold: — \(first?.message ?? "unreadable")"
      )
    }
    var reader = FusumaReader(file: file)
    var bindings: [FusumaBinding] = []
    for document in documents {
      bindings += try reader.document(document)
    }
    guard !documents.isEmpty else {
      throw ImportError(
        file: file, line: 1, message: "this is not fusuma's config: the file has no YAML in it")
    }
    var builder = FusumaBuilder(
      config: reader.config, thresholds: reader.thresholds, intervals: reader.intervals,
      wrapsWorkspaces: reader.wrapsWorkspaces)
    builder.build(bindings)
    return builder.config
  }

  /// One document's bindings; its top-level settings go into the reader.
  private mutating func document(_ node: YAMLNode) throws(ImportError) -> [FusumaBinding] {
    guard case .mapping(let pairs) = node.content else {
      throw ImportError(
        file: file, line: node.mark.line,
        message:
          "this is not fusuma's config: expected a YAML map of swipe:, pinch:, rotate:, hold:, found \(node.kindDescription)"
      )
    }
    guard pairs.contains(where: { Self.documentKeys.contains($0.key.scalar ?? "") }) else {
      let key = pairs.first?.key
      throw ImportError(
        file: file, line: key?.mark.line ?? node.mark.line,
        message:
          "this is not fusuma's config: '\(key?.scalar ?? "")' is none of its keys (swipe, pinch, rotate, hold, threshold, interval, plugin, context)"
      )
    }
    let context = applications(pairs)
    var bindings: [FusumaBinding] = []
    for (key, value) in pairs {
      let name = key.scalar ?? ""
      switch name {
      case "swipe", "pinch", "rotate", "hold":
        var walker = FusumaWalker(type: name, config: config)
        walker.walk(value, path: FusumaBinding.Path())
        config = walker.config
        bindings += walker.bindings.map { binding in
          var binding = binding
          binding.context = context
          return binding
        }
      case "threshold", "interval": perType(name, value)
      case "context": break
      case "plugin": plugins(value, at: key.mark.line)
      default:
        config.notConverted(key.mark.line, "\(name): (not a fusuma key)")
      }
    }
    return bindings
  }

  /// `context:` — `application: NAME` (or a list) is fusuma-plugin-appmatcher's,
  /// which matches the active window: a note says xgesture's `apps:` match
  /// the window under the fingers (docs/REFERENCE.md §8).
  private mutating func applications(_ pairs: [(key: YAMLNode, value: YAMLNode)])
    -> FusumaBinding.Context
  {
    guard let context = pairs.first(where: { $0.key.scalar == "context" }) else { return .global }
    guard case .mapping(let entries) = context.value.content, entries.count == 1,
      entries[0].key.scalar == "application"
    else {
      return .unsupported(line: context.key.mark.line, text: FusumaWalker.flat(context.value))
    }
    let value = entries[0].value
    var names: [String] = []
    switch value.content {
    case .scalar(let name, _): names = [name]
    case .sequence(let items):
      names = items.compactMap(\.scalar)
      if names.count != items.count { names = [] }
    case .mapping: break
    }
    guard !names.isEmpty else {
      return .unsupported(line: context.key.mark.line, text: FusumaWalker.flat(context.value))
    }
    config.note(
      entries[0].key.mark.line,
      "fusuma-plugin-appmatcher picks these bindings by the active window; xgesture's apps: by the window under the fingers (under the pointer on a touchpad), and sends their keys: there"
    )
    return .apps(names)
  }

  /// `plugin:` — fusuma-plugin-wmctrl's settings are read (`FusumaWmctrl`);
  /// every other plugin's (the device filter, other executors) is not converted.
  private mutating func plugins(_ node: YAMLNode, at line: Int) {
    guard case .mapping(let categories) = node.content else {
      config.notConverted(
        line, "plugin: \(FusumaWalker.flat(node)) (fusuma expects a map of plugin settings)")
      return
    }
    for (category, body) in categories {
      let name = category.scalar ?? ""
      guard name == "executors", case .mapping(let executors) = body.content else {
        let why =
          name == "filters"
          ? "fusuma's device filter: the gestures take every touchpad"
          : "a fusuma plugin's settings"
        config.notConverted(
          category.mark.line, "plugin: \(name): \(FusumaWalker.flat(body)) (\(why))")
        continue
      }
      for (executor, settings) in executors {
        guard executor.scalar == "wmctrl_executor" else {
          config.notConverted(
            executor.mark.line,
            "plugin: executors: \(executor.scalar ?? ""): \(FusumaWalker.flat(settings)) (a fusuma plugin's settings)"
          )
          continue
        }
        if FusumaWmctrl.settings(settings, into: &config) { wrapsWorkspaces = true }
      }
    }
  }

  /// `threshold: { swipe: 0.5 }`, `interval: { pinch: 0.5 }`.
  private mutating func perType(_ key: String, _ node: YAMLNode) {
    guard case .mapping(let pairs) = node.content else {
      config.notConverted(
        node.mark.line, "\(key): \(FusumaWalker.flat(node)) (fusuma expects a map of gesture types)"
      )
      return
    }
    for (type, value) in pairs {
      guard let name = type.scalar, Self.types.contains(name),
        let number = value.scalar.flatMap(Double.init), number >= 0
      else {
        config.notConverted(
          type.mark.line,
          "\(key): \(type.scalar ?? ""): \(FusumaWalker.flat(value)) (not a gesture type and a number)"
        )
        continue
      }
      if key == "threshold" { thresholds[name] = number } else { intervals[name] = number }
    }
  }
}
