/// Touchégg's `<settings>`: the animations' delay, threshold and colours,
/// as `settings.feedback` (docs/REFERENCE.md §12) and the colour its previews compare with.
struct ToucheggSettings {
  /// Touchégg's defaults: 150 ms, 20 %.
  var delay = "150ms"
  var commit = "20%"
  var color: String?
  var border: String?

  var feedback: [(key: String, value: String)] {
    [("delay", delay), ("commit", commit)] + (color.map { [("color", $0)] } ?? [])
      + (border.map { [("border", $0)] } ?? [])
  }

  mutating func read(_ settings: XMLElement, into config: inout ImportedConfig) {
    for property in settings.children {
      let name = property.attribute("name") ?? ""
      let value = property.text.trimmed
      guard property.name == "property" else {
        config.notConverted(
          property.line, "<\(property.name)> in <settings> (Touchégg reads only <property>)")
        continue
      }
      switch name {
      case "animation_delay":
        if let ms = Int(value), ms >= 0 { delay = "\(ms)ms" } else { bad(property, value, &config) }
      case "action_execute_threshold":
        // Touchégg clamps it to 0…100.
        if let percent = Int(value) {
          commit = "\(min(max(percent, 0), 100))%"
        } else {
          bad(property, value, &config)
        }
      case "color", "borderColor":
        guard value != "auto" else { continue }  // the desktop's colours: xgesture's defaults
        guard let hex = Self.color(value) else {
          bad(property, value, &config)
          continue
        }
        if name == "color" { color = hex } else { border = hex }
      default:
        config.notConverted(
          property.line, "<property name=\"\(name)\">\(value)</property> (not a Touchégg setting)")
      }
    }
  }

  private func bad(_ property: XMLElement, _ value: String, _ config: inout ImportedConfig) {
    let name = property.attribute("name") ?? ""
    config.notConverted(
      property.line,
      "<property name=\"\(name)\">\(value)</property> (Touchégg cannot read this value)")
  }

  /// `909090` or `#909090` as `#909090`; nil for anything else.
  static func color(_ text: String) -> String? {
    let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
    guard digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
    return "#" + digits.lowercased()
  }
}
