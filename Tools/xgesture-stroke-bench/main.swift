// xgesture-stroke-bench: the strokes' accuracy and speed (docs/BENCHMARKS.md,
// "Strokes"). Generates the documented data set of varied writers (seeded),
// learns 3 examples per shape per writer and recognizes the rest through
// xgesture's library (the paths `--learn --from` and `--replay` take), with
// a plain $1 of its own from the paper as the baseline on the same data;
// then the median time of a match against 50 and 500 templates.
//
//   xgesture-stroke-bench [writers] [tests-per-shape] [--traces DIR] [--min-score S]
//
// Prints `key=value` lines and the tables. Run it release-built (`make bench`).
import Foundation
import XGestureEngine

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String) -> String? {
  guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return nil }
  let value = arguments[i + 1]
  arguments.removeSubrange(i...(i + 1))
  return value
}
let traces = option("--traces")
let minScore = option("--min-score").flatMap(Double.init) ?? Defaults.strokeMinScore
let writers = arguments.count > 0 ? Int(arguments[0]) ?? 12 : 12
let testsPerShape = arguments.count > 1 ? Int(arguments[1]) ?? 10 : 10

let data = DataSet(writers: writers, seed: 24, templatesPerShape: 3, testsPerShape: testsPerShape)
if let traces { try data.write(to: traces) }
let run = try AccuracyRun(data, minScore: minScore)

func percent(_ x: Double) -> String { String(format: "%.1f %%", x * 100) }
func line(_ name: String, _ t: Tally, threshold: Double?) {
  let reject = t.atRejectAll
  let at = threshold.map { t.at($0) }
  print(
    "strokes matcher=\"\(name)\" shapes=\(t.shapes) right=\(t.right) wrong=\(t.wrong) rejected=\(t.rejected)"
      + " accuracy=\(percent(t.accuracy)) non_strokes=\(t.nonStrokes) taken=\(t.taken)"
      + " reject_all_threshold=\(String(format: "%.3f", reject.threshold)) accuracy_rejecting_all=\(percent(reject.accuracy))"
      + (at.map { " at_\(threshold!)=\(percent($0.accuracy))/\($0.taken)" } ?? ""))
}
print(
  "strokes writers=\(writers) shapes=\(BenchShape.all.count) templates_per_shape=3 tests_per_shape=\(testsPerShape)")
line("xgesture (min-score \(minScore))", run.ours, threshold: nil)
line("xgesture cosine alone, no screening", run.cosineOnly, threshold: minScore)
line("plain $1", run.dollarOne, threshold: nil)
print("strokes xgesture_reasons=\(run.ours.reasons.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })")
print(
  "strokes xgesture_confusions=\(run.ours.confusions.sorted { $0.value > $1.value }.prefix(8).map { "\($0.key):\($0.value)" })"
)
print(
  "strokes dollar_one_confusions=\(run.dollarOne.confusions.sorted { $0.value > $1.value }.prefix(8).map { "\($0.key):\($0.value)" })"
)
for (name, tally) in [("plain $1", run.dollarOne), ("cosine alone", run.cosineOnly)] {
  let best = tally.nonStrokeBest.sorted { $0.key < $1.key }.map { "\($0.key):\(String(format: "%.3f", $0.value))" }
  print("strokes matcher=\"\(name)\" best_non_stroke_score=\(best)")
  // Tiny circles are circles to a scale-invariant matcher: the threshold that rejects every other non-stroke.
  let others = tally.nonStrokeBest.filter { $0.key != NonStroke.tinyCircle.rawValue }.values.max() ?? 0
  let at = tally.at(others.nextUp)
  print(
    "strokes matcher=\"\(name)\" reject_all_but_tiny_circles_threshold=\(String(format: "%.3f", others))"
      + " accuracy=\(percent(at.accuracy)) non_strokes_taken=\(at.taken)")
}
// The score distribution that chose the default min-score.
let scores = run.ours.rightScores.compactMap { $0 }.sorted()
if !scores.isEmpty {
  print(
    "strokes right_score_p1=\(String(format: "%.3f", scores[scores.count / 100])) p5=\(String(format: "%.3f", scores[scores.count / 20])) median=\(String(format: "%.3f", scores[scores.count / 2]))"
  )
}
for threshold in [0.70, 0.75, 0.80, 0.85] {
  let at = run.cosineOnly.at(threshold)
  print("strokes cosine_alone_at=\(threshold) accuracy=\(percent(at.accuracy)) non_strokes_taken=\(at.taken)")
}

let paths = data.writers.flatMap { $0.tests.filter(\.isShape).compactMap { StrokePath.sequences(in: $0.trace).first } }
for count in [50, 500] {
  let speed = SpeedRun(templates: count, paths: paths, runs: 4000, seed: 7)
  print(
    "strokes templates=\(count) median_match_us=\(String(format: "%.2f", speed.oursMedian))"
      + " dollar_one_median_match_us=\(String(format: "%.1f", speed.dollarOneMedian))")
}
