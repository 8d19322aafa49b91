import XGestureActionKinds
import XGestureEngine

/// The rules of a `gestures:` section as written, with where each name is,
/// so that the engine's check of the rules (`RuleSet.problems(in:)`) is
/// reported at FILE:LINE:COLUMN of the name each problem is about. The
/// config reader does not judge rules itself.
struct RulePositions {
  private struct Reference {
    var owner: String
    var rule: String
    var target: String
    var mark: Mark
    /// Already given to a problem (a name listed twice gets two problems, at its two places).
    var used = false
  }

  /// Every gesture name, in file order, including gestures that have errors
  /// of their own (a rule naming them is not wrong).
  private var names: [String] = []
  private var references: [Reference] = []

  mutating func declare(_ name: String) { names.append(name) }

  mutating func add(owner: String, rule: String, target: String, at mark: Mark) {
    references.append(Reference(owner: owner, rule: rule, target: target, mark: mark))
  }

  /// The names `owner` lists under `rule`, in file order.
  func targets(of owner: String, _ rule: String) -> [String] {
    references.filter { $0.owner == owner && $0.rule == rule }.map(\.target)
  }

  /// Reports each problem the engine finds in these rules at the name it is
  /// about: an unknown or self-naming entry at that entry, a cycle at the
  /// entry of its first gesture that names the second; else at `fallback`.
  mutating func reportProblems(at fallback: Mark, _ diagnostics: inout ConfigDiagnostics) {
    let links = names.map { name in
      RuleSet.Links(
        name: name, requireFailureOf: targets(of: name, "require-failure-of"),
        simultaneousWith: targets(of: name, "simultaneous-with"))
    }
    for problem in RuleSet.problems(in: links) {
      let mark: Mark?
      switch problem {
      case .unknownGesture(let target, let owner, let rule, _):
        mark = take(owner: owner, rule: rule, target: target)
      case .selfReference(let name, let rule):
        mark = take(owner: name, rule: rule, target: name)
      case .cycle(let cycle) where cycle.count >= 2:
        mark =
          references.first {
            $0.owner == cycle[0] && $0.rule == "require-failure-of" && $0.target == cycle[1]
          }?.mark
      case .cycle, .duplicateName:
        mark = nil  // a name used twice is reported by the YAML map reader, before this
      }
      diagnostics.report(mark ?? fallback, problem.description)
    }
  }

  /// The first place not yet reported where `owner` names `target` under `rule`.
  private mutating func take(owner: String, rule: String, target: String) -> Mark? {
    guard
      let i = references.firstIndex(where: {
        !$0.used && $0.owner == owner && $0.rule == rule && $0.target == target
      })
    else { return nil }
    references[i].used = true
    return references[i].mark
  }
}
