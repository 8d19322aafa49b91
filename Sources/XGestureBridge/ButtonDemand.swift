public import XGestureEngine

/// Which mouse buttons the configured `stroke` gestures draw with
/// (`button:`), and how long a press of each may rest before it passes to
/// the application (`pass-after`; the shortest when several gestures share a
/// button). The bridge grabs these buttons on the root window.
public struct ButtonDemand: Sendable, Equatable {
  /// Button → pass-after, ms.
  public private(set) var passAfter: [Int: Double] = [:]

  /// No button is wanted.
  public init() {}

  public init(passAfter: [Int: Double]) { self.passAfter = passAfter }

  /// The buttons to grab, in order.
  public var buttons: [Int] { passAfter.keys.sorted() }

  public var isEmpty: Bool { passAfter.isEmpty }
}

extension ButtonDemand {
  /// The buttons a rule set's gestures draw with: none until the engine has
  /// its `stroke` type (issue 24's engine branch), which says which buttons.
  public init(rules: RuleSet) { self.init() }
}
