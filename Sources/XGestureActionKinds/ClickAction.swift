import XGestureDesktop

/// `click:` — a button (by name or number) where the gesture is or where the pointer is (`at:`).
public struct ClickAction: ActionKind {
  public var button: Int
  public var position: ClickPosition

  public init(button: Int, at position: ClickPosition) {
    self.button = button
    self.position = position
  }

  package static let key = "click"
  package static let extraKeys = ["at"]
  package static let performers: ActionNeeds = .desktop

  package static func read(_ entry: ActionEntry, _ reading: any ActionReading) -> ClickAction? {
    let node = entry.value
    guard let word = reading.text(node, what: "'click'") else { return nil }
    let names = ClickButton.names.map(\.name)
    let button: Int
    if let named = ClickButton.names.first(where: { $0.name == word }) {
      button = named.button
    } else if let number = Int(word), (1...255).contains(number) {
      button = number
    } else {
      reading.report(
        node.mark,
        "unknown button '\(word)'"
          + ConfigWords.hint(word, names, list: names.joined(separator: ", ") + " or a number from 1 to 255"))
      return nil
    }
    guard let position = reading.choice(entry.extras["at"], "at", default: ClickPosition.gesture) else { return nil }
    return ClickAction(button: button, at: position)
  }

  package var desktopAction: DesktopAction? { .click(button: button, at: position) }
  public var description: String { DesktopAction.click(button: button, at: position).description }
  /// `click left`, `click back at pointer`.
  package var label: String { "click \(ClickButton.name(of: button))" + (position == .pointer ? " at pointer" : "") }

  package func perform(_ run: ActionRun, by performer: any ActionPerformer) {
    performer.performOnDesktop(.click(button: button, at: position), run)
  }
}
