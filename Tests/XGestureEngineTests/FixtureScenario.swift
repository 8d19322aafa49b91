import XGestureEngine

/// A fixture trace read as a test: `#!` lines declare the gestures (a tiny
/// stand-in for the YAML config, with the same type words, keys and units),
/// `#=` lines list the expected output, the rest is the trace (docs/REFERENCE.md).
///
///     #! gesture tap type=tap taps=2 require-failure-of=pan
///     #! touches              (also expect claim-mode touch decisions)
///     #! changed              (also expect `changed` transitions)
///     #! holds                (also expect the arena's holds: "tap: held until double fails")
///     #! previews             (also expect previews' progress: "maximize: preview 0.35"; their
///                              decisions, "maximize: preview 0.35 → backed out", always)
///     #! gesture maximize type=pan preview=40mm commit=0.5
///                             (`preview` — a list for several — and `commit` stand for a
///                              config's previewed `ended` actions and `settings.feedback.commit`)
///     #= 66 tap: possible → recognized (fingers=1 x=960 y=540)
///     #= 66 pan: possible → failed
///
/// Every expected line is compared whole, with its details.
struct FixtureScenario {
  var name: String
  var rules: RuleSet
  var trace: Trace
  var expected: [String]
  var showTouches = false
  var showChanged = false
  var showHolds = false
  var showPreviews = false

  struct Invalid: Error, CustomStringConvertible {
    var description: String
  }

  init(_ fixture: Fixture) throws {
    name = fixture.name
    var definitions: [GestureDefinition] = []
    expected = []
    for rawLine in fixture.text.split(separator: "\n") {
      let line = rawLine.drop { $0 == " " }
      if line.hasPrefix("#=") {
        expected.append(String(line.dropFirst(2).drop { $0 == " " }))
      } else if line.hasPrefix("#!") {
        let words = line.dropFirst(2).split(separator: " ").map(String.init)
        switch words.first {
        case "touches": showTouches = true
        case "changed": showChanged = true
        case "holds": showHolds = true
        case "previews": showPreviews = true
        case "gesture":
          guard words.count >= 3 else { throw Invalid(description: "\(name): bad gesture line '\(line)'") }
          var parameters: [String: ParameterValue] = [:]
          var type = ""
          var requires: [String] = []
          var simultaneous: [String] = []
          var devices: [DeviceSelector]?
          var previews: [String] = []
          var commit = PreviewRule.defaultCommit
          for word in words.dropFirst(2) {
            let pair = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { throw Invalid(description: "\(name): bad parameter '\(word)'") }
            let values = pair[1].split(separator: ",").map(String.init)
            switch pair[0] {
            case "type": type = pair[1]
            case "require-failure-of": requires = values
            case "simultaneous-with": simultaneous = values
            case "devices": devices = values.map { Int($0).map(DeviceSelector.id) ?? .name($0) }
            case "preview": previews = values
            case "commit":
              guard let fraction = Double(pair[1]) else { throw Invalid(description: "\(name): bad commit '\(word)'") }
              commit = fraction
            default: parameters[pair[0]] = values.count > 1 ? .list(values) : .scalar(pair[1])
            }
          }
          let spec = try RecognizerRegistry.standard.spec(type: type, parameters: parameters)
          var amounts: [PreviewAmount] = []
          for text in previews {
            guard let unit = spec.facts.progressUnit else {
              throw Invalid(description: "\(name): a \(type) has no progress to preview")
            }
            amounts.append(try PreviewAmount(text, unit: unit, typeName: type))
          }
          definitions.append(
            GestureDefinition(
              name: words[1], recognizer: spec, requireFailureOf: requires, simultaneousWith: simultaneous,
              devices: devices, preview: amounts.isEmpty ? nil : PreviewRule(amounts: amounts, commit: commit)))
        default:
          throw Invalid(description: "\(name): unknown directive '\(line)'")
        }
      }
    }
    rules = try RuleSet(definitions)
    trace = try Trace(parsing: fixture.text)
  }

  /// The engine's output for the trace, one "TIME line" each, filtered as declared.
  func run() -> [String] {
    let engine = Engine(rules: rules)
    var out: [EngineOutput] = []
    engine.replay(trace, into: &out)
    return out.compactMap { output in
      switch output {
      case .touch where !showTouches: return nil
      case .hold where !showHolds: return nil
      case .preview(let p) where p.outcome == .following && !showPreviews: return nil
      case .transition(let t) where t.to == .changed && !showChanged: return nil
      default: return "\(decimal(output.time, places: 3)) \(output.logLine)"
      }
    }
  }

  static func matches(expected: String, actual: String) -> Bool { expected == actual }
}
