public import XGestureEngine

/// Which mouse buttons the configured `stroke` gestures draw with
/// (`button:`, `RecognizerSpec.mouseButton`): the bridge grabs these on the
/// root window. How long a press may rest before it passes is the gestures'
/// own `pass-after`: the engine rejects the press's touch then.
public struct ButtonDemand: Sendable, Equatable {
  /// The buttons to grab, in order.
  public private(set) var buttons: [Int] = []

  /// No button is wanted.
  public init() {}

  public init(buttons: [Int]) { self.buttons = Array(Set(buttons)).sorted() }

  public init(rules: RuleSet) { self.init(buttons: rules.gestures.compactMap(\.recognizer.mouseButton)) }

  public var isEmpty: Bool { buttons.isEmpty }

  public func wants(_ button: Int) -> Bool { buttons.contains(button) }
}
