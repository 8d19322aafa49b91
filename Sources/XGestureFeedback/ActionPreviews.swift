import XGestureDesktop
public import XGestureEngine

/// Previews (docs/REFERENCE.md §10, docs/OVERLAY.md "Previews"): what a
/// previewed action will do, drawn at the gesture's progress p while it
/// changes. Nothing shows before `delay` from the preview's start (the
/// gesture's `began`); when the gesture ends the preview commits — it
/// animates on to p = 1 — or backs out — back to p = 0, fading — each in
/// at most `animation` ms (in proportion to the way left), then it is gone.
/// A preview that ends before it showed shows nothing.
///
/// A value type on the caller's clock: `began`, `moved` and `ended` are its
/// inputs, `shapes(at:style:)` and `nextChange(after:)` what it gives.
public struct ActionPreviews: Sendable {
  /// How long the way from p = 0 to 1 (or back) takes after the lift, ms.
  public static let animation = 150.0

  /// How a preview ends.
  public enum Ending: Hashable, Sendable {
    /// The action runs: the picture goes on to its end.
    case commits
    /// Nothing runs: the picture goes back to where it began.
    case backsOut
  }

  private struct Entry: Sendable {
    var key: PreviewKey
    var picture: PreviewPicture
    var anchor: Point
    var visibleFrom: Double
    var progress: Double
    var ending: (Ending, at: Double)?

    /// How long the ending's animation takes: in proportion to the way left.
    var duration: Double {
      guard let ending else { return 0 }
      return ActionPreviews.animation * (ending.0 == .commits ? 1 - progress : progress)
    }

    /// When it is gone; nil while the gesture goes on. One that ended before it showed is gone then.
    var end: Double? {
      guard let ending else { return nil }
      return ending.at < visibleFrom ? ending.at : ending.at + duration
    }
  }

  private var entries: [Entry] = []

  public init() {}

  public var isEmpty: Bool { entries.isEmpty }

  /// Whether the preview `key` began and follows its gesture (it has not ended).
  public func follows(_ key: PreviewKey) -> Bool { entries.contains { $0.key == key && $0.ending == nil } }

  /// A previewed gesture began at `time` with the fingers at `anchor`: its
  /// picture, shown from `time + delay` on at p = 0.
  public mutating func began(
    _ key: PreviewKey, picture: PreviewPicture, anchor: Point, at time: Double, delay: Double
  ) {
    entries.removeAll { $0.key == key }
    entries.append(
      Entry(key: key, picture: picture, anchor: anchor, visibleFrom: time + delay, progress: 0))
  }

  /// The gesture's progress is `progress` (clamped to 0 … 1), the fingers at `anchor`.
  public mutating func moved(_ key: PreviewKey, progress: Double, anchor: Point) {
    guard let index = entries.firstIndex(where: { $0.key == key && $0.ending == nil }) else {
      return
    }
    entries[index].progress = Self.clamped(progress)
    entries[index].anchor = anchor
  }

  /// The gesture ended (or was cancelled) at `time`, at `progress`: the preview commits or backs out.
  public mutating func ended(_ key: PreviewKey, _ ending: Ending, progress: Double, at time: Double) {
    guard let index = entries.firstIndex(where: { $0.key == key && $0.ending == nil }) else {
      return
    }
    entries[index].progress = Self.clamped(progress)
    entries[index].ending = (ending, time)
  }

  /// Forgets the previews that are gone by `time`.
  public mutating func forget(before time: Double) {
    entries.removeAll { entry in entry.end.map { time >= $0 } ?? false }
  }

  /// Each preview's p and fade at `time`; nil while it does not show.
  private static func moment(of entry: Entry, at time: Double) -> (p: Double, fade: Double)? {
    guard time >= entry.visibleFrom else { return nil }
    guard let ending = entry.ending else { return (entry.progress, 1) }
    if let end = entry.end, time >= end { return nil }
    let k = entry.duration > 0 ? min(1, (time - ending.at) / entry.duration) : 1
    // Ease out: quick at first, settling at the end.
    let eased = 1 - (1 - k) * (1 - k)
    switch ending.0 {
    case .commits: return (entry.progress + (1 - entry.progress) * eased, 1)
    case .backsOut: return (entry.progress * (1 - eased), 1 - k)
    }
  }

  /// The previews at `time`, in the order they began.
  public func shapes(at time: Double, style: SceneStyle) -> [Shape] {
    entries.flatMap { entry -> [Shape] in
      guard let moment = Self.moment(of: entry, at: time) else { return [] }
      return entry.picture.shapes(
        progress: moment.p, fade: moment.fade, anchor: entry.anchor, style: style)
    }
  }

  /// When the previews next change by themselves: when one waiting for its
  /// delay shows, continuously while one animates, else never (a preview
  /// that follows its gesture changes with the gesture's input).
  public func nextChange(after time: Double) -> Double? {
    entries.compactMap { entry -> Double? in
      if time < entry.visibleFrom {
        return entry.end.map { min($0, entry.visibleFrom) } ?? entry.visibleFrom
      }
      guard let end = entry.end, time < end else { return nil }
      return time
    }.min()
  }

  private static func clamped(_ p: Double) -> Double { p.isFinite ? min(max(p, 0), 1) : 0 }
}
