public import XGestureEngine

/// Every transition of `trace` through an engine holding `gestures` (type
/// and parameters as the config gives them), in order: how tests that take
/// transitions (the actions', the overlay's) get real ones.
public func engineTransitions(
  of trace: String, gestures: [(name: String, type: String, parameters: [String: ParameterValue])]
) throws -> [GestureTransition] {
  let rules = try RuleSet(
    gestures.map {
      GestureDefinition(
        name: $0.name,
        recognizer: try RecognizerRegistry.standard.spec(type: $0.type, parameters: $0.parameters))
    })
  return try engineOutputs(of: trace, rules: rules).compactMap {
    if case .transition(let transition) = $0 { return transition }
    return nil
  }
}

/// Every output of `trace` through an engine running `rules`, in order
/// (transitions, previews, holds): what the overlay's tests feed it.
public func engineOutputs(of trace: String, rules: RuleSet) throws -> [EngineOutput] {
  let engine = Engine(rules: rules)
  var out: [EngineOutput] = []
  engine.replay(try Trace(parsing: trace), into: &out)
  return out
}
