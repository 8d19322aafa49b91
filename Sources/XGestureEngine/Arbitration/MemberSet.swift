/// A set of an arena's member slots, a bit each: what the arena's scans
/// walk instead of every member (`MemberIndex`). A plain word, so that
/// testing, changing and copying it touches no memory of its own. Slots 64
/// and up (a device with more gestures than that) are always in the set:
/// a scan checks each member it visits, so for those it visits every one.
///
/// Two ways to walk it: `first(after:)` reads the set again at each step,
/// for a scan whose steps change other members' states (firing fails the
/// rivals); `for s in set` walks the set as it was when the loop began, a
/// few instructions a member fewer, for a scan that changes none or only
/// the member it is at.
struct MemberSet: Sequence {
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

  /// The slots in the set as it is now, smallest first (`Sequence`).
  func makeIterator() -> Iterator { Iterator(rest: bits, upper: 64, count: count) }

  struct Iterator: IteratorProtocol {
    /// The slots below 64 not visited yet, a bit each.
    var rest: UInt64
    /// The next slot from 64 on, all of which are in the set.
    var upper: Int
    let count: Int

    @inline(__always)
    mutating func next() -> Int? {
      if rest != 0 {
        let s = rest.trailingZeroBitCount
        rest &= rest &- 1
        return s
      }
      guard upper < count else { return nil }
      defer { upper += 1 }
      return upper
    }
  }
}
