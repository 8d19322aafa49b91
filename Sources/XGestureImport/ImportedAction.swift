/// One action of the output, in xgesture's forms (docs/REFERENCE.md §2, §9–11).
struct ImportedAction: Equatable, Sendable {
  indirect enum Kind: Equatable, Sendable {
    /// A shell command (`/bin/sh -c`).
    case command(String)
    /// `keys:` — chords like `ctrl+plus`, sent in turn.
    case keys([String])
    /// `click:` — a button name or number; `at: pointer` when `atPointer`.
    case click(String, atPointer: Bool)
    /// `workspace:` — `next`, `previous`, a direction or a number from 1.
    case workspace(String, wrap: Bool)
    /// `window:` — `maximize`, `tile-left`, …
    case window(String)
    /// `repeat:` on `changed` — a step, what runs per step and per step back.
    case `repeat`(every: String, forward: [ImportedAction], reverse: [ImportedAction])
  }

  var kind: Kind
  /// `every:` — a rate limit (`100ms`).
  var every: String?
  /// `preview:` — the travel at which a previewed action counts as complete (§10).
  var preview: String?

  init(_ kind: Kind, every: String? = nil, preview: String? = nil) {
    self.kind = kind
    self.every = every
    self.preview = preview
  }
}
