import XGestureActionKinds
public import XGestureDesktop
public import XGestureEngine
public import XGestureFeedback

/// What the overlay shows under a config (docs/OVERLAY.md): whether it
/// shows anything at all, the labels of the actions a gesture ran, and
/// each preview's picture.
extension Configuration {
  /// `settings.feedback`, with `--show-touches` (`showTouches`) turning
  /// `touches` on; nil when nothing can show — no touches, no labels, no
  /// `preview:` — and so no overlay is made.
  public func feedback(showTouches: Bool) -> FeedbackSettings? {
    var feedback = settings.feedback ?? FeedbackSettings()
    if showTouches { feedback.touches = true }
    return feedback.showsAnything || hasPreviews ? feedback : nil
  }

  /// The short forms of the actions a transition ran (`ActionLabel`): what
  /// its gesture label lists after `→`; empty when it ran none.
  public func actionLabels(for transition: GestureTransition) -> [String] {
    actions(for: transition).map(ActionLabel.text)
  }

  /// The picture of the action `preview` shows, its gesture's fingers at
  /// `fingers` (docs/OVERLAY.md, "Previews"): for a window or workspace
  /// action what `desktop` says it will do (`DesktopDriver.preview`, asked
  /// once, at the preview's first report), else — any other action, a
  /// window that is gone — a label: `label:`, else the action's short form.
  /// nil when this config has no action for it (another config's preview).
  public func previewPicture(
    for preview: PreviewProgress, fingers: Point, desktop: (DesktopAction, GesturePlace) -> PreviewPicture?
  ) -> PreviewPicture? {
    guard let action = action(for: preview) else { return nil }
    if action.kind.previewsPicture, let desktopAction = action.kind.desktop,
      let shown = desktop(
        desktopAction, GesturePlace(gesture: preview.gesture, window: preview.window?.id, x: fingers.x, y: fingers.y))
    {
      return shown
    }
    return .label(ActionLabel.previewText(action))
  }
}
