/// The gestures of a config with their rules, validated: names unique,
/// every rule naming a gesture, no `require-failure-of` cycle. Config order
/// is kept: it is the only tie-breaker.
public struct RuleSet: Sendable {
  public let gestures: [GestureDefinition]
  /// For each gesture, the indices it requires to fail.
  let requires: [[Int]]
  /// For each gesture, the indices that require it to fail.
  let dependents: [[Int]]
  /// `simultaneous[a * count + b]`: a and b may fire together (symmetric).
  let simultaneous: [Bool]

  public init(_ gestures: [GestureDefinition]) throws(RuleError) {
    var index: [String: Int] = [:]
    for (i, g) in gestures.enumerated() {
      guard index[g.name] == nil else { throw .duplicateName(g.name) }
      index[g.name] = i
    }
    func resolve(_ name: String, owner: String, rule: String) throws(RuleError) -> Int {
      guard let i = index[name] else {
        throw .unknownGesture(name, in: owner, rule: rule, suggestion: Self.closest(to: name, in: gestures.map(\.name)))
      }
      guard name != owner else { throw .selfReference(owner, rule: rule) }
      return i
    }
    let n = gestures.count
    var requires = [[Int]](repeating: [], count: n)
    var dependents = [[Int]](repeating: [], count: n)
    var simultaneous = [Bool](repeating: false, count: n * n)
    for (i, g) in gestures.enumerated() {
      for name in g.requireFailureOf {
        let r = try resolve(name, owner: g.name, rule: "require-failure-of")
        if !requires[i].contains(r) {
          requires[i].append(r)
          dependents[r].append(i)
        }
      }
      for name in g.simultaneousWith {
        let s = try resolve(name, owner: g.name, rule: "simultaneous-with")
        simultaneous[i * n + s] = true
        simultaneous[s * n + i] = true
      }
    }
    if let cycle = Self.findCycle(requires) {
      throw .cycle(cycle.map { gestures[$0].name })
    }
    self.gestures = gestures
    self.requires = requires
    self.dependents = dependents
    self.simultaneous = simultaneous
  }

  /// The first cycle in config order, as indices with the first repeated at the end.
  private static func findCycle(_ edges: [[Int]]) -> [Int]? {
    enum Mark { case new, open, done }
    var marks = [Mark](repeating: .new, count: edges.count)
    var path: [Int] = []
    func visit(_ v: Int) -> [Int]? {
      marks[v] = .open
      path.append(v)
      for w in edges[v] {
        switch marks[w] {
        case .open:
          let start = path.firstIndex(of: w)!
          return Array(path[start...]) + [w]
        case .new:
          if let cycle = visit(w) { return cycle }
        case .done:
          continue
        }
      }
      path.removeLast()
      marks[v] = .done
      return nil
    }
    for v in edges.indices where marks[v] == .new {
      if let cycle = visit(v) { return cycle }
    }
    return nil
  }

  /// The known name at edit distance ≤ 2, for "did you mean".
  static func closest(to name: String, in names: [String]) -> String? {
    func distance(_ a: [Character], _ b: [Character]) -> Int {
      var row = Array(0...b.count)
      for (i, ca) in a.enumerated() {
        var previous = row[0]
        row[0] = i + 1
        for (j, cb) in b.enumerated() {
          let current = row[j + 1]
          row[j + 1] = min(row[j + 1] + 1, row[j] + 1, previous + (ca == cb ? 0 : 1))
          previous = current
        }
      }
      return row[b.count]
    }
    let target = Array(name)
    return names.map { ($0, distance(target, Array($0))) }.filter { $0.1 <= 2 }.min { $0.1 < $1.1 }?.0
  }
}
