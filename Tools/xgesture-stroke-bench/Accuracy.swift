import XGestureEngine

/// What one matcher made of the data set: shapes right, wrong and rejected,
/// non-strokes taken for a shape, and the scores behind a threshold.
struct Tally {
  var shapes = 0
  var right = 0
  var wrong = 0
  var rejected = 0
  var nonStrokes = 0
  var taken = 0
  /// Each shape's score when its nearest template was the right one (else nil), and each non-stroke's best score.
  var rightScores: [Double?] = []
  var nonStrokeScores: [Double] = []
  /// Why shapes and non-strokes were not recognized, by reason's kind.
  var reasons: [String: Int] = [:]
  /// Each kind of non-stroke's best score.
  var nonStrokeBest: [String: Double] = [:]
  var confusions: [String: Int] = [:]

  var accuracy: Double { Double(right) / Double(max(shapes, 1)) }

  /// The least score that rejects every non-stroke, and the share of shapes still right at it.
  var atRejectAll: (threshold: Double, accuracy: Double) {
    let threshold = nonStrokeScores.max() ?? 0
    let kept = rightScores.filter { ($0 ?? -1) > threshold }.count
    return (threshold, Double(kept) / Double(max(shapes, 1)))
  }

  /// Accuracy and non-strokes taken at a `min-score` of `threshold`.
  func at(_ threshold: Double) -> (accuracy: Double, taken: Int) {
    let kept = rightScores.filter { ($0 ?? -1) >= threshold }.count
    return (Double(kept) / Double(max(shapes, 1)), nonStrokeScores.filter { $0 >= threshold }.count)
  }

  mutating func count(shape: Bool, label: String, nearest: String?, score: Double?, recognized: Bool, reason: String?) {
    if shape {
      shapes += 1
      rightScores.append(nearest == label ? score : nil)
      if recognized && nearest == label {
        right += 1
      } else if recognized {
        wrong += 1
        confusions["\(label) → \(nearest ?? "?")", default: 0] += 1
      } else {
        rejected += 1
        reasons[Self.kind(of: reason), default: 0] += 1
      }
    } else {
      nonStrokes += 1
      nonStrokeScores.append(score ?? 0)
      nonStrokeBest[label] = max(nonStrokeBest[label] ?? 0, score ?? 0)
      if recognized {
        taken += 1
      } else {
        reasons[Self.kind(of: reason), default: 0] += 1
      }
    }
  }

  /// A reason's kind: its words before the numbers ("no shape: … across", "nearest: … < min-score").
  static func kind(of reason: String?) -> String {
    guard let reason else { return "none" }
    if reason.contains("across") { return "too small" }
    if reason.contains("straight") { return "straight" }
    if reason.contains("drawn in") { return "too quick" }
    if reason.contains("min-score") { return "below min-score" }
    if reason.contains("nearest") { return "another shape" }
    return reason
  }
}

/// The data set through xgesture's own paths: each writer's templates learned
/// as `--learn NAME --from TRACE` learns them (`StrokeTemplate(name:trace:)`,
/// the templates' library as the config builds it), every test trace replayed
/// as `--replay` replays it (an `Engine` with one `type: stroke` gesture per
/// shape, specs made by the registry); and the same examples through the
/// plain $1 baseline and through xgesture's cosine without the non-stroke
/// screening (what the score alone does).
struct AccuracyRun {
  var ours = Tally()
  var dollarOne = Tally()
  var cosineOnly = Tally()

  init(_ data: DataSet, minScore: Double) throws {
    for set in data.writers {
      let templates = set.templates.map { StrokeTemplate(name: $0.name, trace: $0.trace) }
      let library = StrokeLibrary(templates)
      var baseline = DollarOne()
      for template in templates {
        for example in template.examples { baseline.add(template.name, example.points) }
      }
      let rules = try RuleSet(
        templates.map { template in
          GestureDefinition(
            name: template.name,
            recognizer: try RecognizerRegistry.standard.spec(
              type: "stroke", parameters: ["shape": .scalar(template.name), "min-score": .scalar("\(minScore)")],
              strokes: library))
        })
      for sample in set.tests {
        let engine = Engine(rules: rules)
        var out: [EngineOutput] = []
        engine.replay(sample.trace, into: &out)
        let transitions = out.compactMap { if case .transition(let t) = $0 { t } else { nil } }
        let recognized = transitions.first { $0.to == .recognized }
        let mine = transitions.first { $0.gesture == (sample.isShape ? sample.label : "") } ?? transitions.first
        ours.count(
          shape: sample.isShape, label: sample.label, nearest: recognized?.data.shape ?? mine?.data.shape,
          score: recognized?.data.score ?? mine?.data.score, recognized: recognized != nil,
          reason: mine?.reason?.description)
        let path = StrokePath.sequences(in: sample.trace).first ?? StrokePath(points: [], duration: 0)
        let one = baseline.recognize(path.points)
        dollarOne.count(
          shape: sample.isShape, label: sample.label, nearest: one?.name, score: one?.score, recognized: one != nil,
          reason: "no length")
        let cosine = library.nearest(to: path)
        cosineOnly.count(
          shape: sample.isShape, label: sample.label, nearest: cosine?.name, score: cosine?.score,
          recognized: cosine != nil, reason: "no length")
      }
    }
  }
}
