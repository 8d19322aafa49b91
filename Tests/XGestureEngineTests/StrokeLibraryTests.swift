import Testing
import XGestureEngine

/// The stroke matcher and its templates (docs/STROKES.md): invariant to
/// size and place, not to turning or direction unless told; templates from
/// traces; the mouse in the trace format.
@Suite("Strokes: the library")
struct StrokeLibraryTests {
  static func path(_ points: [Point]) -> StrokePath { StrokePath(points: points, duration: 500) }

  @Test("A shape scores the same drawn 15 mm or 60 mm wide, anywhere; the same path scores 1")
  func invariance() throws {
    let library = StrokeLibrary.builtIn
    let small = StrokeScene.shape([(0, 0), (1, 0), (0, 1), (1, 1)], size: 15, origin: Point(x: 10, y: 10), slant: 0.2)
    let large = StrokeScene.shape([(0, 0), (1, 0), (0, 1), (1, 1)], size: 60, origin: Point(x: 100, y: 40), slant: 0.2)
    guard case .nearest(let a) = library.match(Self.path(small)), case .nearest(let b) = library.match(Self.path(large))
    else {
      Issue.record("no match")
      return
    }
    #expect(a.name == "z" && b.name == "z")
    #expect(abs(a.score - b.score) < 1e-9)
    let z = try #require(StrokeTemplate.builtIn.first { $0.name == "z" }?.examples.first)
    #expect(library.nearest(to: z).map { abs($0.score - 1) < 1e-6 } == true)
  }

  @Test("Drawn backwards a z is no z: the direction counts, with rotation any too")
  func backwards() throws {
    let z = StrokeScene.shape([(0, 0), (1, 0), (0, 1), (1, 1)], size: 30)
    let zOnly = StrokeLibrary.builtIn.only(["z"])
    let forwards = try #require(zOnly.nearest(to: Self.path(z), rotation: .any))
    let reversed = try #require(zOnly.nearest(to: Self.path(z.reversed()), rotation: .fixed))
    #expect(forwards.score > 0.95)
    #expect(reversed.score < 0.5)
  }

  @Test("A template file's touch sequences are its examples; a later template of a name replaces the earlier")
  func templates() throws {
    let trace = try Trace(
      parsing: "xgesture-trace 1\n\(StrokeScene.panel)\n"
        + StrokeScene.events(StrokeScene.shape([(0, 0), (1, 0), (0, 1), (1, 1)], size: 30))
        + StrokeScene.events(StrokeScene.shape([(0, 0), (1, 0), (0, 1), (1, 1)], size: 20), start: 5000))
    let template = StrokeTemplate(name: "z", trace: trace)
    #expect(template.examples.count == 2)
    #expect(template.examples.first?.points.first == Point(x: 60, y: 30))
    #expect(template.examples.first?.duration == Double(template.examples[0].points.count - 2) * 10)
    let library = StrokeLibrary(StrokeTemplate.builtIn + [template])
    #expect(library.names == StrokeTemplate.builtIn.map(\.name))
    #expect(library.templates.first { $0.name == "z" } == template)
  }

  @Test("Two fingers draw with their centroid, which does not jump when the second lands")
  func centroid() throws {
    let trace = try Trace(
      parsing: """
        xgesture-trace 1
        \(StrokeScene.panel)
        0 begin 1 10 10
        10 update 1 20 10
        20 begin 2 20 30
        30 update 1 30 10
        30 update 2 30 30
        40 end 1 30 10
        40 end 2 30 30

        """)
    let path = try #require(StrokePath.sequences(in: trace).first)
    #expect(StrokePath.sequences(in: trace).count == 1)
    // The second finger lands 20 mm below: the path stays at 20,10, then moves 10 mm right.
    #expect(path.points.first == Point(x: 10, y: 10))
    #expect(path.points.contains(Point(x: 30, y: 10)))
    #expect(!path.points.contains { $0.y != 10 })
    #expect(path.duration == 40)
  }

  @Test(
    "A template read from a sparse trace is the path the recognizer draws from it: two fingers moved in one frame, lifted away from their last moves, score 1 against it"
  )
  func templateIsTheRecognizersPath() throws {
    // A z drawn by two fingers 15 mm apart, both moving in each frame (10 ms), every 5 mm; each
    // finger lifts 12 mm beyond its last move (a sparse recording: the lift's own place is no
    // point of the path, as a real X server's lift repeats the last move's).
    let z = StrokeScene.polyline(
      [Point(x: 40, y: 30), Point(x: 80, y: 30), Point(x: 40, y: 70), Point(x: 80, y: 70)], step: 5)
    var events = "0 begin 1 \(z[0].x) \(z[0].y)\n0 begin 2 \(z[0].x) \(z[0].y + 15)\n"
    for (k, p) in z.enumerated().dropFirst() {
      events += "\(10 * k) update 1 \(p.x) \(p.y)\n\(10 * k) update 2 \(p.x) \(p.y + 15)\n"
    }
    let end = 10 * z.count
    let last = try #require(z.last)
    events += "\(end) end 1 \(last.x + 12) \(last.y)\n\(end + 10) end 2 \(last.x) \(last.y + 27)\n"
    let template = StrokeTemplate(
      name: "mine", trace: try Trace(parsing: "xgesture-trace 1\n\(StrokeScene.panel)\n" + events))
    #expect(template.examples.count == 1)
    let transitions = try StrokeScene.run(
      [("mine", "stroke", ["shape": "mine", "fingers": "2"])], events,
      strokes: StrokeLibrary([template]))
    let recognized = try #require(transitions.first { $0.to == .recognized }, "\(transitions.map(\.logLine))")
    #expect(recognized.data.shape == "mine")
    #expect(try #require(recognized.data.score) > 0.999, "\(recognized.logLine)")
  }

  @Test("A mouse's device line ends with 'mouse' and reads back as a mouse")
  func mouseTrace() throws {
    let trace = try Trace(parsing: "xgesture-trace 1\n\(StrokeScene.mouse)\n0 begin 3 10 10\n5 end 3 10 10\n")
    #expect(trace.devices.first?.source == .mouse)
    #expect(TraceFormat.line(for: try #require(trace.devices.first)) == StrokeScene.mouse)
    #expect(try Trace(parsing: trace.render()) == trace)
  }
}
