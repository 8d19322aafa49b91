/// Touchégg's `touchegg.conf` (its XML: `<settings>` with `<property>`s, then
/// `<application name="…">` sections of `<gesture type fingers direction>`
/// each with one `<action type>`) → an `ImportedConfig`. A file in
/// Touchégg 1.x's format (`ToucheggFormat`) is converted by
/// `ToucheggLegacyReader`; what follows is Touchégg 2.x's.
///
/// - `SWIPE` (and the older `DRAG`) becomes a `pan` with its `direction`:
///   Touchégg's swipes are continuous, act once at their end and animate
///   while they move, which a directed pan with `preview:` does; `PINCH` a
///   `pinch` with `direction: in|out`; `TAP` a `tap`.
/// - `application name="All"` is global; other names become `apps:`, which
///   shadow global gestures of the same type, fingers and direction as
///   Touchégg's sections do. Touchégg keeps the last of two gestures with the
///   same application, type, fingers and direction, and so does the import.
/// - The settings become `settings.feedback` (`animation_delay` → `delay`,
///   `action_execute_threshold` → `commit`, `color`, `borderColor` → `border`)
///   when some action previews.
struct ToucheggReader {
  let file: String
  var config: ImportedConfig

  init(file: String) {
    self.file = file
    config = ImportedConfig(tool: .touchegg, file: file)
  }

  /// A gesture as written, before the sections' overrides are applied.
  struct Binding {
    var element: XMLElement
    /// Lowercased application names, nil for the global section.
    var apps: [String]?
    var appNames: [String]?
  }

  static func read(_ bytes: [UInt8], file: String) throws(ImportError) -> ImportedConfig {
    var reader = ToucheggReader(file: file)
    let root = try reader.root(bytes)
    let format = ToucheggFormat.of(root)
    var bindings: [Binding] = []
    var settings = ToucheggSettings()
    var composedTime = 0
    for child in root.children {
      switch (child.name, format) {
      case ("settings", .current): settings.read(child, into: &reader.config)
      case ("settings", .legacy): composedTime = reader.legacySettings(child)
      case ("application", _): bindings += reader.bindings(in: child)
      default:
        reader.config.notConverted(
          child.line, "<\(child.name)> (Touchégg reads only <settings> and <application>)")
      }
    }
    switch format {
    case .legacy: reader.convertLegacy(reader.effective(bindings), composedTime: composedTime)
    case .current:
      for binding in reader.effective(bindings) { reader.convert(binding, settings: settings) }
      if reader.config.hasPreviews { reader.config.feedback = settings.feedback }
    }
    return reader.config
  }

  private func root(_ bytes: [UInt8]) throws(ImportError) -> XMLElement {
    let first = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    if let first, bytes[first] != UInt8(ascii: "<") {
      let line = bytes[..<first].filter { $0 == 0x0A }.count + 1
      throw ImportError(
        file: file, line: line,
        message: "this is not a Touchégg config: expected its XML (<touchégg> …), found text")
    }
    let root: XMLElement
    do { root = try XMLReader.read(bytes) } catch {
      throw ImportError(
        file: file, line: error.line, column: error.column,
        message: "this is not a Touchégg config, or it is damaged here: \(error.message)")
    }
    guard root.name == "touchégg" || root.name == "touchegg" else {
      throw ImportError(
        file: file, line: root.line,
        message: "this is not a Touchégg config: its root element is <\(root.name)>, not <touchégg>"
      )
    }
    return root
  }

  private mutating func bindings(in application: XMLElement) -> [Binding] {
    let names = (application.attribute("name") ?? "").split(separator: ",").map {
      String($0).trimmed
    }
    .filter { !$0.isEmpty }
    guard !names.isEmpty else {
      config.notConverted(
        application.line, "<application> without a name: Touchégg applies its gestures to nothing")
      return []
    }
    var result: [Binding] = []
    for child in application.children {
      guard child.name == "gesture" else {
        config.notConverted(
          child.line, "<\(child.name)> in <application> (Touchégg reads only <gesture>)")
        continue
      }
      let global = names.contains { $0.lowercased() == "all" }
      result.append(
        Binding(
          element: child, apps: global ? nil : names.map { $0.lowercased() },
          appNames: global ? nil : names))
    }
    return result
  }

  /// Touchégg keys a gesture by application, type, fingers and direction, and
  /// the last one read wins: a later binding takes its applications away
  /// from an earlier one, which goes when it has none left.
  mutating func effective(_ bindings: [Binding]) -> [Binding] {
    func key(_ b: Binding) -> [String] {
      ["type", "fingers", "direction"].map { b.element.attribute($0) ?? "" }
    }
    var result = bindings
    var dropped = Set<Int>()
    for later in bindings.indices {
      for earlier in 0..<later
      where !dropped.contains(earlier) && key(result[earlier]) == key(bindings[later]) {
        let laterLine = bindings[later].element.line
        if let apps = result[earlier].apps, let laterApps = bindings[later].apps {
          let kept = apps.indices.filter { !laterApps.contains(apps[$0]) }
          if kept.count == apps.count { continue }
          result[earlier].apps = kept.map { apps[$0] }
          result[earlier].appNames = kept.map { result[earlier].appNames![$0] }
          if !kept.isEmpty { continue }
        } else if (result[earlier].apps == nil) != (bindings[later].apps == nil) {
          continue
        }
        dropped.insert(earlier)
        config.superseded.append(result[earlier].element.line)
        config.note(
          result[earlier].element.line,
          "the same gesture is bound again at line \(laterLine): Touchégg uses the last one, and so does this config"
        )
      }
    }
    return result.indices.filter { !dropped.contains($0) }.map { result[$0] }
  }
}
