/// What the bench prints when a measurement cannot be taken, before it exits 1.
struct BenchFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
