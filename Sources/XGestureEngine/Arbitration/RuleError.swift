/// A rule set that cannot be built: each case reads as one sentence.
public enum RuleError: Error, Hashable, Sendable, CustomStringConvertible {
  case duplicateName(String)
  /// A rule names a gesture that does not exist.
  case unknownGesture(String, in: String, rule: String, suggestion: String?)
  /// A gesture names itself in a rule.
  case selfReference(String, rule: String)
  /// `require-failure-of` rules that go round: the names along the cycle, first repeated at the end.
  case cycle([String])

  public var description: String {
    switch self {
    case .duplicateName(let name):
      "the gesture name '\(name)' is used twice"
    case .unknownGesture(let name, let owner, let rule, let suggestion):
      "'\(owner)' \(rule) names '\(name)', which is not a gesture" + (suggestion.map(EditDistance.didYouMean) ?? "")
    case .selfReference(let name, let rule):
      "'\(name)' names itself in \(rule)"
    case .cycle(let names):
      "require-failure-of rules form a cycle: \(names.joined(separator: " → ")) — one of them must not wait for the other"
    }
  }
}
