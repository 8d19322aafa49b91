import Foundation

/// Medians and 95th percentiles of a bench's samples, printed to three
/// decimals (the actions and overlay benches).
public enum Statistics {
  public static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }

  /// The nearest-rank 95th percentile.
  public static func percentile95(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
  }

  public static func format(_ value: Double) -> String { String(format: "%.3f", value) }

  /// `NAME_median_ms=… NAME_p95_ms=…`
  public static func line(_ name: String, _ values: [Double]) -> String {
    "\(name)_median_ms=\(format(median(values))) \(name)_p95_ms=\(format(percentile95(values)))"
  }
}
