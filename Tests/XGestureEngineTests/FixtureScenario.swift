import XGestureEngine

/// A fixture trace read as a test: `#!` lines declare the gestures (a tiny
/// stand-in for the YAML config, with the same type words, keys and units),
/// `#=` lines list the expected output, the rest is the trace (docs/REFERENCE.md).
///
///     #! gesture tap type=tap taps=2 require-failure-of=pan
///     #! touches              (also expect claim-mode touch decisions)
///     #! changed              (also expect `changed` transitions)
///     #! holds                (also expect the arena's holds: "tap: held until double fails")
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
        case "gesture":
          guard words.count >= 3 else { throw Invalid(description: "\(name): bad gesture line '\(line)'") }
          var parameters: [String: ParameterValue] = [:]
          var type = ""
          var requires: [String] = []
          var simultaneous: [String] = []
          var devices: [DeviceSelector]?
          for word in words.dropFirst(2) {
            let pair = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { throw Invalid(description: "\(name): bad parameter '\(word)'") }
            let values = pair[1].split(separator: ",").map(String.init)
            switch pair[0] {
            case "type": type = pair[1]
            case "require-failure-of": requires = values
            case "simultaneous-with": simultaneous = values
            case "devices": devices = values.map { Int($0).map(DeviceSelector.id) ?? .name($0) }
            default: parameters[pair[0]] = values.count > 1 ? .list(values) : .scalar(pair[1])
            }
          }
          let spec = try RecognizerRegistry.standard.spec(type: type, parameters: parameters)
          definitions.append(
            GestureDefinition(
              name: words[1], recognizer: spec, requireFailureOf: requires, simultaneousWith: simultaneous,
              devices: devices))
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
      case .transition(let t) where t.to == .changed && !showChanged: return nil
      default: return "\(decimal(output.time, places: 3)) \(output.logLine)"
      }
    }
  }

  static func matches(expected: String, actual: String) -> Bool { expected == actual }
}
