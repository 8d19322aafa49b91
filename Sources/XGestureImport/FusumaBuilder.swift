/// fusuma's bindings → xgesture gestures.
///
/// - A one-shot (`swipe: 3: left: command:`) fires once when fusuma sees
///   the gesture: a `swipe` (recognized), or a `pinch`, `rotate` or
///   `long-press` acting on `began`. `threshold` scales what recognition
///   needs (fusuma: "0.5 shortens the swipe by half"): a swipe's
///   `min-distance` (8 mm × threshold), a pinch's `min-scale-change` (0.05 ×)
///   and `min-span-change` (3 mm ×), a rotation's `min-arc` (3 mm ×), a
///   hold's `duration` (fusuma's 0.7 s ×). `interval` (the delay before the
///   next one, 0.3 s × interval) becomes the action's `every:`.
/// - The continuous events of one type and fingers make one continuous
///   gesture: a `pan` for swipes, `pinch`, `rotate`, `long-press` for holds;
///   `begin` → `began`, `update` → `changed` at most once per 0.1 s ×
///   interval (fusuma's pace), `end` → `ended`, `cancelled` → `cancelled`,
///   so a key held from `begin` to `end` is held while the updates act.
///   fusuma's direction under them is the direction of each step
///   (`FusumaDirectedEvents`); when every event sits under one direction the
///   gesture takes that direction. A directed swipe's `update` that clicks
///   the wheel on its axis (`xdotool click 4` going up) is a `scroll:`.
struct FusumaBuilder {
  var config: ImportedConfig
  let thresholds: [String: Double]
  let intervals: [String: Double]
  /// fusuma-plugin-wmctrl's `wrap-navigation`.
  let wrapsWorkspaces: Bool

  struct Group {
    var type: String
    var fingers: String?
    var apps: [String]?
    var bindings: [FusumaBinding] = []

    /// The one direction every event sits under; nil when some sit under
    /// none or under different ones (`FusumaDirectedEvents`).
    var direction: String? {
      let directions = Set(bindings.map(\.path.direction))
      return directions.count == 1 ? directions.first! : nil
    }
  }

  mutating func build(_ bindings: [FusumaBinding]) {
    var groups: [Group] = []
    var oneShots: [(FusumaBinding, String)] = []
    for binding in bindings {
      if case .unsupported(_, let text) = binding.context {
        config.notConverted(
          binding.line,
          "\(binding.text) (in a document with context: \(text): xgesture binds gestures to applications only)"
        )
        continue
      }
      guard valid(binding) else { continue }
      let apps: [String]? = if case .apps(let names) = binding.context { names } else { nil }
      if binding.path.status == nil {
        if let name = oneShot(binding, apps: apps) { oneShots.append((binding, name)) }
        continue
      }
      if let index = groups.firstIndex(where: {
        $0.type == binding.type && $0.fingers == binding.path.fingers && $0.apps == apps
      }) {
        groups[index].bindings.append(binding)
      } else {
        groups.append(
          Group(
            type: binding.type, fingers: binding.path.fingers, apps: apps, bindings: [binding]))
      }
    }
    let continuous = groups.map { ($0, continuousGesture($0)) }
    for (binding, name) in oneShots {
      let together = continuous.filter { (group: Group, _: String) -> Bool in
        let fingers = group.fingers == (binding.path.fingers ?? group.fingers)
        let direction = group.direction == nil || group.direction == binding.path.direction
        return group.type == binding.type && fingers && direction
      }.map(\.1)
      if !together.isEmpty { config.update(name) { $0.simultaneousWith = together } }
    }
  }

  /// Whether fusuma can ever match the binding's place.
  private mutating func valid(_ binding: FusumaBinding) -> Bool {
    let path = binding.path
    let needsFingers = binding.type == "swipe" || binding.type == "hold" || path.status != nil
    let needsDirection = path.status == nil && binding.type != "hold"
    if needsFingers && path.fingers == nil {
      config.notConverted(
        binding.line, "\(binding.text) (fusuma matches this only under a finger count)")
      return false
    }
    if needsDirection && path.direction == nil {
      config.notConverted(
        binding.line, "\(binding.text) (fusuma matches this only under a direction)")
      return false
    }
    return true
  }

  func prefix(_ apps: [String]?) -> String {
    apps.map { ToucheggReader.namePart($0[0]) + "-" } ?? ""
  }

  func name(_ parts: [String?]) -> String { parts.compactMap { $0 }.joined(separator: "-") }

  static func number(_ value: Double) -> String { LibinputGesturesReader.number(value) }
}
