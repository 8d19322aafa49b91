/// Touch sequences and the 80 ms landing window (docs/REFERENCE.md): the
/// fingers that land within 80 ms of a sequence's first touch are one
/// gesture's fingers, so a gesture's finger count is judged when the window
/// closes, and a finger landing later fails the gestures that cannot take it.
extension Arena {
  mutating func startSequence(at t: Double, window: AppWindow?, into out: inout [EngineOutput]) {
    sequence += 1
    sequenceStart = t
    sequenceWindow = window
    landingOpen = true
    landingMax = 0
    if !isOpen {
      isOpen = true
      for s in members.indices { rearm(s) }
    } else {
      for s in members.indices where members[s].state.isFinal { rearm(s) }
    }
    sitOut(over: window)
  }

  /// Per-application bindings (docs/REFERENCE.md §8): of the gestures armed
  /// for this sequence, those whose `apps:`/`not-apps:` leave the window out,
  /// and the global ones an application's binding of the same type, finger
  /// count and direction shadows, take no part: they are decided failed
  /// without a transition (nothing was attempted, so no `failed` action runs)
  /// and hold nothing back.
  private mutating func sitOut(over window: AppWindow?) {
    guard hasAppBindings else { return }
    let armed = members.indices.filter {
      members[$0].first == sequence && members[$0].state == .possible
    }
    let bindings = Set(
      armed.filter { members[$0].apps.names(window) && members[$0].apps.admits(window) }.map {
        members[$0].shadowKey
      })
    for s in armed {
      let member = members[s]
      let shadowed = member.apps.only == nil && bindings.contains(member.shadowKey)
      if !member.apps.admits(window) || shadowed {
        members[s].state = .failed
        index.update(s, state: .failed, held: false, frozen: false)
      }
    }
  }

  /// A fresh recognizer for the new sequence.
  private mutating func rearm(_ s: Int) {
    if members[s].state != .possible || members[s].isHeld {
      members[s].guaranteedBox._withUnsafeGuaranteedRef { $0.rearm() }
    }
    members[s].state = .possible
    members[s].hold = .notHeld
    members[s].waitingFor = nil
    members[s].first = sequence
    members[s].last = sequence
    members[s].window = sequenceWindow
    index.update(s, state: .possible, held: false, frozen: false)
  }

  /// After the landing window, the gestures that have not fired need their finger count.
  mutating func closeLanding(at t: Double, into out: inout [EngineOutput]) {
    landingOpen = false
    var s = -1
    while let next = index.undecided.first(after: s) {
      s = next
      guard members[s].state == .possible, members[s].overlaps(sequence: sequence) else { continue }
      // A discrete gesture held from an earlier sequence had its count checked then.
      guard !members[s].isFrozen || members[s].last == sequence else { continue }
      let range = members[s].box.fingers
      if !range.contains(landingMax) {
        stop(s, .fingers(count: landingMax, expected: range, late: false), at: t, into: &out)
      }
    }
  }

  /// A finger landed after the window: gestures not yet fired that cannot take that many fail.
  mutating func failLateFinger(at t: Double, into out: inout [EngineOutput]) {
    let count = touches.count
    var s = -1
    while let next = index.live.first(after: s) {
      s = next
      guard members[s].state == .possible, !members[s].isFrozen else { continue }
      let range = members[s].box.fingers
      if count > range.upperBound {
        stop(s, .fingers(count: count, expected: range, late: true), at: t, into: &out)
      }
    }
  }

  /// While the landing window is open, a gesture that is ready waits if a
  /// rival on the same touches needs more fingers than are down (they may
  /// still land); with no such rival it fires at once (no added latency).
  func mayStillLand(against s: Int) -> Bool {
    let down = touches.count
    for o in index.undecided {
      guard o != s, members[o].state == .possible, members[o].overlaps(members[s]) else { continue }
      if members[s].simultaneous.contains(o) { continue }
      if members[o].box.fingers.lowerBound > down { return true }
    }
    return false
  }

  enum FingerStatus {
    case fits
    /// Not now, with `count` fingers: more fingers may land, a finger may
    /// land again, or the landing window will fail it.
    case waiting(count: Int)
    /// Its fingers lifted while it was held with a count out of its range: it can never fit.
    case outOfRange(Int)
  }

  /// A gesture begins or is recognized only with a finger count in its range.
  /// Discrete gestures are judged by the count that landed in the window;
  /// continuous ones by the fingers down (a held one whose fingers all
  /// lifted, by the fingers it last had). Gestures held from an earlier
  /// sequence had theirs checked then.
  func fingerStatus(of s: Int) -> FingerStatus {
    guard members[s].last == sequence else { return .fits }
    let range = members[s].box.fingers
    // More fingers landed in the window than it takes: it fails when the window closes.
    if landingOpen, landingMax > range.upperBound { return .waiting(count: landingMax) }
    switch members[s].hold {
    case .notHeld:
      return .waiting(count: touches.count)
    case .recognized:
      return range.contains(landingMax) ? .fits : .waiting(count: landingMax)
    case .began(let fingers, _):
      if touches.isEmpty { return range.contains(fingers) ? .fits : .outOfRange(fingers) }
      return range.contains(touches.count) ? .fits : .waiting(count: touches.count)
    }
  }
}
