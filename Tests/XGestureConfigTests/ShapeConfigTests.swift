import Foundation
import Testing
import XGestureEngine

@testable import XGestureConfig

/// The shapes a config's stroke gestures name (docs/REFERENCE.md §16): a
/// file `strokes/NAME.trace` beside the config, else a built-in shape; what
/// a missing or broken one gives; what `--check` says of each.
@Suite("Shapes in a config")
struct ShapeConfigTests {
  static let loader = ConfigLoader(environment: [:], builtInFolder: nil, checksSafety: false)

  static func config(shape: String) -> String {
    """
    gestures:
      undo:
        type: stroke
        shape: \(shape)
        on:
          recognized: 'true'
    """
  }

  /// Touch sequences along straight lines through `corners` (mm), one a
  /// sequence, a point every 2 mm and 8 ms, the next sequence 500 ms after.
  static func drawing(_ sequences: [[(Double, Double)]]) -> String {
    var lines = ["xgesture-trace 1", "device 6 \"panel\" size 294x165mm screen 1920x1080"]
    var time = 0
    for corners in sequences {
      lines.append("\(time) begin 1 \(corners[0].0) \(corners[0].1)")
      for (a, b) in zip(corners, corners.dropFirst()) {
        let steps = Int((hypot(b.0 - a.0, b.1 - a.1) / 2).rounded(.up))
        for k in 1...steps {
          time += 8
          let t = Double(k) / Double(steps)
          lines.append("\(time) update 1 \(a.0 + (b.0 - a.0) * t) \(a.1 + (b.1 - a.1) * t)")
        }
      }
      time += 8
      lines.append("\(time) end 1 \(corners.last!.0) \(corners.last!.1)")
      time += 500
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A `z` drawn the other way round (right to left along each bar), twice:
  /// a file's own shape, far from the built-in `z`.
  static let backwardsZ = drawing([
    [(140, 50), (100, 50), (140, 90), (100, 90)], [(150, 60), (100, 60), (150, 110), (100, 110)],
  ])

  /// The shape a config's gestures recognize in `trace`, if any.
  static func recognizes(_ configuration: Configuration, drawing trace: String) throws -> String? {
    let engine = Engine(rules: configuration.rules)
    var outputs: [EngineOutput] = []
    engine.replay(try Trace(parsing: trace), into: &outputs)
    return outputs.compactMap { output -> String? in
      guard case .transition(let t) = output, t.to == .recognized else { return nil }
      return t.data.shape
    }.first
  }

  @Test("A built-in shape loads without a file, and --check says it is built-in")
  func builtInShape() throws {
    let folder = try TestFolder()
    let configuration = try Self.loader.load(text: Self.config(shape: "z"), file: "config.yaml", folder: folder.path)
    #expect(configuration.shapes == [ShapeUse(name: "z", origin: .builtIn)])
    #expect(
      ConfigCheck.text(of: configuration)
        == "config.yaml: shape 'z': built-in\nconfig.yaml: 1 gesture, 0 sounds, 1 shape — OK\n")
  }

  @Test("A file strokes/NAME.trace beside the config replaces the built-in shape of its name, each sequence an example")
  func fileReplacesBuiltIn() throws {
    let folder = try TestFolder()
    let file = try folder.write("strokes/z.trace", Self.backwardsZ)
    let configuration = try Self.loader.load(text: Self.config(shape: "z"), file: "config.yaml", folder: folder.path)
    #expect(configuration.shapes == [ShapeUse(name: "z", origin: .file(path: file, examples: 2))])
    #expect(
      ConfigCheck.text(of: configuration).hasPrefix(
        "config.yaml: shape 'z': \(file), 2 examples (replacing the built-in)\n"))
    // The file's z (right to left) is recognized; the built-in's way (left to right) is not, with the file in force.
    let drawn = try #require(Trace(parsing: Self.backwardsZ).sequences.first).render()
    #expect(try Self.recognizes(configuration, drawing: drawn) == "z")
    let builtIn = try Self.loader.load(
      text: Self.config(shape: "z"), file: "config.yaml", folder: folder.path + "/none")
    #expect(try Self.recognizes(builtIn, drawing: drawn) == nil, "the built-in z is drawn left to right")
  }

