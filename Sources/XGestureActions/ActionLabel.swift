/// An action as the overlay shows it (docs/OVERLAY.md): `ctrl+plus`,
/// `workspace 2`, `maximize`, `click left`, `sound chomp`, a command's text
/// (cut at 32 characters); a `repeat:` as its forward actions.
public enum ActionLabel {
  /// The action's short form, as a gesture label lists it after `→`.
  public static func text(_ action: Action) -> String {
    if case .repeat(let stepped) = action.kind {
      return stepped.forward.map(text).joined(separator: ", ")
    }
    // The description without `every:` and `timeout:`: "keys: ctrl+plus".
    let description = Action(action.kind).description
    guard let colon = description.firstIndex(of: ":") else { return description }
    let kind = description[..<colon]
    let rest = String(description[description.index(after: colon)...].drop { $0 == " " })
    switch kind {
    case "keys", "window": return rest
    case "command": return rest.count > 32 ? rest.prefix(31) + "…" : rest
    default: return "\(kind) \(rest)"
    }
  }

  /// The text of a preview's label (`PreviewPicture.label`): the action's
  /// `label:`, else its short form.
  public static func previewText(_ action: Action) -> String { action.label ?? text(action) }
}
