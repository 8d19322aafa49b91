import Foundation
import XGestureEngine

/// How long one match takes against `count` templates (one example each,
/// shapes of the set drawn by random writers): the median of `runs`
/// matches of the set's test paths, in µs, for xgesture's matcher (the
/// non-stroke screening, resampling the path and comparing) and for the $1
/// baseline.
struct SpeedRun {
  var count: Int
  var oursMedian: Double
  var dollarOneMedian: Double

  init(templates count: Int, paths: [StrokePath], runs: Int, seed: UInt64) {
    self.count = count
    var random = BenchRandom(state: seed)
    var templates: [StrokeTemplate] = []
    var baseline = DollarOne()
    for k in 0..<count {
      let writer = Writer.make(k, &random)
      let shape = BenchShape.all[k % BenchShape.all.count]
      let drawn = writer.draw(shape, &random).map(\.point)
      templates.append(StrokeTemplate(name: "\(shape.name)-\(k)", examples: [StrokePath(points: drawn, duration: 500)]))
      baseline.add("\(shape.name)-\(k)", drawn)
    }
    let library = StrokeLibrary(templates)
    var ours: [Double] = []
    var theirs: [Double] = []
    let clock = ContinuousClock()
    var sink = 0.0
    for i in 0..<runs {
      let path = paths[i % paths.count]
      let start = clock.now
      if case .nearest(let found) = library.match(path) { sink += found.score }
      ours.append(Self.microseconds(clock.now - start))
      if i < runs / 10 {
        let before = clock.now
        sink += baseline.recognize(path.points)?.score ?? 0
        theirs.append(Self.microseconds(clock.now - before))
      }
    }
    oursMedian = Self.median(ours)
    dollarOneMedian = Self.median(theirs)
    if sink.isNaN { print("") }
  }

  static func microseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) * 1e-12
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }
}
