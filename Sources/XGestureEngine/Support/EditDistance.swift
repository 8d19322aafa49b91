/// "Did you mean …?" for every misspelt name xgesture reports: gesture names
/// in rules (`RuleSet`) and the config's keys, types, states and sounds. One
/// distance and one closeness threshold, so every suggestion behaves alike.
public enum EditDistance {
  /// Words longer than this are not typos of a name (and hostile input stays cheap).
  public static let longestWord = 64

  /// The optimal string alignment distance between `a` and `b`: the fewest
  /// insertions, deletions, substitutions and swaps of two neighbouring
  /// characters that turn one into the other.
  public static func between(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    // Three rows of the table: a swap looks two rows back.
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }

  /// The candidate closest to `word`, ignoring case, if it is close enough to
  /// be what was meant: at most one edit per three characters of `word`,
  /// and at least one, at most three. The first of equally close candidates wins.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    guard word.count <= longestWord else { return nil }
    let limit = max(1, min(3, word.count / 3))
    let lowered = word.lowercased()
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where abs(candidate.count - word.count) <= limit {
      let distance = between(lowered, candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// How every suggestion reads after its message: " — did you mean 'tap'?".
  public static func didYouMean(_ candidate: String) -> String { " — did you mean '\(candidate)'?" }
}
