public import XGestureEngine

/// Reloaded rules on their way in, and what their caller does once they are
/// in force (the daemon adopts the new config's actions and settings then).
/// `BridgeState` holds it until a quiet moment, then hands it to the driver
/// in `BridgeAction.takeOver`; nothing else keeps it. Each request is a
/// value of its own: equal only to itself.
public final class RuleChange: Equatable {
  public let rules: RuleSet
  let tookOver: () -> Void

  public init(rules: RuleSet, tookOver: @escaping () -> Void = {}) {
    self.rules = rules
    self.tookOver = tookOver
  }

  public static func == (a: RuleChange, b: RuleChange) -> Bool { a === b }
}
