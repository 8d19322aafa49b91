/// The templates strokes are matched against: every template named by a
/// stroke gesture of the config (docs/REFERENCE.md §16), each example made a
/// `StrokeVector` once. A match screens the path for non-strokes
/// (`StrokeLimits`) and then finds the nearest example by cosine
/// (docs/STROKES.md). A value: copies share the vectors.
public struct StrokeLibrary: Sendable {
  /// The templates, in the order given.
  public let templates: [StrokeTemplate]
  public let limits: StrokeLimits
  private let store: Store

  private final class Store: Sendable {
    /// Each usable example's vector and its template's index.
    let vectors: [StrokeVector]
    let owners: [Int]

    init(vectors: [StrokeVector], owners: [Int]) {
      self.vectors = vectors
      self.owners = owners
    }
  }

  /// A library of `templates`; an example without length is left out. A
  /// later template of a name already given replaces the earlier one (a
  /// file replaces a built-in shape of its name).
  public init(_ templates: [StrokeTemplate], limits: StrokeLimits = .standard) {
    var kept: [StrokeTemplate] = []
    for template in templates {
      if let i = kept.firstIndex(where: { $0.name == template.name }) {
        kept[i] = template
      } else {
        kept.append(template)
      }
    }
    var vectors: [StrokeVector] = []
    var owners: [Int] = []
    for (i, template) in kept.enumerated() {
      for example in template.examples {
        guard let vector = StrokeVector(example.points) else { continue }
        vectors.append(vector)
        owners.append(i)
      }
    }
    self.templates = kept
    self.limits = limits
    store = Store(vectors: vectors, owners: owners)
  }

  /// The templates' names, in order.
  public var names: [String] { templates.map(\.name) }

  public func contains(_ name: String) -> Bool { templates.contains { $0.name == name } }

  /// The templates of these names only, in this library's order (the ones a
  /// config names, out of the built-in shapes and the files).
  public func only(_ names: Set<String>) -> StrokeLibrary {
    StrokeLibrary(templates.filter { names.contains($0.name) }, limits: limits)
  }

  /// The score of a cosine: the angle between the two vectors, mapped from
  /// 0 … 90° onto 1 … 0 (opposite shapes score 0 too).
  public static func score(cosine: Double) -> Double {
    max(0, 1 - Angle.acos(cosine) / (Double.pi / 2))
  }

  /// The nearest template to `path`, or why it is no stroke.
  public func match(_ path: StrokePath, rotation: StrokeRotation = .fixed) -> StrokeMatch {
    if let rejection = limits.rejection(of: path) { return .notAStroke(rejection) }
    guard let vector = StrokeVector(path.points), let nearest = nearest(to: vector, rotation: rotation) else {
      return .notAStroke(.noTemplates)
    }
    return .nearest(nearest)
  }

  /// The nearest template to a path, not screened for non-strokes (what
  /// `--learn` compares a new shape's examples with); nil when the path has
  /// no length or no template is left.
  public func nearest(
    to path: StrokePath, rotation: StrokeRotation = .fixed, excluding excluded: String? = nil
  ) -> StrokeNearest? {
    StrokeVector(path.points).flatMap { nearest(to: $0, rotation: rotation, excluding: excluded) }
  }

  /// The shape of this library nearest a new template (other than its own
  /// name): the best score any of its examples reaches, or nil when the
  /// library has no other shape. `--learn` says it ("nearest: z, 0.71").
  public func nearest(to template: StrokeTemplate, rotation: StrokeRotation = .fixed) -> StrokeNearest? {
    var best: StrokeNearest?
    for example in template.examples {
      guard let found = nearest(to: example, rotation: rotation, excluding: template.name) else { continue }
      if best.map({ found.score > $0.score }) ?? true { best = found }
    }
    return best
  }

  private func nearest(to vector: StrokeVector, rotation: StrokeRotation, excluding excluded: String? = nil)
    -> StrokeNearest?
  {
    var bestCosine = -Double.infinity
    var bestOwner = -1
    let vectors = store.vectors
    let owners = store.owners
    for i in vectors.indices {
      let cosine = vector.cosine(vectors[i], rotation: rotation)
      if cosine > bestCosine, excluded == nil || templates[owners[i]].name != excluded {
        bestCosine = cosine
        bestOwner = owners[i]
      }
    }
    guard bestOwner >= 0 else { return nil }
    return StrokeNearest(name: templates[bestOwner].name, score: Self.score(cosine: bestCosine))
  }
}
