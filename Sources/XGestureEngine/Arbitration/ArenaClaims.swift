/// Claim decisions: every touch that began on the arena is decided exactly
/// once — accepted as soon as a gesture that saw its sequence fired (began
/// or was recognized), rejected as soon as none of them is undecided.
extension Arena {
  mutating func decideTouches(at t: Double, into out: inout [EngineOutput]) {
    guard !undecidedTouches.isEmpty else { return }
    var i = 0
    while i < undecidedTouches.count {
      let (id, seq) = undecidedTouches[i]
      // A gesture that fired accepts it; else an undecided one keeps it open.
      let accepted = any(of: index.fired, overlapping: seq) { $0.state.hasFired }
      let open = !accepted && any(of: index.undecided, overlapping: seq) { $0.isUndecided }
      if accepted || !open {
        undecidedTouches.remove(at: i)
        out.append(
          .touch(
            TouchDecision(
              time: t, device: device.id, touch: id, verdict: accepted ? .accept : .reject)))
      } else {
        i += 1
      }
    }
  }

  /// Whether a member of `set` that is `such` saw sequence `seq`.
  @inline(__always)
  private func any(of set: MemberSet, overlapping seq: Int, such: (ArenaMember) -> Bool) -> Bool {
    for s in set {
      if such(members[s]), members[s].overlaps(sequence: seq) { return true }
    }
    return false
  }
}
