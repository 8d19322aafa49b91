import XGestureActionKinds
import XGestureEngine

/// Where a shape a config names comes from: its file in `strokes/`, or
/// xgesture's built-in shapes (docs/REFERENCE.md §16).
public enum ShapeOrigin: Sendable, Equatable {
  case file(path: String, examples: Int)
  case builtIn
}

/// One shape a config's stroke gestures name, and where it comes from.
public struct ShapeUse: Sendable, Equatable {
  public var name: String
  public var origin: ShapeOrigin

  public init(name: String, origin: ShapeOrigin) {
    self.name = name
    self.origin = origin
  }
}

/// The shapes of a config, read before its gestures are built: every name
/// a `type: stroke` gesture's `shape:` gives, found as a file in `strokes/`
/// beside the config (`StrokeFolder`) or among the built-in shapes, a file
/// replacing the built-in of its name. The engine gets them all as one
/// library (`library`): every stroke gesture is matched against every shape
/// the config names. A name found nowhere is an error at its position, with
/// a suggestion; a file that is malformed or holds no sequence an error at
/// its own line.
struct ShapeCatalog {
  /// The config's folder of shapes; nil for text with no folder (built-in shapes only).
  let folder: StrokeFolder?
  /// The shapes named, in order of first naming.
  private(set) var uses: [ShapeUse] = []
  /// The gestures that name a shape that is missing or broken: their own
  /// building is skipped (the shape's error says it all).
  private(set) var broken: Set<String> = []
  private var templates: [StrokeTemplate] = []
  private var failed: Set<String> = []

  init(folder: StrokeFolder?) { self.folder = folder }

  /// The library the stroke gestures are built with: the shapes named.
  var library: StrokeLibrary { StrokeLibrary(templates) }

  /// Finds the shapes the `gestures:` section's stroke gestures name. A
  /// gesture or a `shape:` of the wrong form is left to `GesturesReader`,
  /// which reports it.
  mutating func read(_ gestures: YAMLNode, into diagnostics: inout ConfigDiagnostics) {
    guard case .mapping(let pairs) = gestures.content else { return }
    for (key, value) in pairs {
      guard let gesture = key.scalar, case .mapping(let fields) = value.content,
        fields.contains(where: { $0.0.scalar == "type" && $0.1.scalar == "stroke" }),
        let shape = fields.first(where: { $0.0.scalar == "shape" })?.1
      else { continue }
      for (name, mark) in Self.names(in: shape) where !find(name, at: mark, &diagnostics) {
        broken.insert(gesture)
      }
    }
  }

  /// The names a `shape:` gives, with their positions: a name or a list of names.
  private static func names(in node: YAMLNode) -> [(String, Mark)] {
    switch node.content {
    case .scalar(let name, _) where !node.isNull: [(name, node.mark)]
    case .sequence(let items): items.compactMap { item in item.scalar.map { ($0, item.mark) } }
    default: []
    }
  }

  /// One name: whether it was found (or, once reported, whether it was before).
  private mutating func find(_ name: String, at mark: Mark, _ diagnostics: inout ConfigDiagnostics) -> Bool {
    if uses.contains(where: { $0.name == name }) { return true }
    if failed.contains(name) { return false }
    if let folder, folder.has(name) {
      do {
        let template = try folder.template(named: name)
        templates.append(template)
        uses.append(ShapeUse(name: name, origin: .file(path: folder.file(of: name), examples: template.examples.count)))
        return true
      } catch {
        diagnostics.report(error)
      }
    } else if let template = StrokeTemplate.builtIn.first(where: { $0.name == name }) {
      templates.append(template)
      uses.append(ShapeUse(name: name, origin: .builtIn))
      return true
    } else {
      diagnostics.report(mark, unknown(name))
    }
    failed.insert(name)
    return false
  }

  /// "unknown shape 'zz' — did you mean 'z'?", else the shapes there are.
  private func unknown(_ name: String) -> String {
    let builtIn = StrokeTemplate.builtIn.map(\.name)
    let own = folder?.names() ?? []
    let place = folder.map { "\($0.path)/" } ?? "strokes/ beside the config"
    let owned = own.isEmpty ? "none in \(place)" : "in \(place): \(own.joined(separator: ", "))"
    let hint = ConfigDiagnostics.suggestion(
      name, own + builtIn,
      otherwise:
        " — the built-in shapes are \(builtIn.joined(separator: ", ")) (\(owned)); learn a new one with"
        + " 'xgesture --learn \(name)'")
    return "unknown shape '\(name)'\(hint)"
  }
}
