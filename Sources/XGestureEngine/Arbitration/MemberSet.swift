/// A set of an arena's member slots, a bit each: what the arena's scans
/// walk instead of every member (`MemberIndex`). A plain word, so that
/// testing, changing and copying it touches no memory of its own. Slots 64
/// and up (a device with more gestures than that) are always in the set:
/// a scan checks each member it visits, so for those it visits every one.
struct MemberSet {
  private var bits: UInt64 = 0
  private let count: Int

  /// An empty set for `count` members.
  init(count: Int) { self.count = count }

  /// Whether `s` is in the set: put there, or slot 64 or later.
  func contains(_ s: Int) -> Bool { s >= 64 || bits & (1 &<< UInt64(s)) != 0 }

  /// Puts `s` in the set (`true`) or takes it out (below slot 64).
  @inline(__always)
  mutating func set(_ s: Int, _ member: Bool) {
    guard s < 64 else { return }
    let bit: UInt64 = 1 &<< UInt64(s)
    if member { bits |= bit } else { bits &= ~bit }
  }

  /// The smallest slot in the set after `s` (-1: the first), or nil. Read
  /// again after each member is handled, so a loop
  /// `while let next = set.first(after: s)` sees the set as it is then,
  /// as `for s in members.indices where …` sees the members.
  @inline(__always)
  func first(after s: Int) -> Int? {
    let from = s + 1
    if from < 64 {
      let rest = bits & (~0 &<< UInt64(from))
      if rest != 0 { return rest.trailingZeroBitCount }
      return count > 64 ? 64 : nil
    }
    return from < count ? from : nil
  }
}
