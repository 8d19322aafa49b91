/// The arbitration of one device's touches (SPEC §5): every gesture that
/// may use the device, from the first touch of a session until every
/// gesture is decided and no finger is down.
///
/// Touch sequences: a sequence runs from a touch landing on an empty
/// surface to the last finger lifting. A session stays open across
/// sequences while a gesture is undecided (a double tap waiting for its
/// second tap); when the next sequence starts, gestures that are already
/// decided are re-armed fresh for it. Each gesture remembers the range of
/// sequences it has seen; exclusivity and `require-failure-of` apply
/// between gestures whose ranges overlap, that is, that share touches.
struct Arena {
  struct Member {
    /// Index in the rule set (config order).
    let gesture: Int
    let box: AnyRecognizerBox
    let kind: GestureKind
    var state = GestureState.possible
    /// The recognizer fired internally (recognized, or began) but the
    /// engine holds it: landing window open, or required gestures undecided.
    var ready = false
    /// A held continuous gesture whose recognizer already ended.
    var readyEnded = false
    /// A held continuous gesture: the fingers that were down the last time it had any.
    var readyCount = 0
    /// A held discrete gesture: its data was kept at recognition (in
    /// `frozenMeasures`) and it gets no more touches.
    var frozen = false
    /// The touch sequences this member has seen.
    var first = 0
    var last = 0

    var isUndecided: Bool { !state.isFinal }

    func overlaps(_ other: Member) -> Bool { first <= other.last && other.first <= last }
    func overlaps(sequence: Int) -> Bool { first <= sequence && sequence <= last }
  }

  let device: DeviceGeometry
  private(set) var members: [Member]
  /// Per member slot: the data a held discrete gesture had at recognition.
  private var frozenMeasures: [GestureMeasure]
  /// Per member slot: what its transitions carry, copied once from the rules.
  private let names: [String]
  private let typeNames: [String]
  private let reports: [ReportedFields]
  /// Member slots, by rule index (-1 when the gesture does not use this device).
  private let slot: [Int]
  private let requires: [[Int]]
  private let dependents: [[Int]]
  private let simultaneous: [Bool]

  private(set) var touches: [ActiveTouch] = []
  private var isOpen = false
  private var sequence = 0
  private var sequenceStart = 0.0
  private var landingOpen = false
  private var landingMax = 0
  private var lastLift = 0.0
  private var undecidedTouches: [(id: Int, sequence: Int)] = []
  /// The earliest time this arena needs `advance`, cached after each step.
  private(set) var deadline: Double?

  init(device: DeviceGeometry, rules: RuleSet) {
    self.device = device
    var slot = [Int](repeating: -1, count: rules.gestures.count)
    var members: [Member] = []
    for (i, g) in rules.gestures.enumerated() where g.devices?.contains(where: { $0.matches(device) }) ?? true {
      slot[i] = members.count
      members.append(Member(gesture: i, box: g.recognizer.make(device), kind: g.recognizer.kind))
    }
    self.slot = slot
    self.members = members
    frozenMeasures = [GestureMeasure](repeating: GestureMeasure(), count: members.count)
    names = members.map { rules.gestures[$0.gesture].name }
    typeNames = members.map { rules.gestures[$0.gesture].recognizer.typeName }
    reports = members.map { rules.gestures[$0.gesture].recognizer.reports }
    requires = members.map { m in rules.requires[m.gesture].compactMap { slot[$0] >= 0 ? slot[$0] : nil } }
    dependents = members.map { m in rules.dependents[m.gesture].compactMap { slot[$0] >= 0 ? slot[$0] : nil } }
    let n = rules.gestures.count
    simultaneous = members.flatMap { a in members.map { b in rules.simultaneous[a.gesture * n + b.gesture] } }
  }

  func touch(_ id: Int) -> ActiveTouch? { touches.touch(id) }

  // MARK: Inputs

