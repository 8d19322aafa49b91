import XGestureEngine

/// The words config messages are made of, for every reader of the config
/// (the sections' and each action kind's): a switch's word, "did you mean",
/// "a or b", "a"/"an". `package`: the config library's `ConfigDiagnostics`
/// uses the same, so that a message reads alike wherever it is made.
package enum ConfigWords {
  /// A switch's word as YAML 1.1 reads it (on, off, true, false, yes, no); nil for any other.
  package static func switchValue(_ word: String) -> Bool? {
    switch word {
    case "on", "true", "yes": true
    case "off", "false", "no": false
    default: nil
    }
  }

  /// " — did you mean 'tap'?" for the candidate closest to `word`
  /// (`EditDistance`), or `otherwise` when none is close: every suggestion
  /// of a config message is made here.
  package static func suggestion(_ word: String, _ candidates: [String], otherwise: String = "") -> String {
    suggesting(EditDistance.closest(to: word, among: candidates), otherwise: otherwise)
  }

  /// " — did you mean 'Return'?" for a candidate already chosen, or `otherwise` for none.
  package static func suggesting(_ candidate: String?, otherwise: String = "") -> String {
    candidate.map(EditDistance.didYouMean) ?? otherwise
  }

  /// " — did you mean 'volume'?", else " — it takes <list>".
  package static func hint(_ word: String, _ candidates: [String], list: String) -> String {
    suggestion(word, candidates, otherwise: " — it takes \(list)")
  }

  /// "a", "a or b", "a, b or c".
  package static func alternatives(_ words: [String]) -> String {
    guard let last = words.last, words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " or " + last
  }

  /// "a" or "an" before a type word.
  package static func article(_ word: String) -> String {
    word.first.map { "aeiou".contains($0) } == true ? "an" : "a"
  }
}