  @Test("An unknown shape is an error at its position in the config, with a suggestion")
  func unknownShape() throws {
    let folder = try TestFolder()
    try folder.write("strokes/zigzag.trace", Self.backwardsZ)
    let text = Self.config(shape: "[circle-cw, zz]")
    #expect(
      throws: ConfigErrors([
        ConfigError(file: "config.yaml", line: 4, column: 24, message: "unknown shape 'zz' — did you mean 'z'?")
      ])
    ) {
      try Self.loader.load(text: text, file: "config.yaml", folder: folder.path)
    }
    do {
      _ = try Self.loader.load(text: Self.config(shape: "lightning"), file: "config.yaml", folder: folder.path)
      Issue.record("a shape found nowhere loaded")
    } catch {
      let message = error.errors.first?.description ?? ""
      #expect(
        message.hasPrefix("config.yaml:4:12: unknown shape 'lightning' — the built-in shapes are circle-cw,"),
        "\(message)")
      #expect(message.contains("(in \(folder.path)/strokes/: zigzag)"), "\(message)")
      #expect(message.hasSuffix("learn a new one with 'xgesture --learn lightning'"), "\(message)")
    }
  }

  @Test("A shape's name is a word: a path is refused at its position, and no file outside strokes/ is read")
  func pathRefused() throws {
    let folder = try TestFolder()
    try folder.write("z.trace", Self.backwardsZ)
    try folder.write("strokes/zig.trace", Self.backwardsZ)
    #expect(
      throws: ConfigErrors([
        ConfigError(
          file: "config.yaml", line: 4, column: 12,
          message:
            "'../z' is no shape's name — a shape is named by a word like 'z' or 'left-caret' (its file is strokes/NAME.trace)"
        )
      ])
    ) { try Self.loader.load(text: Self.config(shape: "../z"), file: "config.yaml", folder: folder.path) }
  }

  @Test("A malformed line of a shape's file is an error at that file's line; a file with no sequence one too")
  func brokenFiles() throws {
    let folder = try TestFolder()
    let broken = Self.backwardsZ.replacingOccurrences(of: "16 update", with: "16 updat")
    let file = try folder.write("strokes/z.trace", broken)
    #expect(
      throws: ConfigErrors([
        ConfigError(
          file: file, line: 5, message: "unknown event 'updat' — expected begin, update, end, cancel or removed")
      ])
    ) { try Self.loader.load(text: Self.config(shape: "z"), file: "config.yaml", folder: folder.path) }

    try folder.write("strokes/z.trace", "xgesture-trace 1\ndevice 6 \"panel\" size 294x165mm screen 1920x1080\n")
    do {
      _ = try Self.loader.load(text: Self.config(shape: "z"), file: "config.yaml", folder: folder.path)
      Issue.record("a shape with no example loaded")
    } catch {
      #expect(error.errors.count == 1)
      let message = error.errors.first?.description ?? ""
      #expect(message.hasPrefix("\(file):2: the shape 'z' has no touch sequence"), "\(message)")
    }
  }

  @Test("Reloading reads the shape's file again")
  func reloadRereads() throws {
    let folder = try TestFolder()
    let config = try folder.write("config.yaml", Self.config(shape: "z"), mode: 0o600)
    let watcher = try ConfigWatcher(
      source: .file(config), configuration: try Self.loader.load(path: config), loader: Self.loader)
    let file = try folder.write("strokes/z.trace", Self.backwardsZ)
    guard case .replaced(let new) = watcher.reload(force: true) else {
      Issue.record("not reloaded")
      return
    }
    #expect(new.shapes == [ShapeUse(name: "z", origin: .file(path: file, examples: 2))])
  }

  @Test(
    "A shape file saved beside a running config reloads it, its text the same: in a strokes folder made after the start, then edited, and not for a file that is no shape"
  )
  func shapeFileReloads() throws {
    let folder = try TestFolder()
    let config = try folder.write("config.yaml", Self.config(shape: "z"), mode: 0o600)
    let watcher = try ConfigWatcher(
      source: .file(config), configuration: try Self.loader.load(path: config), loader: Self.loader)
    #expect(watcher.configuration.shapes == [ShapeUse(name: "z", origin: .builtIn)])
    _ = watcher.service(now: 0)
    /// Heard at `time`, quiet for the debounce, reloaded: the shapes of the config it loaded.
    func shapesReloaded(at time: Double) -> [ShapeUse]? {
      #expect(!watcher.service(now: time))
      #expect(watcher.service(now: time + ConfigWatcher.debounce))
      guard case .replaced(let new) = watcher.reload() else { return nil }
      return new.shapes
    }
    // The folder and the file are made before the watcher hears of the folder.
    let file = try folder.write("strokes/z.trace", Self.backwardsZ)
    #expect(shapesReloaded(at: 1000) == [ShapeUse(name: "z", origin: .file(path: file, examples: 2))])
    // Edited in place, as `--learn` or an editor saves it: one example now.
    try folder.write("strokes/z.trace", Self.drawing([[(140, 50), (100, 50), (140, 90), (100, 90)]]))
    #expect(shapesReloaded(at: 2000) == [ShapeUse(name: "z", origin: .file(path: file, examples: 1))])
    // Reading the shapes at a reload forces no other; a note in the folder is no shape. (The
    // config's own folder may still hear of its access: that reload finds its text the same.)
    try folder.write("strokes/notes.txt", "drawn on a Tuesday\n")
    _ = watcher.service(now: 3000)
    guard case .unchanged = watcher.reload() else {
      Issue.record("loaded again for a file that is no shape")
      return
    }
  }
}
