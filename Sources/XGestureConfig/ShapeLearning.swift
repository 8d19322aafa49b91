public import XGestureEngine

/// `xgesture --learn NAME` without its input and output (docs/REFERENCE.md
/// §16): the examples offered one touch sequence at a time, each judged —
/// taken, refused as no stroke (the matcher's reason: a tap, a straight
/// line), or ignored as drawn on another device than the first example —
/// until enough are taken; then the shape's file text, and which other shape
/// comes nearest and whether the two will be confused.
public struct ShapeLearning: Sendable {
  /// What became of one sequence offered.
  public enum Verdict: Sendable, Equatable {
    /// Taken: the number of examples taken so far.
    case taken(Int)
    /// No stroke: the matcher's reason ("no shape: 4.1 mm across < 10 mm").
    case refused(String)
    /// Drawn on another device than the first example, named: ignored.
    case otherDevice(drawnOn: String, first: String)
  }

  /// The other shape nearest to the one learned, and how near.
  public struct Nearest: Sendable, Equatable {
    public var name: String
    public var score: Double
    public var origin: ShapeOrigin
    /// Whether drawings of the two will be taken for each other (`confusionScore`).
    public var confused: Bool { score >= ShapeLearning.confusionScore }
  }

  /// From this score on, the nearest other shape is said to be confused
  /// with the new one: drawings of a shape vary, and one in twenty of the
  /// varied drawings `xgesture-shapes` measures (turned, slanted, stretched,
  /// jittered) already scores below 0.82 against its own template (one in a
  /// hundred below 0.79). A new shape whose examples score 0.80 against
  /// another is as near that other as a sloppy drawing of the new shape is
  /// to itself: the two will be taken for each other (docs/REFERENCE.md §16).
  public static let confusionScore = 0.80

  public let name: String
  /// How many examples to take; nil: every stroke offered.
  public let wanted: Int?
  /// The examples taken, each one touch sequence.
  public private(set) var examples: [Trace] = []
  private var device: DeviceGeometry?

  public init(name: String, wanted: Int?) {
    self.name = name
    self.wanted = wanted
  }

  /// Whether enough examples are taken.
  public var isComplete: Bool { wanted.map { examples.count >= $0 } ?? false }

  /// One touch sequence (a trace of one sequence, `TouchSequences`).
  public mutating func offer(_ sequence: Trace) -> Verdict {
    guard let drawn = sequence.devices.first, let path = StrokePath.sequences(in: sequence).first else {
      return .refused("no shape: nothing drawn")
    }
    if let device, device.id != drawn.id || device.source != drawn.source {
      return .otherDevice(drawnOn: drawn.name, first: device.name)
    }
    if let rejection = StrokeLimits.standard.rejection(of: path) { return .refused(rejection.description) }
    device = device ?? drawn
    examples.append(sequence)
    return .taken(examples.count)
  }

  /// The shape learned, one example a sequence taken.
  public var template: StrokeTemplate { StrokeTemplate(name: name, trace: file) }

  /// The file `strokes/NAME.trace`'s text.
  public var fileText: String { file.render() }

  /// The file's trace: the device, then each example's events, the first
  /// beginning at 0 ms and each next one 500 ms after the one before ended.
  private var file: Trace {
    guard let device else { return Trace() }
    var entries: [Trace.Entry] = [.device(device)]
    var start = 0.0
    for example in examples {
      let events = example.events
      guard let first = events.first?.time, let last = events.last?.time else { continue }
      entries += events.map { event in
        var shifted = event
        shifted.time = ((event.time - first + start) * 1000).rounded() / 1000
        return .event(shifted)
      }
      start += last - first + 500
    }
    return Trace(entries: entries)
  }

  /// The other shape nearest to the examples taken, among `others` (every
  /// shape but this one: the built-in ones and the files beside the config),
  /// with where it comes from; nil with nothing to compare.
  public func nearest(among others: [StrokeTemplate], origins: [String: ShapeOrigin]) -> Nearest? {
    let library = StrokeLibrary(others.filter { $0.name != name })
    guard let best = library.nearest(to: template, rotation: .fixed) else { return nil }
    return Nearest(name: best.name, score: best.score, origin: origins[best.name] ?? .builtIn)
  }
}
