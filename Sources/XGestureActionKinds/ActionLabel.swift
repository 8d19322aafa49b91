/// An action as the overlay shows it (docs/OVERLAY.md): `ctrl+plus`,
/// `workspace 2`, `maximize`, `click left`, `sound chomp`, a
/// command's text (cut at 32 characters); a `repeat:` as its forward
/// actions. Each kind makes its own (`ActionKind.label`).
public enum ActionLabel {
  /// The action's short form, as a gesture label lists it after `→`.
  public static func text(_ action: Action) -> String { action.kind.label }

  /// The text of a preview's label (`PreviewPicture.label`): the action's
  /// `label:`, else its short form.
  public static func previewText(_ action: Action) -> String { action.label ?? text(action) }
}
