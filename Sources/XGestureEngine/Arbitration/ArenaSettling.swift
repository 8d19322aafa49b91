/// Settling: a held gesture fires once nothing holds it any more, in config
/// order, repeatedly (a failure can free another); firing makes its
/// exclusive rivals on the same touches fail or be cancelled. The log says
/// what a held gesture waits for (`GestureHold`).
extension Arena {
  mutating func settle(at t: Double, into out: inout [EngineOutput]) {
    var progress = true
    while progress {
      progress = false
      var s = -1
      while let next = index.held.first(after: s) {
        s = next
        guard members[s].isHeld, members[s].state == .possible else { continue }
        if landingOpen && members[s].last == sequence && mayStillLand(against: s) {
          wait(s, for: .landing, at: t, into: &out)
          continue
        }
        switch fingerStatus(of: s) {
        case .fits:
          break
        case .waiting(let count):
          wait(s, for: .fingers(count: count, expected: members[s].box.fingers), at: t, into: &out)
          continue
        case .outOfRange(let count):
          stop(
            s, .fingers(count: count, expected: members[s].box.fingers, late: false), at: t,
            into: &out)
          progress = true
          continue
        }
        switch requirementStatus(of: s) {
        case .waiting(let r):
          wait(s, for: .requirement(members[r].name), at: t, into: &out)
          continue
        case .blocked(let r):
          stop(s, .required(members[r].name, state: members[r].state), at: t, into: &out)
        case .free:
          fire(s, at: t, into: &out)
        }
        progress = true
      }
    }
    decideTouches(at: t, into: &out)
    if isOpen, touches.isEmpty, !anyUndecided() {
      isOpen = false
      landingOpen = false
    }
    deadline = computeDeadline()
    assert(index.matches(members), "arena: the member index is out of step")
  }

  private func anyUndecided() -> Bool {
    for s in index.undecided {
      if members[s].isUndecided { return true }
    }
    return false
  }

  /// Reports a held gesture's wait when it starts or its reason changes.
  private mutating func wait(
    _ s: Int, for reason: GestureHold.Reason, at t: Double, into out: inout [EngineOutput]
  ) {
    guard members[s].waitingFor != reason else { return }
    members[s].waitingFor = reason
    out.append(
      .hold(
        GestureHold(
          time: t, gesture: members[s].name, index: members[s].gesture, device: device.id, reason: reason)))
  }

  enum RequirementStatus {
    case free
    /// This required gesture (the first in config order) is still undecided.
    case waiting(for: Int)
    case blocked(by: Int)
  }

  func requirementStatus(of s: Int) -> RequirementStatus {
    var status = RequirementStatus.free
    for r in members[s].requires where members[r].overlaps(members[s]) {
      let state = members[r].state
      if state.hasFired { return .blocked(by: r) }
      if state == .possible, case .free = status { status = .waiting(for: r) }
    }
    return status
  }

  private mutating func fire(_ s: Int, at t: Double, into out: inout [EngineOutput]) {
    let hold = members[s].hold
    switch members[s].kind {
    case .discrete:
      emit(s, to: .recognized, at: t, into: &out)
    case .continuous:
      emit(s, to: .began, at: t, into: &out)
      if case .began(_, ended: true) = hold { emit(s, to: .ended, at: t, into: &out) }
    }
    let state = members[s].state
    // The winner is read where it is: a copy of a member retains its names, lists and box.
    var o = -1
    while let next = index.undecided.first(after: o) {
      o = next
      guard o != s, members[o].isUndecided, members[o].overlaps(members[s]) else { continue }
      let dependent = members[s].dependents.contains(o)
      if members[s].simultaneous.contains(o), !dependent { continue }
      let name = members[s].name
      let reason: FailureReason = dependent ? .required(name, state: state) : .prevented(by: name, state: state)
      stop(o, reason, at: t, into: &out)
    }
  }
}
