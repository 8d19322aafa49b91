import Synchronization

/// A stroke shape's name as the number it is interned under: a plain word,
/// so that a `GestureMeasure` that may hold one stays a value copied with no
/// retain and release (a measure is copied for every transition of every
/// gesture; a `String` in it cost the default config's engine 6 % of its
/// instructions, docs/BENCHMARKS.md). The names interned are the shapes
/// strokes were recognized as, a few dozen at most, kept for the process's
/// life; the same name always gets the same number, so two IDs are equal
/// exactly when their names are.
struct StrokeShapeID: Hashable, Sendable {
  private let number: Int

  private struct Table: Sendable {
    var numbers: [String: Int] = [:]
    var names: [String] = []
  }
  private static let table = Mutex(Table())

  init(_ name: String) {
    number = Self.table.withLock { table in
      if let number = table.numbers[name] { return number }
      table.names.append(name)
      table.numbers[name] = table.names.count - 1
      return table.names.count - 1
    }
  }

  var name: String { Self.table.withLock { $0.names[number] } }
}
