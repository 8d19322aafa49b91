/// One gesture of the output: its recognizer, rules and actions per state,
/// and where it came from.
struct ImportedGesture: Equatable, Sendable {
  /// The name it is written under (unique: `ImportedConfig.add`).
  var name: String
  var type: String
  /// A count (`3`) or a range (`3-5`); nil leaves xgesture's default.
  var fingers: String?
  /// Further recognizer parameters in the order written (`direction`, `min-distance`, …).
  var parameters: [(key: String, value: String)] = []
  /// `apps:` — nil for a global gesture.
  var apps: [String]?
  var devices: [String]?
  var requireFailureOf: [String] = []
  var simultaneousWith: [String] = []
  /// `on:` — states in the order written, each with its actions.
  var on: [(state: String, actions: [ImportedAction])] = []
  /// The input line it came from.
  var line: Int
  /// Every input line it converts (fusuma's events of one gesture are on
  /// several lines).
  var sources: [Int]
  /// Comments written just above it.
  var remarks: [Remark] = []

  init(name: String, type: String, fingers: String?, line: Int) {
    self.name = name
    self.type = type
    self.fingers = fingers
    self.line = line
    sources = [line]
  }

  /// Adds `actions` to `state`, after what the state already has.
  mutating func add(_ actions: [ImportedAction], on state: String) {
    guard !actions.isEmpty else { return }
    if let index = on.firstIndex(where: { $0.state == state }) {
      on[index].actions += actions
    } else {
      on.append((state, actions))
    }
  }

  func parameter(_ key: String) -> String? { parameters.first { $0.key == key }?.value }

  static func == (a: ImportedGesture, b: ImportedGesture) -> Bool {
    a.name == b.name && a.type == b.type && a.fingers == b.fingers
      && a.parameters.map { [$0.key, $0.value] } == b.parameters.map { [$0.key, $0.value] }
      && a.apps == b.apps && a.devices == b.devices && a.requireFailureOf == b.requireFailureOf
      && a.simultaneousWith == b.simultaneousWith && a.on.map(\.state) == b.on.map(\.state)
      && a.on.map(\.actions) == b.on.map(\.actions) && a.line == b.line && a.remarks == b.remarks
  }
}
