/// How `keys:` names are checked: the X keysym names the executable knows
/// (`XStringToKeysym`), or what a test or the fuzzer says exists. The config
/// library itself does not link X.
public struct KeyNames: Sendable {
  /// Whether `name` is a keysym name (case-sensitive, as X reads it).
  public var isKnown: @Sendable (String) -> Bool
  /// Names to suggest from when one is unknown.
  public var candidates: @Sendable () -> [String]

  public init(
    isKnown: @escaping @Sendable (String) -> Bool, candidates: @escaping @Sendable () -> [String]
  ) {
    self.isKnown = isKnown
    self.candidates = candidates
  }

  /// Every name is taken: for tools that never send keys (the benchmarks).
  public static let unchecked = KeyNames(isKnown: { _ in true }, candidates: { [] })
}
