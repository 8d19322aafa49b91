/// Touchégg 1.x's `touchegg.conf` (`ToucheggFormat.legacy`): its gestures
/// with their text actions, as 1.x ran them.
///
/// - `composed_gestures_time` is how long 1.x waits after a tap for a second
///   tap or a drag; it is 0 by default, and then it never recognizes
///   `DOUBLE_TAP` or `TAP_AND_HOLD`. Otherwise a double tap becomes a tap with
///   `taps: 2` within that `interval`, and the taps of its fingers wait for it
///   to fail (`require-failure-of`), as 1.x holds a tap back for that time.
/// - `direction="ALL"` is each direction of the type that is not bound on its
///   own in the same section: one gesture per direction.
/// - The last child element of `<gesture>` is its action (1.x reads the
///   type and settings of the last one).
extension ToucheggReader {
  /// `composed_gestures_time` in ms (0 when not set or unreadable, as
  /// Qt's `toInt` reads it); every other property is not converted.
  mutating func legacySettings(_ settings: XMLElement) -> Int {
    var composed = 0
    for property in settings.children {
      let name = property.attribute("name") ?? ""
      let value = property.text.trimmed
      if property.name == "property" && name == "composed_gestures_time" {
        composed = max(Int(value) ?? 0, 0)
      } else {
        config.notConverted(
          property.line,
          "<\(property.name) name=\"\(name)\">\(value)</\(property.name)> (not a Touchégg 1.x setting)")
      }
    }
    return composed
  }

  mutating func convertLegacy(_ bindings: [Binding], composedTime: Int) {
    for binding in bindings {
      let element = binding.element
      let type = element.attribute("type") ?? ""
      guard element.attribute("direction") == "ALL" else {
        convertLegacy(binding, direction: element.attribute("direction") ?? "", composedTime: composedTime)
        continue
      }
      let own = Set(
        bindings.filter {
          $0.apps == binding.apps && $0.element.attribute("type") == type
            && $0.element.attribute("fingers") == element.attribute("fingers")
        }.compactMap { $0.element.attribute("direction") ?? "" })
      let directions = ToucheggLegacyGesture.directions(of: type).filter { !own.contains($0) }
      guard !directions.isEmpty else {
        config.notConverted(
          element.line,
          "\(Self.described(element)) (every direction is bound on its own: Touchégg 1.x never runs this)")
        continue
      }
      for direction in directions {
        convertLegacy(binding, direction: direction, composedTime: composedTime)
      }
    }
    waitForDoubleTaps()
  }

  static func described(_ element: XMLElement) -> String {
    let attributes = ["type", "fingers", "direction"].map { "\($0)=\"\(element.attribute($0) ?? "")\"" }
    return "<gesture " + attributes.joined(separator: " ") + ">"
  }

  private mutating func convertLegacy(_ binding: Binding, direction: String, composedTime: Int) {
    let element = binding.element
    let type = element.attribute("type") ?? ""
    let fingers = element.attribute("fingers") ?? ""
    let described = Self.described(element)
    let shape: ToucheggLegacyGesture.Shape
    switch ToucheggLegacyGesture.shape(type: type, direction: direction, composedTime: composedTime) {
    case .success(let found): shape = found
    case .failure(let reason):
      remark(.notConverted(element.line, "\(described) (\(reason.sentence))"))
      return
    }
    let range = ToucheggLegacyGesture.fingers(of: type)
    guard let count = Int(fingers), range.contains(count) else {
      let all = fingers == "ALL" ? ": ALL is no count, so it never runs this" : ""
      remark(
        .notConverted(
          element.line,
          "\(described) (Touchégg 1.x recognizes it with \(range.lowerBound) to \(range.upperBound) fingers\(all))"))
      return
    }
    guard let action = element.children.last else {
      remark(.notConverted(element.line, "\(described) without an <action>"))
      return
    }
    var gesture = ImportedGesture(
      name: (binding.apps.map { Self.namePart($0[0]) + "-" } ?? "")
        + ([shape.word, shape.directionWord].compactMap { $0 } + [fingers]).joined(separator: "-"),
      type: shape.type, fingers: fingers, line: element.line)
    if let word = shape.direction { gesture.parameters.append(("direction", word)) }
    if let taps = shape.taps { gesture.parameters += [("taps", "\(taps)"), ("interval", "\(composedTime)ms")] }
    gesture.apps = binding.appNames
    for earlier in element.children.dropLast() {
      gesture.remarks.append(
        .note(earlier.line, "Touchégg 1.x runs only the last <action> of a gesture, and so does this config"))
    }
    ToucheggLegacyAction(element: action, shape: shape).convert(into: &gesture)
    let remarks = gesture.remarks
    gesture.remarks = []
    let converted = !gesture.on.isEmpty
    for item in remarks where converted || item.kind == .notConverted {
      if !config.allRemarks.contains(item) && !gesture.remarks.contains(item) {
        if converted { gesture.remarks.append(item) } else { config.remarks.append(item) }
      }
    }
    if converted { config.add(gesture) }
  }

  /// A remark once, though `ALL` makes several gestures of one line.
  private mutating func remark(_ item: Remark) {
    if !config.allRemarks.contains(item) { config.remarks.append(item) }
  }

  /// Taps wait for the double taps of their fingers (global ones, or of
  /// their applications) to fail.
  private mutating func waitForDoubleTaps() {
    let doubles = config.gestures.filter { $0.type == "tap" && $0.parameter("taps") == "2" }
    for tap in config.gestures where tap.type == "tap" && tap.parameter("taps") == nil {
      let names = doubles.filter { $0.fingers == tap.fingers && ($0.apps == nil || $0.apps == tap.apps) }
        .map(\.name)
      if !names.isEmpty { config.update(tap.name) { $0.requireFailureOf = names } }
    }
  }
}
