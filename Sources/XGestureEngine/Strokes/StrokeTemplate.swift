/// A shape strokes are compared with: its name (what `shape:` names, and
/// what `XGESTURE_SHAPE` says) and one or more examples of it, each a path
/// drawn the way the shape is drawn. A template file `strokes/NAME.trace`
/// gives one example per touch sequence (`init(name:trace:)`); the built-in
/// shapes are drawn from geometry (`StrokeTemplate.builtIn`).
public struct StrokeTemplate: Hashable, Sendable {
  public var name: String
  public var examples: [StrokePath]

  public init(name: String, examples: [StrokePath]) {
    self.name = name
    self.examples = examples
  }

  /// A template from a recorded trace: each touch sequence is one example
  /// (`StrokePath.sequences(in:)`).
  public init(name: String, trace: Trace) {
    self.init(name: name, examples: StrokePath.sequences(in: trace))
  }
}
