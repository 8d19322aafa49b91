import XGestureActionKinds
public import XGestureEngine

extension GestureTransition {
  /// The `Transition` signal's `data` (docs/REFERENCE.md §15): the
  /// variables a command gets (docs/REFERENCE.md §3, `variables`) but those
  /// the signal's arguments carry (gesture, type, state), named in lower
  /// case without the prefix, typed — the fingers `i`, names and words `s`,
  /// the rest `d` at full precision —, then `x_mm`, `y_mm` (the centroid on
  /// the device), `time` (the X server's ms, `t`), `progress` (a preview's
  /// p, when the gesture has one) and, for a failure or a cancellation, `reason`.
  public func busData(serverTime: UInt64, progress: Double? = nil) -> BusDictionary {
    let d = data
    var entries: BusDictionary = []
    for (name, value) in variables where !Self.signalArguments.contains(name) {
      entries.append(BusPair(name.lowercased(), Self.busValue(value)))
    }
    entries.append(BusPair("x_mm", .double(d.xMM)))
    entries.append(BusPair("y_mm", .double(d.yMM)))
    entries.append(BusPair("time", .uint64(serverTime)))
    if let progress { entries.append(BusPair("progress", .double(progress))) }
    if let reason { entries.append(BusPair("reason", .string(reason.description))) }
    return entries
  }

  /// The variables the signal carries as arguments of its own.
  private static let signalArguments: Set<String> = ["GESTURE", "TYPE", "STATE"]

  /// A variable as the bus types it: a number as the value the environment
  /// writes out with its decimals, unrounded.
  private static func busValue(_ value: GestureVariable) -> BusValue {
    switch value {
    case .text(let text): .string(text)
    case .count(let count): .int32(Int32(clamping: count))
    case .number(let value, _): .double(value)
    }
  }
}