  /// The events of one frame: validated, all with the same time, on this
  /// device, each about a different touch (the engine's batching).
  ///
  /// Recognizers see the moves of the frame as one `.moved` frame, with every
  /// touch at its new position (a pinch's span is never measured with some
  /// fingers moved and others not); then each landing and lift, in order, as
  /// its own frame. Arbitration runs once, on the frame's outcome, and at a
  /// surface emptied in the middle of the frame (a sequence boundary).
  mutating func handle(_ events: [TouchEvent], into out: inout [EngineOutput]) {
    guard let t = events.first?.time else { return }
    var moved = false
    for event in events where event.phase == .update {
      guard let i = touches.firstIndex(where: { $0.id == event.touch }) else { continue }
      touches[i].position = event.position
      moved = true
    }
    if moved { deliver(TouchFrame(time: t, change: .moved, touches: touches), into: &out) }
    var settled = false
    for event in events where event.phase != .update {
      settled = false
      let frame: TouchFrame
      switch event.phase {
      case .begin:
        if touches.isEmpty { startSequence(at: t, into: &out) }
        touches.append(ActiveTouch(id: event.touch, position: event.position, start: event.position, startTime: t))
        undecidedTouches.append((event.touch, sequence))
        if landingOpen {
          landingMax = max(landingMax, touches.count)
        } else {
          failLateFinger(at: t, into: &out)
        }
        frame = TouchFrame(time: t, change: .began(event.touch), touches: touches)
      case .end, .cancel:
        guard let i = touches.firstIndex(where: { $0.id == event.touch }) else { continue }
        var lifted = touches.remove(at: i)
        lifted.position = event.position
        let change: TouchChange = event.phase == .end ? .ended(event.touch) : .cancelled(event.touch)
        frame = TouchFrame(time: t, change: change, touches: touches, lifted: lifted)
      case .update:
        continue
      }
      deliver(frame, into: &out)
      if event.phase == .cancel {
        // The system took a touch away: nothing on this sequence may fire.
        stopAll(at: t, reason: .touchCancelled(event.touch), into: &out)
      }
      if touches.isEmpty, event.phase != .begin {
        lastLift = t
        if landingOpen { closeLanding(at: t, into: &out) }
        settle(at: t, into: &out)
        settled = true
      }
    }
    if !settled { settle(at: t, into: &out) }
  }

  /// Fires what is due at `time` (≤ now): the landing window, recognizers' deadlines, the safety net.
  mutating func advance(to time: Double, into out: inout [EngineOutput]) {
    if landingOpen, sequenceStart + Defaults.landingWindow <= time {
      closeLanding(at: time, into: &out)
    }
    for s in members.indices where members[s].isUndecided && !members[s].frozen {
      guard let d = members[s].box.deadline, d <= time else { continue }
      let verdict = members[s].box.deadlineReached(time)
      apply(verdict, to: s, at: time, into: &out)
      noteFingers(of: s, down: touches.count)
      if members[s].isUndecided, !members[s].frozen, let again = members[s].box.deadline, again <= time {
        fail(s, .note("its recognizer kept a deadline in the past"), at: time, into: &out)
      }
    }
    if isOpen, touches.isEmpty, lastLift + Defaults.undecidedTimeout <= time {
      for s in members.indices where members[s].isUndecided {
        fail(s, .undecided, at: time, into: &out)
      }
    }
    settle(at: time, into: &out)
  }

  /// The device is gone: continuous gestures that began are cancelled, the
  /// others fail, and no waiting gesture fires because of it.
  mutating func remove(at time: Double, into out: inout [EngineOutput]) {
    stopAll(at: time, reason: .deviceRemoved, into: &out)
    touches.removeAll()
    undecidedTouches.removeAll()
    isOpen = false
    landingOpen = false
    deadline = nil
  }

  // MARK: Sequences and the landing window

  private mutating func startSequence(at t: Double, into out: inout [EngineOutput]) {
    sequence += 1
    sequenceStart = t
    landingOpen = true
    landingMax = 0
    if !isOpen {
      isOpen = true
      for s in members.indices { rearm(s) }
      return
    }
    for s in members.indices where members[s].state.isFinal { rearm(s) }
  }

  private mutating func rearm(_ s: Int) {
    if members[s].state != .possible || members[s].ready { members[s].box.rearm() }
    members[s].state = .possible
    members[s].ready = false
    members[s].readyEnded = false
    members[s].readyCount = 0
    members[s].frozen = false
    members[s].first = sequence
    members[s].last = sequence
  }

  /// After the landing window, the gestures that have not fired need their finger count.
  private mutating func closeLanding(at t: Double, into out: inout [EngineOutput]) {
    landingOpen = false
    for s in members.indices where members[s].state == .possible && members[s].overlaps(sequence: sequence) {
      guard !members[s].frozen || members[s].last == sequence else { continue }
      let range = members[s].box.fingers
      if !range.contains(landingMax) {
        fail(s, .fingers(count: landingMax, expected: range, late: false), at: t, into: &out)
      }
    }
  }

