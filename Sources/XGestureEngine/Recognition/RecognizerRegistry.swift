/// The recognizer types the config's `type:` word can name. Adding a type is
/// one new file with a `Recognizer` and one line in `standard`.
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
  ])

  private let factories: [(name: String, make: @Sendable (inout ParameterSet) throws(ParameterError) -> RecognizerSpec)]

  public init(_ types: [any Recognizer.Type]) {
    factories = types.map { type in (type.typeName, Self.factory(type)) }
  }

  private static func factory<R: Recognizer>(_ type: R.Type)
    -> @Sendable (inout ParameterSet) throws(ParameterError) -> RecognizerSpec
  {
    { (parameters: inout ParameterSet) throws(ParameterError) -> RecognizerSpec in
      RecognizerSpec(R.self, parameters: try R.Parameters(from: &parameters))
    }
  }

  /// The `type:` words, in registration order.
  public var typeNames: [String] { factories.map(\.name) }

  /// The parameter keys `type` accepts (for suggestions), or nil for an unknown type.
  public func parameterNames(of type: String) -> [String]? {
    guard let factory = factories.first(where: { $0.name == type }) else { return nil }
    var probe = ParameterSet()
    _ = try? factory.make(&probe)
    return probe.known
  }

  /// Builds a recognizer spec from the config's `type:` and its parameters.
  /// Throws for an unknown type (key `type`), a bad value, or a key the type does not take.
  public func spec(type: String, parameters values: [String: ParameterValue]) throws(ParameterError) -> RecognizerSpec {
    guard let factory = factories.first(where: { $0.name == type }) else {
      let names = typeNames.joined(separator: ", ")
      throw ParameterError(key: "type", message: "unknown type '\(type)' — the types are \(names)")
    }
    var parameters = ParameterSet(values)
    let spec = try factory.make(&parameters)
    if let unknown = parameters.unknownKeys.first {
      let names = parameters.known.joined(separator: ", ")
      throw ParameterError(key: unknown, message: "a \(type) gesture has no parameter '\(unknown)' — it takes \(names)")
    }
    return spec
  }
}
