/// `settings.feedback` (docs/REFERENCE.md §10, docs/OVERLAY.md): what the
/// overlay shows and how it looks. The config reads it; `--show-touches`
/// turns `touches` on for one run.
public struct FeedbackSettings: Hashable, Sendable {
  /// `touches:` — a dot under each finger, with a short trail, fading after the lift.
  public var touches: Bool
  /// `gestures:` — a label beside the fingers with the gesture that acted and
  /// its data; with `ink`, a stroke's shape beside its ink.
  public var gestures: Bool
  /// `ink:` — a stroke's path drawn as it is drawn (docs/REFERENCE.md §16).
  public var ink: Bool
  /// `color:` — the fill of dots, labels and previews.
  public var colour: Colour
  /// `border:` — their border and the labels' text.
  public var border: Colour
  /// `opacity:` — of the fills, 0 … 1 (from a percentage); with a compositing manager only.
  public var opacity: Double
  /// `delay:` — ms a gesture lasts before its preview appears.
  public var delay: Double
  /// `commit:` — the progress, 0 … 1, at which a previewed action runs at the lift.
  public var commit: Double

  public init(
    touches: Bool = false, gestures: Bool = false, ink: Bool = false, colour: Colour = .accent,
    border: Colour = .white, opacity: Double = 0.6, delay: Double = 150, commit: Double = 0.5
  ) {
    self.touches = touches
    self.gestures = gestures
    self.ink = ink
    self.colour = colour
    self.border = border
    self.opacity = opacity
    self.delay = delay
    self.commit = commit
  }

  /// The keys of `settings.feedback`, in the order the docs list them.
  public static let keys = ["touches", "gestures", "ink", "color", "border", "opacity", "delay", "commit"]

  /// Whether anything can be shown (touches, gesture labels or ink);
  /// previews add to this where the config has `preview:`.
  public var showsAnything: Bool { touches || gestures || ink }
}
