import XGestureDesktop
import XGestureEngine

/// One kind of action the config's `on:` can bind (docs/ACTIONS.md, "Adding
/// an action kind"): a value type that states its facts — the config key
/// that names it and the keys beside it, its reader, the performers that
/// carry it out, whether its preview can be a picture, its label — and
/// carries itself out through the performers' interfaces. The compiler asks
/// for each fact; `ActionKindRegistry.standard` lists the kinds, and a test
/// walks the registry against docs/REFERENCE.md §9.
///
/// Adding a kind is one new file with a type conforming to this and one
/// line in `ActionKindRegistry.standard` (plus, for a new performer, the
/// call in its adapter).
package protocol ActionKind: Sendable, Equatable, CustomStringConvertible {
  /// The config's key that names it: `{ keys: ctrl+plus }`.
  static var key: String { get }
  /// The keys beside its own that it takes (`target`, `step`), besides
  /// those every action takes (`every`, `preview`, `label`).
  static var extraKeys: [String] { get }
  /// Whether `every:` beside it is its own (scroll's travel per wheel
  /// click, given to `read` as `ActionEntry.every`) rather than a rate limit.
  static var everyIsOwn: Bool { get }
  /// Whether it takes `timeout:` (a command's).
  static var takesTimeout: Bool { get }
  /// The performers that carry it out (and so must be there: the sound
  /// server is connected to only when a kind that needs it is bound).
  static var performers: ActionNeeds { get }
  /// Whether its preview (docs/REFERENCE.md §10) can be a picture of what
  /// it will do, asked of the desktop when the gesture begins; else, and
  /// when the desktop has none, the preview is a label (`label`).
  static var previewsPicture: Bool { get }

  /// Reads it from its key's value and the extra keys beside it, each
  /// mistake reported at its place; nil after a report.
  static func read(_ entry: ActionEntry, _ reading: any ActionReading) -> Self?

  /// What this action needs: its kind's performers, and the window under
  /// the gesture when it acts on it (`target: under`, a command's
  /// `XGESTURE_WINDOW`): then the bridge looks up the window a sequence begins on.
  var needs: ActionNeeds { get }
  /// Its short form, as the overlay shows it after a gesture label's `→`
  /// and on a preview without a picture (docs/OVERLAY.md).
  var label: String { get }
  /// The forms of the desktop's requests (`DesktopAction`) it makes, for a
  /// preview's picture; nil for none.
  var desktopAction: DesktopAction? { get }

  /// Carries it out for `run.transition` through `performer`'s interfaces.
  func perform(_ run: ActionRun, by performer: any ActionPerformer)
  /// What its log line (`action: pan ended: …`) adds after the action's
  /// description for `transition`: nothing, or a command's variables with their values.
  func logDetail(for transition: GestureTransition) -> String
}

extension ActionKind {
  package static var extraKeys: [String] { [] }
  package static var everyIsOwn: Bool { false }
  package static var takesTimeout: Bool { false }
  package static var previewsPicture: Bool { false }
  package var needs: ActionNeeds { Self.performers }
  package var desktopAction: DesktopAction? { nil }
  package func logDetail(for transition: GestureTransition) -> String { "" }
}

/// What an action needs to be carried out.
public struct ActionNeeds: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A command runner: commands.
  public static let commands = ActionNeeds(rawValue: 1)
  /// xgesture's connection to PulseAudio.
  public static let soundServer = ActionNeeds(rawValue: 2)
  /// xgesture's X connection (`DesktopControlling`): keys, clicks, scrolling, workspaces, windows.
  public static let desktop = ActionNeeds(rawValue: 4)
  /// The application window a sequence began on (the bridge looks it up).
  public static let window = ActionNeeds(rawValue: 8)
}
