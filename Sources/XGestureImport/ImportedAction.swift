/// One action of the output, in xgesture's forms (docs/REFERENCE.md §2, §9, §13).
struct ImportedAction: Equatable, Sendable {
  indirect enum Kind: Equatable, Sendable {
    /// A shell command (`/bin/sh -c`).
    case command(String)
    /// `keys:` — chords like `ctrl+plus`, sent in turn; `target:` when it
    /// is not the default (`under` for an application's gesture, else `focused`).
    case keys([String], target: String? = nil)
    /// `click:` — a button name or number; `at: pointer` when `atPointer`.
    case click(String, atPointer: Bool)
    /// `workspace:` — `next`, `previous`, a direction or a number from 1.
    case workspace(String, wrap: Bool)
    /// `window:` — `maximize`, `tile-left`, …; `target: active` when it is
    /// not the window under the gesture.
    case window(String, target: String? = nil)
    /// `scroll:` on `changed` — `natural` or `traditional`; the action's
    /// `every:` is the travel per wheel click.
    case scroll(String)
    /// `repeat:` on `changed` — a step, what runs per step and per step back.
    case `repeat`(every: String, forward: [ImportedAction], reverse: [ImportedAction])
  }

  var kind: Kind
  /// `every:` — a rate limit (`100ms`); beside `scroll:`, the travel per click (`4mm`).
  var every: String?
  /// `preview:` — the travel at which a previewed action counts as complete (docs/REFERENCE.md §13).
  var preview: String?

  init(_ kind: Kind, every: String? = nil, preview: String? = nil) {
    self.kind = kind
    self.every = every
    self.preview = preview
  }
}
