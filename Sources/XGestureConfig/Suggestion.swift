/// "Did you mean …?": the closest of `candidates` to a misspelt word, by
/// edit distance (insertions, deletions, substitutions, and swaps of two
/// neighbouring letters), if it is close enough to be what was meant.
enum Suggestion {
  static func closest(to word: String, among candidates: [String]) -> String? {
    // Long words are not typos of short names; this also keeps the cost bounded for hostile input.
    guard word.count <= 64 else { return nil }
    let limit = max(1, min(3, word.count / 3))
    var best: (String, Int)?
    for candidate in candidates where abs(candidate.count - word.count) <= limit {
      let distance = editDistance(word.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    return best?.0
  }

  /// " — did you mean 'tap'?", or "".
  static func phrase(for word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { " — did you mean '\($0)'?" } ?? ""
  }

  /// Optimal string alignment distance.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, table[i - 2][j - 2] + 1)
        }
        table[i][j] = value
      }
    }
    return table[a.count][b.count]
  }
}
