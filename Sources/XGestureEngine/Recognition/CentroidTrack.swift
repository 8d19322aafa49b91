/// The translation of a group of touches whose membership changes: when a
/// finger lands or lifts, the centroid jumps, so the track carries the
/// translation so far and re-baselines on the new centroid (no jump).
///
/// The one way xgesture follows "the fingers' centroid, carried on": the
/// recognizers that move with the centroid (`TouchMotion`, long press,
/// tickle, stroke), the reader of stroke templates (`StrokePath.sequences(in:)`,
/// so that a template is the path the stroke recognizer draws from the same
/// events) and the ink that shows a stroke being drawn (XGestureFeedback).
public struct CentroidTrack: Sendable {
  private var origin: Point
  private var carried = Point.zero
  public private(set) var centroid: Point

  public init(at centroid: Point) {
    origin = centroid
    self.centroid = centroid
  }

  /// The total translation since `init`, after this frame.
  public var translation: Point { carried + (centroid - origin) }

  /// The same fingers moved: their centroid is now `centroid`.
  public mutating func move(to centroid: Point) { self.centroid = centroid }

  /// A finger landed or lifted: the translation so far is kept and the new
  /// group is followed from its centroid (nil: no finger is down any more).
  public mutating func regroup(at centroid: Point?) {
    carried = translation
    if let centroid {
      origin = centroid
      self.centroid = centroid
    } else {
      origin = self.centroid
    }
  }

  mutating func update(_ frame: TouchFrame) {
    if frame.fingersChanged {
      regroup(at: frame.touches.isEmpty ? nil : frame.centroid)
    } else if !frame.touches.isEmpty {
      move(to: frame.centroid)
    }
  }
}
