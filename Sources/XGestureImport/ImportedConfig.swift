/// What an import produced before it is written: settings, the gestures in
/// input order, and the comments about items that are not gestures.
struct ImportedConfig: Sendable {
  var tool: ImportTool
  var file: String
  /// `settings.feedback` entries, in the order written (docs/REFERENCE.md §10).
  var feedback: [(key: String, value: String)] = []
  private(set) var gestures: [ImportedGesture] = []
  /// Comments not attached to a gesture, each at its input line.
  var remarks: [Remark] = []
  /// Input lines of gestures bound again later, which the tool never runs.
  var superseded: [Int] = []

  init(tool: ImportTool, file: String) {
    self.tool = tool
    self.file = file
  }

  /// Adds `gesture` under its name, or under the name with `-2`, `-3`, …
  /// when that is taken; returns the name used.
  @discardableResult
  mutating func add(_ gesture: ImportedGesture) -> String {
    var named = gesture
    var suffix = 2
    while gestures.contains(where: { $0.name == named.name }) {
      named.name = "\(gesture.name)-\(suffix)"
      suffix += 1
    }
    gestures.append(named)
    return named.name
  }

  /// Changes the gesture named `name` in place.
  mutating func update(_ name: String, _ change: (inout ImportedGesture) -> Void) {
    if let index = gestures.firstIndex(where: { $0.name == name }) { change(&gestures[index]) }
  }

  mutating func notConverted(_ line: Int, _ text: String) {
    remarks.append(.notConverted(line, text))
  }

  mutating func note(_ line: Int, _ text: String) { remarks.append(.note(line, text)) }

  /// Every remark, the gestures' included.
  var allRemarks: [Remark] { remarks + gestures.flatMap(\.remarks) }

  func count(_ kind: Remark.Kind) -> Int { allRemarks.filter { $0.kind == kind }.count }

  /// Whether any action previews (then `settings.feedback` is written).
  var hasPreviews: Bool {
    func previews(_ action: ImportedAction) -> Bool {
      if action.preview != nil { return true }
      if case .repeat(_, let forward, let reverse) = action.kind {
        return (forward + reverse).contains(where: previews)
      }
      return false
    }
    return gestures.contains { $0.on.contains { $0.actions.contains(where: previews) } }
  }
}
