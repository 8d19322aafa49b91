extension ToucheggReader {
  /// What a Touchégg gesture type and direction become.
  struct Shape {
    var type: String
    /// xgesture's direction word, if the type takes one.
    var direction: String?
    /// Touchégg's word, for the name (`swipe`, `pinch`, `tap`).
    var word: String
    /// What a complete gesture's travel is, for `preview:` (nil for a tap).
    var preview: String?

    var isContinuous: Bool { type != "tap" }
    /// The state Touchégg's begin and end phases run on.
    var began: String { isContinuous ? "began" : "recognized" }
    var ended: String { isContinuous ? "ended" : "recognized" }
  }

  /// Touchégg's 100 % of a swipe is 16 % of a touchscreen's width or height
  /// (47 and 26 mm on a 294 × 165 mm screen) or 40 % of a touchpad's: one
  /// 40 mm here. A pinch out is complete at twice the span; in, at none,
  /// which no pinch reaches: half the span, the reciprocal of out.
  static let swipeTravel = "40mm"

  static func shape(type: String, direction: String) -> Shape? {
    switch (type, direction) {
    case ("SWIPE", "UP"), ("SWIPE", "DOWN"), ("SWIPE", "LEFT"), ("SWIPE", "RIGHT"),
      ("DRAG", "UP"), ("DRAG", "DOWN"), ("DRAG", "LEFT"), ("DRAG", "RIGHT"):
      Shape(type: "pan", direction: direction.lowercased(), word: "swipe", preview: swipeTravel)
    case ("PINCH", "IN"): Shape(type: "pinch", direction: "in", word: "pinch", preview: "0.5")
    case ("PINCH", "OUT"): Shape(type: "pinch", direction: "out", word: "pinch", preview: "2")
    case ("TAP", _): Shape(type: "tap", direction: nil, word: "tap", preview: nil)
    default: nil
    }
  }

  mutating func convert(_ binding: Binding, settings: ToucheggSettings) {
    let element = binding.element
    let type = element.attribute("type") ?? ""
    let direction = element.attribute("direction") ?? ""
    let fingers = element.attribute("fingers") ?? ""
    let described = "<gesture type=\"\(type)\" fingers=\"\(fingers)\" direction=\"\(direction)\">"
    guard let shape = Self.shape(type: type, direction: direction) else {
      config.notConverted(element.line, "\(described) (Touchégg has no such gesture)")
      return
    }
    guard let count = Int(fingers), (1...10).contains(count) else {
      config.notConverted(element.line, "\(described) (fingers must be a count from 1 to 10)")
      return
    }
    let actions = element.children.filter { $0.name == "action" }
    guard let action = actions.first else {
      config.notConverted(element.line, "\(described) without an <action>")
      return
    }
    let prefix = binding.apps.map { Self.namePart($0[0]) + "-" } ?? ""
    let name =
      prefix + ([shape.word, shape.direction].compactMap { $0 } + [fingers]).joined(separator: "-")
    var gesture = ImportedGesture(
      name: name, type: shape.type, fingers: fingers, line: element.line)
    if let word = shape.direction { gesture.parameters.append(("direction", word)) }
    gesture.apps = binding.appNames
    for extra in actions.dropFirst() {
      gesture.remarks.append(
        .note(
          extra.line, "Touchégg runs only the first <action> of a gesture, and so does this config")
      )
    }
    var converter = ToucheggAction(
      element: action, shape: shape, gestureDirection: direction, settings: settings)
    converter.convert(into: &gesture)
    guard !gesture.on.isEmpty else {
      gesture.remarks.removeAll { $0.kind == .note }
      config.remarks += gesture.remarks
      return
    }
    config.add(gesture)
  }

  /// A name's part from an application name: lowercase letters, digits and dashes.
  static func namePart(_ text: String) -> String {
    var out = ""
    for scalar in text.lowercased().unicodeScalars {
      let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
      if keep { out.unicodeScalars.append(scalar) } else if !out.hasSuffix("-") { out += "-" }
    }
    while out.hasSuffix("-") { out.removeLast() }
    return out.isEmpty ? "app" : out
  }
}
