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
        message: "this is not fusuma's config, a YAML map of swipe:, pinch:, rotate:, hold: — \(first?.message ?? "unreadable")")
    }
    var reader = FusumaReader(file: file)
    var bindings: [FusumaBinding] = []
    for document in documents {
      bindings += try reader.document(document)
    }
    guard !documents.isEmpty else {
      throw ImportError(file: file, line: 1, message: "this is not fusuma's config: the file has no YAML in it")
    }
    var builder = FusumaBuilder(config: reader.config, thresholds: reader.thresholds, intervals: reader.intervals)
    builder.build(bindings)
    return builder.config
  }

  /// One document's bindings; its top-level settings go into the reader.
  private mutating func document(_ node: YAMLNode) throws(ImportError) -> [FusumaBinding] {
    guard case .mapping(let pairs) = node.content else {
      throw ImportError(
        file: file, line: node.mark.line,
        message: "this is not fusuma's config: expected a YAML map of swipe:, pinch:, rotate:, hold:, found \(node.kindDescription)")
    }
    guard pairs.contains(where: { Self.documentKeys.contains($0.key.scalar ?? "") }) else {
      let key = pairs.first?.key
      throw ImportError(
        file: file, line: key?.mark.line ?? node.mark.line,
        message:
          "this is not fusuma's config: '\(key?.scalar ?? "")' is none of its keys (swipe, pinch, rotate, hold, threshold, interval, plugin, context)")
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
      case "plugin":
        config.notConverted(key.mark.line, "plugin: (fusuma's plugin settings: the gestures take every touchpad)")
      default:
        config.notConverted(key.mark.line, "\(name): (not a fusuma key)")
      }
    }
    return bindings
  }

  /// `context:` — `application: NAME` (or a list) is fusuma-plugin-appmatcher's.
  private mutating func applications(_ pairs: [(key: YAMLNode, value: YAMLNode)]) -> FusumaBinding.Context {
    guard let context = pairs.first(where: { $0.key.scalar == "context" }) else { return .global }
    guard case .mapping(let entries) = context.value.content, entries.count == 1,
      entries[0].key.scalar == "application"
    else {
      return .unsupported(line: context.key.mark.line, text: FusumaWalker.flat(context.value))
    }
    let value = entries[0].value
    switch value.content {
    case .scalar(let name, _): return .apps([name])
    case .sequence(let items):
      let names = items.compactMap(\.scalar)
      if names.count == items.count, !names.isEmpty { return .apps(names) }
    case .mapping: break
    }
    return .unsupported(line: context.key.mark.line, text: FusumaWalker.flat(context.value))
  }

  /// `threshold: { swipe: 0.5 }`, `interval: { pinch: 0.5 }`.
  private mutating func perType(_ key: String, _ node: YAMLNode) {
    guard case .mapping(let pairs) = node.content else {
      config.notConverted(node.mark.line, "\(key): \(FusumaWalker.flat(node)) (fusuma expects a map of gesture types)")
      return
    }
    for (type, value) in pairs {
      guard let name = type.scalar, Self.types.contains(name), let number = value.scalar.flatMap(Double.init), number >= 0 else {
        config.notConverted(type.mark.line, "\(key): \(type.scalar ?? ""): \(FusumaWalker.flat(value)) (not a gesture type and a number)")
        continue
      }
      if key == "threshold" { thresholds[name] = number } else { intervals[name] = number }
    }
  }
}
