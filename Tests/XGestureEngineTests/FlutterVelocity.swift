/// The velocity Flutter's tracker (`VelocityTracker` with its degree-2
/// `LeastSquaresSolver`) gives for a list of samples, written from its rule
/// for the tests to compare xgesture against — not xgesture's tracker, and
/// solved another way (Gaussian elimination of the normal equations, times
/// in ms, positions as given).
///
/// The rule: every reported position is a sample; from the newest back,
/// samples count while they are at most 100 ms older than the newest and at
/// most 40 ms older than the next newer one, and at most 20 of them; with
/// three or more, the slope at the newest sample of the least-squares
/// parabola (weights 1) is the velocity, else zero.
enum FlutterVelocity {
  struct Sample {
    var time: Double  // ms
    var value: Double
  }

  static let horizon = 100.0
  static let stopGap = 40.0
  static let history = 20

  /// Units per second at the newest of `samples` (given oldest first).
  static func estimate(_ samples: [Sample]) -> Double {
    guard let newest = samples.last else { return 0 }
    var used: [Sample] = []
    var newer = newest.time
    for sample in samples.suffix(history).reversed() {
      if newest.time - sample.time > horizon || newer - sample.time > stopGap { break }
      newer = sample.time
      used.append(Sample(time: sample.time - newest.time, value: sample.value))
    }
    guard used.count >= 3 else { return 0 }
    // Rows of [AᵀA | Aᵀv] for v(t) = c₀ + c₁ t + c₂ t².
    var rows = [[Double]](repeating: [0, 0, 0, 0], count: 3)
    for sample in used {
      let powers = [1, sample.time, sample.time * sample.time]
      for i in 0..<3 {
        for j in 0..<3 { rows[i][j] += powers[i] * powers[j] }
        rows[i][3] += powers[i] * sample.value
      }
    }
    for column in 0..<3 {
      var pivot = column
      for r in column..<3 where abs(rows[r][column]) > abs(rows[pivot][column]) { pivot = r }
      rows.swapAt(column, pivot)
      for r in (column + 1)..<3 {
        let factor = rows[r][column] / rows[column][column]
        for k in column...3 { rows[r][k] -= factor * rows[column][k] }
      }
    }
    var c = [0.0, 0.0, 0.0]
    for i in stride(from: 2, through: 0, by: -1) {
      var sum = rows[i][3]
      for k in (i + 1)..<3 { sum -= rows[i][k] * c[k] }
      c[i] = sum / rows[i][i]
    }
    return c[1] * 1000  // per ms → per s
  }
}
