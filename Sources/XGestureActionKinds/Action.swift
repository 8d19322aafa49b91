import XGestureDesktop
import XGestureEngine

/// What the user bound to one state of one gesture (the config's `on:`,
/// docs/REFERENCE.md §9): one of the kinds `ActionKindRegistry` lists — a
/// shell command, a sound, a desktop action (keys, a click, scrolling, a
/// workspace, a window request), a `repeat:` — with an optional
/// rate limit, timeout and preview.
public struct Action: Sendable, Equatable, CustomStringConvertible {
  /// What the action is: a value of one `ActionKind`, compared by its kind and value.
  public struct Kind: Sendable, Equatable, CustomStringConvertible {
    package let value: any ActionKind

    package init(_ value: some ActionKind) { self.value = value }

    public static func == (a: Kind, b: Kind) -> Bool { a.value.isEqual(to: b.value) }

    public var description: String { value.description }
    /// Its short form for the overlay (`ActionKind.label`).
    public var label: String { value.label }
    /// What it needs to be carried out (`ActionKind.needs`).
    public var needs: ActionNeeds { value.needs }
    /// Whether its preview can be a picture (`ActionKind.previewsPicture`).
    public var previewsPicture: Bool { type(of: value).previewsPicture }
    /// The desktop's request it makes, if it is a desktop action.
    public var desktop: DesktopAction? { value.desktopAction }
    /// Its config key: `command`, `keys`.
    public var key: String { type(of: value).key }
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

  public var description: String { kind.description + limits }

  /// What the log says it ran: its description, then what the kind adds
  /// for `transition` (a command's variables with their values).
  package func logText(for transition: GestureTransition) -> String {
    description + kind.value.logDetail(for: transition)
  }

  /// ` (every 50ms) (timeout 2000ms) (preview 40mm, label 'Close')`, each when given.
  private var limits: String {
    var text = ""
    if let every { text += " (every \(formatMilliseconds(every)))" }
    if let timeout { text += " (timeout \(formatMilliseconds(timeout)))" }
    if let preview { text += " (preview \(preview)" + (label.map { ", label '\($0)'" } ?? "") + ")" }
    return text
  }
}

extension ActionKind {
  /// Whether `other` is of this kind, with the same value.
  fileprivate func isEqual(to other: any ActionKind) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

/// A config's interval as the log writes lengths: to a hundredth at most.
private func formatMilliseconds(_ value: Double) -> String { decimal(value, places: 2) + "ms" }
