/// The arena's members by state, so that its scans on every frame (the
/// recognizers a frame goes to, the held gestures to settle, the deadlines,
/// the touches to decide) walk the few members concerned instead of every
/// one: after a sequence's landing most of a device's gestures have failed.
/// Each scan still checks the members it visits (a set holds every slot
/// from 64 on, `MemberSet`); below that the sets are exact.
/// The arena updates it at each change of a member's state or hold (`apply`,
/// `emit`, re-arming and sitting out, the only places those change), with
/// what it knows there: reading a member's hold back would copy it.
struct MemberIndex {
  /// Not decided: possible, began or changed (`ArenaMember.isUndecided`).
  var undecided: MemberSet
  /// Undecided and not frozen: what frames and deadlines go to.
  var live: MemberSet
  /// Held (`ArenaMember.isHeld`): what settling looks at.
  var held: MemberSet
  /// Fired (`GestureState.hasFired`): began, changed, ended or recognized.
  var fired: MemberSet

  init(count: Int) {
    undecided = MemberSet(count: count)
    live = undecided
    held = undecided
    fired = undecided
  }

  /// Member `s` is in `state`, held or not, frozen or not (`ArenaMember`).
  @inline(__always)
  mutating func update(_ s: Int, state: GestureState, held: Bool, frozen: Bool) {
    let undecided = !state.isFinal
    self.undecided.set(s, undecided)
    live.set(s, undecided && !frozen)
    self.held.set(s, held)
    fired.set(s, state.hasFired)
  }

  /// Whether every set holds exactly the members it says (checked in debug builds).
  func matches(_ members: [ArenaMember]) -> Bool {
    members.indices.allSatisfy { s in
      let m = members[s]
      return s >= 64
        || undecided.contains(s) == m.isUndecided && live.contains(s) == (m.isUndecided && !m.isFrozen)
          && held.contains(s) == m.isHeld && fired.contains(s) == m.state.hasFired
    }
  }
}
