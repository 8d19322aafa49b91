/// How shapes look: the settings' colours and opacity, and whether the
/// overlay can show alpha (a compositing manager runs). Without one the
/// overlay is opaque: fills are drawn at full alpha, and what would fade
/// out shrinks instead.
public struct SceneStyle: Hashable, Sendable {
  public var fill: Colour
  public var border: Colour
  /// The fills' alpha, 0 … 1.
  public var opacity: Double
  /// A compositing manager blends the overlay with what is under it.
  public var translucent: Bool

  public init(fill: Colour, border: Colour, opacity: Double, translucent: Bool) {
    self.fill = fill
    self.border = border
    self.opacity = opacity
    self.translucent = translucent
  }

  public init(_ settings: FeedbackSettings, translucent: Bool) {
    self.init(
      fill: settings.colour, border: settings.border, opacity: settings.opacity,
      translucent: translucent)
  }

  /// A fill at `fade` (1 … 0) of its visibility: the opacity times `fade`
  /// when translucent, else opaque.
  public func fillPaint(_ colour: Colour? = nil, fade: Double = 1) -> Paint {
    Paint(colour ?? fill, alpha: translucent ? opacity * fade : 1)
  }

  /// A border or text at `fade` of its visibility: `fade` when translucent, else opaque.
  public func borderPaint(_ colour: Colour? = nil, fade: Double = 1) -> Paint {
    Paint(colour ?? border, alpha: translucent ? fade : 1)
  }

  /// How much of a size is left at `fade`: all of it when translucent (alpha
  /// does the fading), else `fade` of it.
  public func size(_ size: Double, fade: Double) -> Double { translucent ? size : size * fade }
}
