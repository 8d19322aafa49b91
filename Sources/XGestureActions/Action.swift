public import XGestureDesktop
public import XGestureEngine

/// What the user bound to one state of one gesture (the config's `on:`, docs/REFERENCE.md): a shell
/// command, a sound or a desktop action (keys, a click, a workspace, a
/// window request), each with an optional rate limit.
public struct Action: Sendable, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// Run with `/bin/sh -c`, gesture data in `XGESTURE_*` variables.
    case command(String)
    /// Play a sound file from PulseAudio's sample cache; `name` is what the
    /// config called it (a `sounds:` key or a theme sound name), `path` the
    /// file it was resolved to.
    case sound(name: String, path: String)
    /// Done in-process on xgesture's X connection (`DesktopControlling`).
    case desktop(DesktopAction)
    /// `repeat:` on a continuous gesture's `changed`.
    case `repeat`(RepeatAction)
  }

  public var kind: Kind
  /// `every:` — at most one run per this many milliseconds (for `changed`).
  public var every: Double?
  /// `timeout:` — a command still running after this many milliseconds has
  /// its process group killed.
  public var timeout: Double?

  /// `preview:` — on a continuous gesture's `ended` (docs/REFERENCE.md §10):
  /// the action is previewed while the gesture moves and runs only when its
  /// preview commits at the lift (`GestureTransition.commits(slot:)`).
  public var preview: PreviewAmount?
  /// `label:` — beside `preview:`, the text of the preview's label (for the
  /// actions a label previews); nil: the action itself.
  public var label: String?

  public init(
    _ kind: Kind, every: Double? = nil, timeout: Double? = nil, preview: PreviewAmount? = nil,
    label: String? = nil
  ) {
    self.kind = kind
    self.every = every
    self.timeout = timeout
    self.preview = preview
    self.label = label
  }

  public var description: String {
    var text: String
    switch kind {
    case .command(let command): text = "command: \(command)"
    case .sound(let name, _): text = "sound: \(name)"
    case .desktop(let action): text = action.description
    case .repeat(let action):
      text =
        "repeat every \(action.step): do [\(action.forward.map(\.description).joined(separator: "; "))]"
        + " reverse [\(action.reverse.map(\.description).joined(separator: "; "))]"
    }
    if let every { text += " (every \(formatMilliseconds(every)))" }
    if let timeout { text += " (timeout \(formatMilliseconds(timeout)))" }
    if let preview { text += " (preview \(preview)" + (label.map { ", label '\($0)'" } ?? "") + ")" }
    return text
  }
}

/// A config's interval as the log writes lengths: to a hundredth at most.
private func formatMilliseconds(_ value: Double) -> String { decimal(value, places: 2) + "ms" }
