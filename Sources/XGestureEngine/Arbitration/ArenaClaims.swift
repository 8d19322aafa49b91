/// Claim decisions: every touch that began on the arena is decided exactly
/// once — accepted as soon as a gesture that saw its sequence fired (began
/// or was recognized), rejected as soon as none of them is undecided.
extension Arena {
  mutating func decideTouches(at t: Double, into out: inout [EngineOutput]) {
    guard !undecidedTouches.isEmpty else { return }
    var i = 0
    while i < undecidedTouches.count {
      let (id, seq) = undecidedTouches[i]
      var open = false
      var accepted = false
      for s in members.indices where members[s].overlaps(sequence: seq) {
        if members[s].state.hasFired {
          accepted = true
          break
        }
        if members[s].isUndecided { open = true }
      }
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
}