  /// A finger landed after the window: gestures not yet fired that cannot take that many fail.
  private mutating func failLateFinger(at t: Double, into out: inout [EngineOutput]) {
    let count = touches.count
    for s in members.indices where members[s].state == .possible && !members[s].frozen {
      let range = members[s].box.fingers
      if count > range.upperBound {
        fail(s, .fingers(count: count, expected: range, late: true), at: t, into: &out)
      }
    }
  }

  // MARK: Delivering and applying verdicts

  private mutating func deliver(_ frame: TouchFrame, into out: inout [EngineOutput]) {
    for s in members.indices where members[s].isUndecided && !members[s].frozen {
      members[s].last = sequence
      let verdict = members[s].box.touchesChanged(frame)
      apply(verdict, to: s, at: frame.time, into: &out)
      noteFingers(of: s, down: frame.touches.count)
    }
  }

  /// A held continuous gesture remembers how many fingers it had.
  private mutating func noteFingers(of s: Int, down: Int) {
    if members[s].ready, down > 0, members[s].state == .possible { members[s].readyCount = down }
  }

  private mutating func apply(_ verdict: Verdict, to s: Int, at t: Double, into out: inout [EngineOutput]) {
    switch verdict {
    case .none:
      return
    case .fail(let reason), .cancel(let reason):
      if members[s].state == .possible {
        fail(s, reason, at: t, into: &out)
      } else if members[s].isUndecided {
        emit(s, to: .cancelled, reason: reason, at: t, into: &out)
      }
    case .recognize:
      guard members[s].state == .possible, !members[s].ready else { return }
      members[s].ready = true
      members[s].frozen = true
      frozenMeasures[s] = members[s].box.measure
    case .begin:
      guard members[s].state == .possible, !members[s].ready else { return }
      members[s].ready = true
    case .change:
      switch members[s].state {
      case .began, .changed: emit(s, to: .changed, at: t, into: &out)
      case .possible, .ended, .cancelled, .recognized, .failed: return
      }
    case .end:
      switch members[s].state {
      case .began, .changed: emit(s, to: .ended, at: t, into: &out)
      case .possible: if members[s].ready { members[s].readyEnded = true }
      case .ended, .cancelled, .recognized, .failed: return
      }
    }
  }

  // MARK: Arbitration

  /// Fires held gestures whose time has come, repeatedly (a failure can free
  /// another), in config order; then decides touches and closes the session.
  private mutating func settle(at t: Double, into out: inout [EngineOutput]) {
    var progress = true
    while progress {
      progress = false
      for s in members.indices where members[s].ready && members[s].state == .possible {
        if landingOpen && members[s].last == sequence && mayStillLand(against: s) { continue }
        switch fingerStatus(of: s) {
        case .fits:
          break
        case .waiting:
          continue
        case .outOfRange(let count):
          fail(s, .fingers(count: count, expected: members[s].box.fingers, late: false), at: t, into: &out)
          progress = true
          continue
        }
        switch requirementStatus(of: s) {
        case .waiting:
          continue
        case .blocked(let r):
          fail(s, .required(name(r), state: members[r].state), at: t, into: &out)
        case .free:
          fire(s, at: t, into: &out)
        }
        progress = true
      }
    }
    decideTouches(at: t, into: &out)
    if isOpen, touches.isEmpty, !members.indices.contains(where: { members[$0].isUndecided }) {
      isOpen = false
      landingOpen = false
    }
    deadline = computeDeadline()
  }

  /// While the landing window is open, a gesture that is ready waits if a
  /// rival on the same touches needs more fingers than are down (they may
  /// still land); with no such rival it fires at once (no added latency).
  private func mayStillLand(against s: Int) -> Bool {
    let n = members.count
    let down = touches.count
    for o in members.indices where o != s && members[o].state == .possible && members[o].overlaps(members[s]) {
      if simultaneous[s * n + o] { continue }
      if members[o].box.fingers.lowerBound > down { return true }
    }
    return false
  }

  enum FingerStatus {
    case fits
    /// Not now: more fingers may land, a finger may land again, or the landing window will fail it.
    case waiting
    /// Its fingers lifted while it was held with a count out of its range: it can never fit.
    case outOfRange(Int)
  }

