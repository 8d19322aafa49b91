/// `settings.feedback` (docs/REFERENCE.md §10, docs/OVERLAY.md): what the
/// overlay shows and how it looks. The config reads it; `--show-touches`
/// turns `touches` on for one run.
public struct FeedbackSettings: Hashable, Sendable {
  /// `touches:` — a dot under each finger, with a short trail, fading after the lift.
  public var touches: Bool
  /// `gestures:` — a label beside the fingers with the gesture that acted and its data.
  public var gestures: Bool
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
    touches: Bool = false, gestures: Bool = false, colour: Colour = .accent,
    border: Colour = .white, opacity: Double = 0.6, delay: Double = 150, commit: Double = 0.5
  ) {
    self.touches = touches
    self.gestures = gestures
    self.colour = colour
    self.border = border
    self.opacity = opacity
    self.delay = delay
    self.commit = commit
  }

  /// The keys of `settings.feedback`, in the order the docs list them.
  public static let keys = ["touches", "gestures", "color", "border", "opacity", "delay", "commit"]

  /// Whether anything can be shown (touches or gesture labels); previews
  /// add to this where the config has `preview:`.
  public var showsAnything: Bool { touches || gestures }
}
