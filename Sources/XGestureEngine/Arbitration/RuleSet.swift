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

  /// Throws the first of `problems(in:)`, if any.
  public init(_ gestures: [GestureDefinition]) throws(RuleError) {
    if let problem = Self.problems(in: gestures.map(Links.init)).first { throw problem }
    var index: [String: Int] = [:]
    for (i, g) in gestures.enumerated() { index[g.name] = i }
    let n = gestures.count
    var requires = [[Int]](repeating: [], count: n)
    var dependents = [[Int]](repeating: [], count: n)
    var simultaneous = [Bool](repeating: false, count: n * n)
    for (i, g) in gestures.enumerated() {
      for r in g.requireFailureOf.compactMap({ index[$0] }) where !requires[i].contains(r) {
        requires[i].append(r)
        dependents[r].append(i)
      }
      for s in g.simultaneousWith.compactMap({ index[$0] }) {
        simultaneous[i * n + s] = true
        simultaneous[s * n + i] = true
      }
    }
    self.gestures = gestures
    self.requires = requires
    self.dependents = dependents
    self.simultaneous = simultaneous
  }

  /// One gesture's rules by name: what `problems(in:)` checks. The config
  /// reader checks a file's rules with it before every recognizer is built.
  public struct Links: Sendable, Hashable {
    public var name: String
    public var requireFailureOf: [String]
    public var simultaneousWith: [String]

    public init(name: String, requireFailureOf: [String] = [], simultaneousWith: [String] = []) {
      self.name = name
      self.requireFailureOf = requireFailureOf
      self.simultaneousWith = simultaneousWith
    }

    public init(_ definition: GestureDefinition) {
      self.init(
        name: definition.name, requireFailureOf: definition.requireFailureOf,
        simultaneousWith: definition.simultaneousWith)
    }
  }

  /// Every reason these rules cannot form a rule set, in this order: names
  /// used twice; then, gesture by gesture in config order, each rule name
  /// that is unknown or the gesture itself (`require-failure-of` before
  /// `simultaneous-with`, names in list order, one problem per occurrence);
  /// then the first `require-failure-of` cycle among the names that resolve.
  /// Empty when the rules are sound.
  public static func problems(in gestures: [Links]) -> [RuleError] {
    var problems: [RuleError] = []
    var index: [String: Int] = [:]
    for (i, g) in gestures.enumerated() {
      if index[g.name] == nil { index[g.name] = i } else { problems.append(.duplicateName(g.name)) }
    }
    var requires = [[Int]](repeating: [], count: gestures.count)
    for (i, g) in gestures.enumerated() {
      for (rule, names) in [("require-failure-of", g.requireFailureOf), ("simultaneous-with", g.simultaneousWith)] {
        for name in names {
          if name == g.name {
            problems.append(.selfReference(name, rule: rule))
          } else if let r = index[name] {
            if rule == "require-failure-of", !requires[i].contains(r) { requires[i].append(r) }
          } else {
            let others = gestures.map(\.name).filter { $0 != g.name }
            problems.append(
              .unknownGesture(
                name, in: g.name, rule: rule, suggestion: EditDistance.closest(to: name, among: others)))
          }
        }
      }
    }
    if let cycle = findCycle(requires) { problems.append(.cycle(cycle.map { gestures[$0].name })) }
    return problems
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
}
