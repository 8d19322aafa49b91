/// The template nearest a path: its name and how alike they are, 0 … 1
/// (1: the same shape; `StrokeLibrary.score(cosine:)`).
public struct StrokeNearest: Hashable, Sendable {
  public var name: String
  public var score: Double

  public init(name: String, score: Double) {
    self.name = name
    self.score = score
  }
}

/// What the matcher says of a drawn path: the nearest template, or why the
/// path is no stroke at all.
public enum StrokeMatch: Hashable, Sendable {
  case nearest(StrokeNearest)
  case notAStroke(StrokeRejection)
}
