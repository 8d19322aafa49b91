/// The recognizer types the config's `type:` word can name. Adding a type is
/// one new file with a `Recognizer` (which states its facts: the compiler
/// asks for each) and one line in `standard`.
public struct RecognizerRegistry: Sendable {
  /// Every built-in type, in the order `--help` lists them.
  public static let standard = RecognizerRegistry([
    TapRecognizer.self,
    LongPressRecognizer.self,
    PanRecognizer.self,
    SwipeRecognizer.self,
    PinchRecognizer.self,
    RotateRecognizer.self,
    EdgeSwipeRecognizer.self,
    TickleRecognizer.self,
    StrokeRecognizer.self,
  ])

  /// What is known about a type without building a recognizer: its facts,
  /// the parameter keys it reads, and how to make a spec.
  private struct Entry: Sendable {
    var facts: RecognizerFacts
    var parameterNames: [String]
    var make: @Sendable (inout ParameterSet) throws(ParameterError) -> RecognizerSpec
  }

  private let entries: [Entry]

  public init(_ types: [any Recognizer.Type]) {
    entries = types.map { type in
      Entry(facts: RecognizerFacts(type), parameterNames: Self.keys(type), make: Self.factory(type))
    }
  }

  /// The keys `R.Parameters` asks for when reading its defaults.
  private static func keys<R: Recognizer>(_ type: R.Type) -> [String] {
    var probe = ParameterSet()
    _ = try? R.Parameters(from: &probe)
    return probe.known
  }

  private static func factory<R: Recognizer>(_ type: R.Type)
    -> @Sendable (inout ParameterSet) throws(ParameterError) -> RecognizerSpec
  {
    { (parameters: inout ParameterSet) throws(ParameterError) -> RecognizerSpec in
      RecognizerSpec(R.self, parameters: try R.Parameters(from: &parameters))
    }
  }

  private func entry(_ type: String) -> Entry? { entries.first { $0.facts.typeName == type } }

  /// The `type:` words, in registration order.
  public var typeNames: [String] { entries.map(\.facts.typeName) }

  /// What every type states about itself, in registration order.
  public var facts: [RecognizerFacts] { entries.map(\.facts) }

  /// What `type` states about itself (`Recognizer`'s static requirements), or nil for an unknown type.
  public func facts(of type: String) -> RecognizerFacts? { entry(type)?.facts }

  /// Whether `type` is discrete or continuous (its `Recognizer.kind`), or nil for an unknown type.
  public func kind(of type: String) -> GestureKind? { entry(type)?.facts.kind }

  /// The parameter keys `type` accepts (for suggestions), or nil for an unknown type.
  public func parameterNames(of type: String) -> [String]? { entry(type)?.parameterNames }

  /// Builds a recognizer spec from the config's `type:` and its parameters.
  /// Throws for an unknown type (key `type`), a bad value, or a key the type does not take.
  /// `strokes` are the templates a `stroke` gesture matches against: every
  /// template named by a stroke gesture of the config (docs/REFERENCE.md §16).
  public func spec(
    type: String, parameters values: [String: ParameterValue], strokes: StrokeLibrary = .builtIn
  ) throws(ParameterError) -> RecognizerSpec {
    guard let entry = entry(type) else {
      let names = typeNames.joined(separator: ", ")
      throw ParameterError(key: "type", message: "unknown type '\(type)' — the types are \(names)")
    }
    var parameters = ParameterSet(values, strokes: strokes)
    let spec = try entry.make(&parameters)
    if let unknown = parameters.unknownKeys.first {
      let names = parameters.known.joined(separator: ", ")
      throw ParameterError(key: unknown, message: "a \(type) gesture has no parameter '\(unknown)' — it takes \(names)")
    }
    return spec
  }
}

extension GestureKind {
  /// The states a gesture of this kind goes through, `possible` left out:
  /// the states a config's `on:` may bind actions to.
  public var states: [GestureState] {
    switch self {
    case .continuous: [.began, .changed, .ended, .cancelled, .failed]
    case .discrete: [.recognized, .failed]
    }
  }
}
