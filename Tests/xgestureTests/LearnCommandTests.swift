import Foundation
import Testing
import XGestureTestSupport

/// `xgesture --learn NAME --from TRACE` and `--check` of the shapes a
/// config names (docs/REFERENCE.md §16), through the built binary: the file
/// saved beside the config, the nearest other shape and the confusion
/// warning, examples that are no stroke refused with the matcher's reason.
@Suite("Shapes on the command line: --learn from a trace, --check, a stroke's command")
struct LearnCommandTests {
  static let config = """
    gestures:
      undo:
        type: stroke
        shape: [z, zed]
        on:
          recognized: 'true'

    """

  /// A folder with the config (0644) and a trace of `sequences`.
  static func folder(_ sequences: [StrokeDrawings.Corners]) throws -> (TemporaryDirectory, String, String) {
    let folder = try TemporaryDirectory(prefix: "xgesture-learn")
    let config = try folder.write(config, to: "config.yaml")
    let trace = try folder.write(StrokeDrawings.trace(sequences), to: "drawn.trace")
    return (folder, config, trace)
  }

  /// The touch sequences of a saved shape file: its `begin` lines.
  static func examples(in path: String) -> Int {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").filter { $0.split(separator: " ").dropFirst().first == "begin" }.count
  }

  @Test("A shape drawn as the built-in z is saved beside the config, and the z it will be confused with is named")
  func confusedWithZ() throws {
    let (folder, config, trace) = try Self.folder([
      StrokeDrawings.z(x: 100, y: 50, size: 40), StrokeDrawings.z(x: 120, y: 60, size: 30),
      StrokeDrawings.z(x: 90, y: 40, size: 50),
    ])
    let result = try XGestureProcess.run(["--config", config, "--learn", "zed", "--from", trace])
    #expect(result.status == .exited(0), "\(result.output)")
    let saved = folder.file("strokes/zed.trace")
    #expect(Self.examples(in: saved) == 3, "\(result.output)")
    #expect(result.output.contains("saved \(saved): 3 examples of 'zed'"), "\(result.output)")
    // The same geometry as the built-in z: it scores (nearly) 1 against it.
    #expect(
      result.output.contains("nearest: z, 1.00 — warning: 'zed' and 'z' will be confused (z is built-in)"),
      "\(result.output)")

    // --check says where each shape of the config comes from.
    let check = try XGestureProcess.run(["--check", config])
    #expect(check.status == .exited(0), "\(check.output)")
    #expect(check.output.contains("\(config): shape 'z': built-in\n"), "\(check.output)")
    #expect(check.output.contains("\(config): shape 'zed': \(saved), 3 examples\n"), "\(check.output)")
    #expect(check.output.contains("\(config): 1 gesture, 0 sounds, 2 shapes — OK"), "\(check.output)")
  }

  @Test(
    "A tap and a straight drag are refused with the matcher's reason; the strokes are taken, and the shape is distinct")
  func refusesNonStrokes() throws {
    let (folder, config, trace) = try Self.folder([
      StrokeDrawings.tap(x: 100, y: 80), StrokeDrawings.n(x: 100, y: 50, size: 40),
      StrokeDrawings.line(x: 60, y: 80, length: 60), StrokeDrawings.n(x: 130, y: 60, size: 35),
    ])
    let result = try XGestureProcess.run(["--config", config, "--learn", "zed", "--from", trace])
    #expect(result.status == .exited(0), "\(result.output)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.count >= 5, "\(result.output)")
    #expect(lines.first?.hasPrefix("sequence 1: not taken: no shape: ") == true, "\(result.output)")
    #expect(lines.first?.hasSuffix(" mm across < 10 mm — draw 'zed' again") == true, "\(result.output)")
    #expect(lines.dropFirst().first == "sequence 2: example 1 taken", "\(result.output)")
    #expect(lines.dropFirst(2).first?.hasPrefix("sequence 3: not taken: no shape: a straight line") == true)
    #expect(lines.dropFirst(3).first == "sequence 4: example 2 taken", "\(result.output)")
    #expect(Self.examples(in: folder.file("strokes/zed.trace")) == 2)
    // An N (up, down the diagonal, up) is drawn the way no built-in shape is.
    let nearest = try #require(lines.first { $0.hasPrefix("nearest: ") }, "\(result.output)")
    #expect(nearest.contains(" — distinct ("), "\(nearest)")
  }

  @Test("An existing file is replaced only with the examples just given, and it says so")
  func replacesSaying() throws {
    let (folder, config, trace) = try Self.folder([
      StrokeDrawings.n(x: 100, y: 50, size: 40), StrokeDrawings.n(x: 120, y: 60, size: 30),
      StrokeDrawings.n(x: 90, y: 40, size: 50),
    ])
    #expect(try XGestureProcess.run(["--config", config, "--learn", "zed", "--from", trace]).status == .exited(0))
    let again = try XGestureProcess.run(["--config", config, "--learn", "zed", "--examples", "2", "--from", trace])
    #expect(again.status == .exited(0), "\(again.output)")
    let saved = folder.file("strokes/zed.trace")
    #expect(again.output.contains("replaced \(saved) (it had 3 examples) with the 2 examples new"), "\(again.output)")
    #expect(Self.examples(in: saved) == 2)
  }

  @Test("Nothing but taps: nothing is saved, and it exits 1")
  func onlyTaps() throws {
    let (folder, config, trace) = try Self.folder([StrokeDrawings.tap(x: 100, y: 80)])
    let result = try XGestureProcess.run(["--config", config, "--learn", "zed", "--from", trace])
    #expect(result.status == .exited(1), "\(result.output)")
    #expect(result.output.contains("no example of 'zed' was taken: nothing saved"), "\(result.output)")
    #expect(!FileManager.default.fileExists(atPath: folder.file("strokes/zed.trace")))
  }

  @Test("A stroke's command gets the shape and its score in XGESTURE_SHAPE and XGESTURE_SCORE")
  func shapeVariables() throws {
    let folder = try TemporaryDirectory(prefix: "xgesture-stroke")
    let config = try folder.write(
      """
      gestures:
        undo:
          type: stroke
          shape: [z, check]
          on:
            recognized: 'echo "drawn $XGESTURE_SHAPE $XGESTURE_SCORE $XGESTURE_TYPE"'
            failed: 'echo "missed $XGESTURE_SHAPE"'

      """, to: "config.yaml")
    // The built-in z's own geometry: it is the z, and scores 1 against it.
    let trace = try folder.write(StrokeDrawings.trace([StrokeDrawings.z(x: 100, y: 50, size: 40)]), to: "z.trace")
    let result = try XGestureProcess.run(["--config", config, "--replay", trace])
    #expect(result.status == .exited(0), "\(result.output)")
    #expect(result.output.contains("undo: drawn z 1 stroke"), "\(result.output)")
    #expect(!result.output.contains("missed"), "\(result.output)")
  }

  @Test("--examples and --from go with --learn, and a shape's name is a plain word: else it exits 2")
  func usage() throws {
    for (arguments, words) in [
      (["--examples", "2"], "--examples goes with --learn NAME"),
      (["--learn", "../z"], "--learn takes a shape's name"), (["--learn", "z", "--examples", "0"], "from 1 to 20"),
    ] {
      let result = try XGestureProcess.run(arguments)
      #expect(result.status == .exited(2), "\(arguments): \(result.output)")
      #expect(result.output.contains(words), "\(arguments): \(result.output)")
    }
  }
}
