import Foundation
import XGestureEngine

/// The generated data set (docs/BENCHMARKS.md, "Strokes"): for each writer,
/// `templatesPerShape` examples of each shape to learn from (one trace per
/// shape, one touch sequence per example: a template file), `testsPerShape`
/// more to recognize, and the non-strokes, each a trace of its own. Seeded:
/// the same seed gives the same set.
struct DataSet {
  static let panel = DeviceGeometry(
    id: 1, name: "bench panel", width: 294, height: 165, screenWidth: 1920, screenHeight: 1080)

  struct Sample {
    /// The shape it is, or the kind of non-stroke.
    var label: String
    var isShape: Bool
    var trace: Trace
  }

  struct WriterSet {
    var writer: Writer
    /// A template trace per shape name, in `BenchShape.all`'s order.
    var templates: [(name: String, trace: Trace)]
    var tests: [Sample]
  }

  var writers: [WriterSet] = []

  init(writers count: Int, seed: UInt64, templatesPerShape: Int, testsPerShape: Int) {
    var random = BenchRandom(state: seed)
    for index in 0..<count {
      let writer = Writer.make(index, &random)
      var templates: [(String, Trace)] = []
      var tests: [Sample] = []
      for shape in BenchShape.all {
        let examples = (0..<templatesPerShape).map { _ in writer.draw(shape, &random) }
        templates.append((shape.name, Self.trace(examples)))
        for _ in 0..<testsPerShape {
          tests.append(Sample(label: shape.name, isShape: true, trace: Self.trace([writer.draw(shape, &random)])))
        }
      }
      for kind in NonStroke.allCases {
        for k in 0..<kind.perWriter {
          let drawn = kind.draw(k, by: writer, &random)
          tests.append(Sample(label: kind.rawValue, isShape: false, trace: Self.trace([drawn])))
        }
      }
      writers.append(WriterSet(writer: writer, templates: templates, tests: tests))
    }
  }

  /// A trace of the panel with each drawing one touch sequence, a second apart.
  static func trace(_ drawings: [[(time: Double, point: Point)]]) -> Trace {
    var entries: [Trace.Entry] = [.device(panel)]
    var start = 0.0
    for drawing in drawings {
      for (i, sample) in drawing.enumerated() {
        let phase: TouchPhase = i == 0 ? .begin : .update
        entries.append(event(start + sample.time, phase, sample.point))
      }
      if let last = drawing.last { entries.append(event(start + last.time, .end, last.point)) }
      start += (drawing.last?.time ?? 0) + 1000
    }
    return Trace(entries: entries)
  }

  private static func event(_ time: Double, _ phase: TouchPhase, _ point: Point) -> Trace.Entry {
    // Rounded as the trace format writes them, so that a trace written and read back is the same.
    let round = { (v: Double) in (v * 1000).rounded() / 1000 }
    return .event(
      TouchEvent(
        time: round(time), device: panel.id, touch: 1, phase: phase,
        position: Point(x: round(point.x), y: round(point.y))))
  }

  /// Writes the set as traces under `directory`: `writer-NN/strokes/NAME.trace`
  /// (the templates, for `xgesture --learn NAME --from`), and
  /// `writer-NN/tests/NNN-LABEL.trace` (for `xgesture --replay`).
  func write(to directory: String) throws {
    let files = FileManager.default
    for (index, set) in writers.enumerated() {
      let base = "\(directory)/writer-\(String(format: "%02d", index + 1))"
      try files.createDirectory(atPath: base + "/strokes", withIntermediateDirectories: true)
      try files.createDirectory(atPath: base + "/tests", withIntermediateDirectories: true)
      for (name, trace) in set.templates {
        try trace.render().write(toFile: "\(base)/strokes/\(name).trace", atomically: true, encoding: .utf8)
      }
      for (k, sample) in set.tests.enumerated() {
        let label = sample.label.replacingOccurrences(of: " ", with: "-")
        let name = "\(base)/tests/\(String(format: "%03d", k))-\(label).trace"
        try sample.trace.render().write(toFile: name, atomically: true, encoding: .utf8)
      }
    }
  }
}
