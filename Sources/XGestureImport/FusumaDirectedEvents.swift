/// fusuma's continuous events under a direction (`pinch: 2: in: update:`)
/// in a gesture whose other events sit under none or under another one.
///
/// fusuma matches the direction of each step of a gesture against the tree,
/// the event without a direction when none matches: `begin:` with Ctrl held,
/// `in: update:` and `out: update:` clicking the wheel, `end:` releasing it is
/// one pinch. xgesture's form of an update per direction is a `repeat:`, its
/// `do` once per step forward — a pinch's ×1.1 out, a rotation's 15° clockwise
/// — and its `reverse` once per step back; a swipe's wheel clicks along
/// their axis are a `scroll:`. A `begin` or `end` under a direction acts
/// only when the first or last step goes that way, which has no form beside
/// the events under none (not converted) — unless every direction of the
/// type has the same one, which then runs whichever way the step goes.
extension FusumaBuilder {
  /// The `repeat:` a gesture's directed updates make.
  struct Steps {
    var every: String
    var forward: [ImportedAction] = []
    var reverse: [ImportedAction] = []
  }

  /// What a step forward is, and its size, for each type's directions.
  static func step(_ type: String) -> (forward: String, every: String)? {
    switch type {
    case "pinch": ("out", "10%")
    case "rotate": ("clockwise", "15deg")
    default: nil
    }
  }

  mutating func directedEvent(
    _ binding: FusumaBinding, _ action: ImportedAction, among group: [FusumaBinding],
    into gesture: inout ImportedGesture, steps: inout Steps?
  ) {
    let direction = binding.path.direction ?? ""
    let status = binding.path.status ?? ""
    if status != "update" && Self.everyDirection(binding, among: group) {
      let state = ["begin": "began", "end": "ended"][status] ?? "cancelled"
      if !(gesture.on.first { $0.state == state }?.actions.contains(action) ?? false) {
        Self.place([action], on: state, in: &gesture)
      }
      return
    }
    guard status == "update" else {
      let when = status == "begin" ? "first" : "last"
      gesture.remarks.append(
        .notConverted(
          binding.line,
          "\(binding.text) (fusuma runs it only when the gesture's \(when) step goes \(direction); beside its events without a direction this gesture takes every direction)"
        ))
      return
    }
    if let (forward, every) = Self.step(binding.type) {
      var stepped = steps ?? Steps(every: every)
      let plain = ImportedAction(action.kind)
      if direction == forward { stepped.forward.append(plain) } else { stepped.reverse.append(plain) }
      steps = stepped
      gesture.remarks.append(
        .note(
          binding.line,
          "fusuma runs this with each update that goes \(direction); xgesture once per step of \(every) that way (a repeat:)"
        ))
      return
    }
    if gesture.type == "pan", let style = WheelScroll.style(action.kind, along: direction) {
      let scroll = ImportedAction(.scroll(style))
      let changed = gesture.on.first { $0.state == "changed" }?.actions ?? []
      if changed.contains(scroll) { return }
      if !changed.contains(where: { if case .scroll = $0.kind { true } else { false } }) {
        gesture.remarks.append(.note(binding.line, WheelScroll.note))
        gesture.add([scroll], on: "changed")
        return
      }
      gesture.remarks.append(
        .notConverted(
          binding.line,
          "\(binding.text) (it turns the wheel the other way than this gesture's other scroll:, which has one way)"
        ))
      return
    }
    gesture.remarks.append(
      .notConverted(
        binding.line,
        "\(binding.text) (fusuma runs it with each step that goes \(direction); an xgesture pan's steps follow its first motion, so only wheel clicks along it have a form: scroll:)"
      ))
  }

  /// Whether every direction of the type has the same event doing the same.
  static func everyDirection(_ binding: FusumaBinding, among group: [FusumaBinding]) -> Bool {
    FusumaBinding.directions(of: binding.type).allSatisfy { direction in
      group.contains {
        $0.path.direction == direction && $0.path.status == binding.path.status
          && $0.run == binding.run
      }
    }
  }

  /// The `repeat:` on `changed`, when directed updates made one.
  func add(_ steps: Steps?, to gesture: inout ImportedGesture) {
    guard let steps else { return }
    let action = ImportedAction(
      .repeat(every: steps.every, forward: steps.forward, reverse: steps.reverse))
    Self.place([action], on: "changed", in: &gesture)
  }

  /// Adds `actions` to `state`; a new state goes where it comes in a
  /// gesture's life (began, changed, ended, cancelled).
  static func place(_ actions: [ImportedAction], on state: String, in gesture: inout ImportedGesture) {
    let order = ["began", "changed", "ended", "cancelled"]
    let rank = order.firstIndex(of: state) ?? order.count
    if !gesture.on.contains(where: { $0.state == state }),
      let later = gesture.on.firstIndex(where: { (order.firstIndex(of: $0.state) ?? order.count) > rank })
    {
      gesture.on.insert((state, actions), at: later)
    } else {
      gesture.add(actions, on: state)
    }
  }
}