  /// A gesture begins or is recognized only with a finger count in its range
  /// (SPEC §5: fingers landing within the window are one gesture's fingers).
  /// Discrete gestures are judged by the count that landed in the window;
  /// continuous ones by the fingers down (a held one whose fingers all
  /// lifted, by the fingers it last had). Gestures held from an earlier
  /// sequence had theirs checked then.
  private func fingerStatus(of s: Int) -> FingerStatus {
    let member = members[s]
    guard member.last == sequence else { return .fits }
    let range = member.box.fingers
    // More fingers landed in the window than it takes: it fails when the window closes.
    if landingOpen, landingMax > range.upperBound { return .waiting }
    switch member.kind {
    case .discrete:
      return range.contains(landingMax) ? .fits : .waiting
    case .continuous:
      if touches.isEmpty {
        return range.contains(member.readyCount) ? .fits : .outOfRange(member.readyCount)
      }
      return range.contains(touches.count) ? .fits : .waiting
    }
  }

  enum RequirementStatus {
    case free
    case waiting
    case blocked(by: Int)
  }

  private func requirementStatus(of s: Int) -> RequirementStatus {
    var status = RequirementStatus.free
    for r in requires[s] where members[r].overlaps(members[s]) {
      let state = members[r].state
      if state.hasFired { return .blocked(by: r) }
      if state == .possible { status = .waiting }
    }
    return status
  }

  private mutating func fire(_ s: Int, at t: Double, into out: inout [EngineOutput]) {
    members[s].ready = false
    switch members[s].kind {
    case .discrete:
      emit(s, to: .recognized, at: t, into: &out)
    case .continuous:
      emit(s, to: .began, at: t, into: &out)
      if members[s].readyEnded { emit(s, to: .ended, at: t, into: &out) }
    }
    let state = members[s].state
    let n = members.count
    for o in members.indices where o != s && members[o].isUndecided && members[o].overlaps(members[s]) {
      if simultaneous[s * n + o], !dependents[s].contains(o) { continue }
      let reason: FailureReason =
        dependents[s].contains(o) ? .required(name(s), state: state) : .prevented(by: name(s), state: state)
      if members[o].state == .possible {
        fail(o, reason, at: t, into: &out)
      } else {
        emit(o, to: .cancelled, reason: reason, at: t, into: &out)
      }
    }
  }

  private mutating func fail(_ s: Int, _ reason: FailureReason, at t: Double, into out: inout [EngineOutput]) {
    members[s].ready = false
    emit(s, to: .failed, reason: reason, at: t, into: &out)
  }

  /// Every undecided gesture stops: began → cancelled, possible → failed.
  private mutating func stopAll(at t: Double, reason: FailureReason, into out: inout [EngineOutput]) {
    for s in members.indices where members[s].isUndecided {
      if members[s].state == .possible {
        fail(s, reason, at: t, into: &out)
      } else {
        emit(s, to: .cancelled, reason: reason, at: t, into: &out)
      }
    }
  }

  private func name(_ s: Int) -> String { names[s] }

  private mutating func emit(
    _ s: Int, to state: GestureState, reason: FailureReason? = nil, at t: Double, into out: inout [EngineOutput]
  ) {
    let from = members[s].state
    members[s].state = state
    let measure = members[s].frozen ? frozenMeasures[s] : members[s].box.measure
    out.append(
      .transition(
        GestureTransition(
          time: t, gesture: names[s], index: members[s].gesture, type: typeNames[s],
          kind: members[s].kind, from: from, to: state, reason: reason,
          data: GestureData(measure, device: device, time: t), reports: reports[s])))
  }

  // MARK: Touch ownership (claim mode)

  private mutating func decideTouches(at t: Double, into out: inout [EngineOutput]) {
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
        out.append(.touch(TouchDecision(time: t, device: device.id, touch: id, verdict: accepted ? .accept : .reject)))
      } else {
        i += 1
      }
    }
  }

  // MARK: Time

  private func computeDeadline() -> Double? {
    guard isOpen else { return nil }
    var earliest: Double?
    func consider(_ d: Double) { if earliest.map({ d < $0 }) ?? true { earliest = d } }
    if landingOpen { consider(sequenceStart + Defaults.landingWindow) }
    if touches.isEmpty { consider(lastLift + Defaults.undecidedTimeout) }
    for s in members.indices where members[s].isUndecided && !members[s].frozen {
      if let d = members[s].box.deadline { consider(d) }
    }
    return earliest
  }
}
