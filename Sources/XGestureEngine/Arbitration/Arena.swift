/// The arbitration of one device's touches (docs/REFERENCE.md), in one
/// sentence: a gesture fires when its recognizer fires and nothing holds it
/// — the landing window, its finger count, a gesture it requires to fail —,
/// and then wins the touches it shares with every gesture not simultaneous
/// with it, which fail (or, if they began, are cancelled); a touch is
/// accepted once a gesture using it fired, and rejected once none can.
///
/// Touch sequences: a sequence runs from a touch landing on an empty
/// surface to the last finger lifting. A session stays open across
/// sequences while a gesture is undecided (a double tap waiting for its
/// second tap); when the next sequence starts, gestures that are already
/// decided are re-armed fresh for it. Each gesture remembers the range of
/// sequences it has seen; exclusivity and `require-failure-of` apply
/// between gestures whose ranges overlap, that is, that share touches.
///
/// The parts: this file takes the inputs and applies recognizers' verdicts;
/// ArenaLanding.swift the sequences and the 80 ms landing window;
/// ArenaSettling.swift the holds, firing and the safety net;
/// ArenaClaims.swift the touch decisions of claim mode.
struct Arena {
  let device: DeviceGeometry
  var members: [ArenaMember]
  /// How long after the last lift an undecided gesture is failed (or
  /// cancelled): 1 s, or the longest timer a member declares if longer.
  let safetyNet: Double
  /// Each member's previews (`GestureDefinition.preview`), by slot; empty
  /// when no member has any, so a device without previews checks only that.
  let previewRules: [PreviewRule?]
  /// Whether a member has `apps:` or `not-apps:` (docs/REFERENCE.md §8);
  /// without, a sequence's start has no one to sit out.
  let hasAppBindings: Bool

  var touches: [ActiveTouch] = []
  /// The velocities of the fingers down, tracked once for every recognizer
  /// of the device (each frame carries them).
  var velocities = TouchVelocity()
  var isOpen = false
  var sequence = 0
  var sequenceStart = 0.0
  /// The application window the current sequence began on (nil: the root).
  var sequenceWindow: AppWindow?
  /// The window given with a held begin that starts a sequence
  /// (`Engine.handle(_:over:into:)`), taken when that sequence starts.
  var nextSequenceWindow: AppWindow?
  var landingOpen = false
  var landingMax = 0
  var lastLift = 0.0
  var undecidedTouches: [(id: Int, sequence: Int)] = []
  /// The earliest time this arena needs `advance`, cached after each step.
  var deadline: Double?
  /// The members by state, which the scans walk (`reindex(_:)` keeps it).
  var index: MemberIndex

  init(device: DeviceGeometry, rules: RuleSet) {
    self.device = device
    var slot = [Int](repeating: -1, count: rules.gestures.count)
    var used: [Int] = []
    for (i, g) in rules.gestures.enumerated()
    where g.recognizer.acts(on: device) && (g.devices?.contains(where: { $0.matches(device) }) ?? true) {
      slot[i] = used.count
      used.append(i)
    }
    let n = rules.gestures.count
    members = used.map { i in
      let g = rules.gestures[i]
      return ArenaMember(
        gesture: i, name: g.name, typeName: g.recognizer.typeName, reports: g.recognizer.reports,
        kind: g.recognizer.kind,
        requires: rules.requires[i].compactMap { slot[$0] >= 0 ? slot[$0] : nil },
        dependents: rules.dependents[i].compactMap { slot[$0] >= 0 ? slot[$0] : nil },
        simultaneous: used.indices.filter { rules.simultaneous[i * n + used[$0]] },
        box: g.recognizer.make(device), apps: g.apps,
        shadowKey:
          "\(g.recognizer.typeName) \(g.recognizer.fingers) \(g.recognizer.variant)")
    }
    index = MemberIndex(count: members.count)
    for s in members.indices { index.update(s, state: .possible, held: false, frozen: false) }
    let rules = used.map { rules.gestures[$0].preview.flatMap { $0.amounts.isEmpty ? nil : $0 } }
    previewRules = rules.contains { $0 != nil } ? rules : []
    hasAppBindings = members.contains { $0.apps != .any }
    safetyNet = members.reduce(Defaults.undecidedTimeout) { max($0, $1.box.longestTimer) }
  }

  func touch(_ id: Int) -> ActiveTouch? { touches.touch(id) }

  // MARK: Inputs

  /// The events of one frame: validated, all with the same time, on this
  /// device, each about a different touch (the engine's batching).
  ///
  /// Recognizers see the moves of the frame as one `.moved` frame, with every
  /// touch at its new position (a pinch's span is never measured with some
  /// fingers moved and others not) and the ones the frame updated marked
  /// `reported`, moved or not; then each landing and lift, in order, as
  /// its own frame. Arbitration runs once, on the frame's outcome, and at a
  /// surface emptied in the middle of the frame (a sequence boundary).
  mutating func handle(_ events: [TouchEvent], into out: inout [EngineOutput]) {
    guard let t = events.first?.time else { return }
    var moved = false
    // In one access: each write of an element checks the array's storage is unique first.
    touches.withUnsafeMutableBufferPointer { touches in
      for i in touches.indices { touches[i].reported = false }
      for event in events where event.phase == .update {
        guard let i = touches.firstIndex(where: { $0.id == event.touch }) else { continue }
        touches[i].position = event.position
        touches[i].reported = true
        moved = true
      }
    }
    if moved { deliver(frame(.moved, at: t), into: &out) }
    var settled = false
    for event in events where event.phase != .update {
      settled = false
      let frame: TouchFrame
      switch event.phase {
      case .begin:
        if touches.isEmpty {
          startSequence(at: t, window: nextSequenceWindow, into: &out)
          nextSequenceWindow = nil
        }
        touches.append(
          ActiveTouch(
            id: event.touch, position: event.position, start: event.position, startTime: t))
        undecidedTouches.append((event.touch, sequence))
        if landingOpen {
          landingMax = max(landingMax, touches.count)
        } else {
          failLateFinger(at: t, into: &out)
        }
        frame = self.frame(.began(event.touch), at: t)
      case .end, .cancel:
        guard let i = touches.firstIndex(where: { $0.id == event.touch }) else { continue }
        var lifted = touches.remove(at: i)
        lifted.position = event.position
        let change: TouchChange =
          event.phase == .end ? .ended(event.touch) : .cancelled(event.touch)
        frame = self.frame(change, at: t, lifted: lifted)
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

  /// Fires what is due at `time` (≤ now): the landing window, recognizers'
  /// deadlines, then the safety net (so a gesture's own timer always wins a tie).
  mutating func advance(to time: Double, into out: inout [EngineOutput]) {
    if landingOpen, sequenceStart + Defaults.landingWindow <= time {
      closeLanding(at: time, into: &out)
    }
    var s = -1
    while let next = index.live.first(after: s) {
      s = next
      guard members[s].isUndecided, !members[s].isFrozen else { continue }
      guard let d = members[s].box.deadline, d <= time else { continue }
      let verdict = members[s].box.deadlineReached(time)
      apply(verdict, to: s, at: time, into: &out)
      noteFingers(of: s, down: touches.count)
      if members[s].isUndecided, !members[s].isFrozen, let again = members[s].box.deadline,
        again <= time
      {
        stop(s, .note("its recognizer kept a deadline in the past"), at: time, into: &out)
      }
    }
    if isOpen, touches.isEmpty, lastLift + safetyNet <= time {
      stopAll(at: time, reason: .undecided(after: safetyNet), into: &out)
    }
    settle(at: time, into: &out)
  }

  /// The device is gone (`reason` `.deviceRemoved`) or replaced by a new
  /// geometry (`.deviceReplaced`): continuous gestures that began are
  /// cancelled, the others fail, no waiting gesture fires because of it, and
  /// every touch still undecided is decided (rejected, unless a gesture using
  /// it fired).
  mutating func shutDown(at time: Double, reason: FailureReason, into out: inout [EngineOutput]) {
    stopAll(at: time, reason: reason, into: &out)
    decideTouches(at: time, into: &out)
    touches.removeAll()
    velocities.reset()
    isOpen = false
    landingOpen = false
    deadline = nil
  }

  // MARK: Delivering and applying verdicts

  /// The frame of a change to `touches`, with the fingers' velocities after it.
  private mutating func frame(_ change: TouchChange, at t: Double, lifted: ActiveTouch? = nil) -> TouchFrame {
    velocities.update(at: t, change, touches: touches)
    return TouchFrame(time: t, change: change, touches: touches, lifted: lifted, velocities: velocities)
  }

  private mutating func deliver(_ frame: TouchFrame, into out: inout [EngineOutput]) {
    // The members live when the frame came: a member's verdict changes its own state only.
    for s in index.live {
      guard members[s].isUndecided, !members[s].isFrozen else { continue }
      // Written only when it changes: a write checks the members' storage is unique first.
      if members[s].last != sequence { members[s].last = sequence }
      // Most verdicts are `.none`: they skip the call (and, switched on, the destroying of the value).
      switch members[s].guaranteedBox._withUnsafeGuaranteedRef({ $0.touchesChanged(frame) }) {
      case .none: break
      case let verdict: apply(verdict, to: s, at: frame.time, into: &out)
      }
      if index.held.contains(s) { noteFingers(of: s, down: frame.touches.count) }
    }
  }

  /// A held continuous gesture remembers how many fingers it had.
  private mutating func noteFingers(of s: Int, down: Int) {
    guard down > 0, members[s].state == .possible, case .began(_, let ended) = members[s].hold
    else { return }
    members[s].hold = .began(fingers: down, ended: ended)
  }

  private mutating func apply(
    _ verdict: consuming Verdict, to s: Int, at t: Double, into out: inout [EngineOutput]
  ) {
    switch verdict {
    case .none:
      return
    case .fail(let reason), .cancel(let reason):
      stop(s, reason, at: t, into: &out)
    case .recognize:
      guard members[s].state == .possible, !members[s].isHeld else { return }
      var measure = GestureMeasure()
      let rate = members[s].box.measure(into: &measure)
      members[s].hold = .recognized(fitted(measure, rate: rate, of: s))
      index.update(s, state: .possible, held: true, frozen: true)
    case .begin:
      guard members[s].state == .possible, !members[s].isHeld else { return }
      members[s].hold = .began(fingers: 0, ended: false)
      index.update(s, state: .possible, held: true, frozen: false)
    case .change:
      switch members[s].state {
      case .began, .changed: emit(s, to: .changed, at: t, into: &out)
      case .possible, .ended, .cancelled, .recognized, .failed: return
      }
    case .end:
      switch members[s].state {
      case .began, .changed: emit(s, to: .ended, at: t, into: &out)
      case .possible:
        if case .began(let fingers, _) = members[s].hold {
          members[s].hold = .began(fingers: fingers, ended: true)
        }
      case .ended, .cancelled, .recognized, .failed: return
      }
    }
  }

  // MARK: Stopping and reporting

  /// An undecided gesture stops: one that began is cancelled, one still
  /// possible fails (a gesture that began never fails). The reason is
  /// handed on owned, down to the transition's box.
  mutating func stop(
    _ s: Int, _ reason: consuming FailureReason, at t: Double, into out: inout [EngineOutput]
  ) {
    switch members[s].state {
    case .possible:
      emit(s, to: .failed, reason: reason, at: t, into: &out)
    case .began, .changed:
      emit(s, to: .cancelled, reason: reason, at: t, into: &out)
    case .ended, .cancelled, .recognized, .failed:
      return
    }
  }

  /// Every undecided gesture stops.
  mutating func stopAll(at t: Double, reason: FailureReason, into out: inout [EngineOutput]) {
    var s = -1
    while let next = index.undecided.first(after: s) {
      s = next
      stop(s, reason, at: t, into: &out)
    }
  }

  /// The one place a gesture's state changes: it must be a transition of
  /// its kind (`GestureState.canTransition`), or the arena is broken.
  /// Leaving `possible` ends any hold.
  mutating func emit(
    _ s: Int, to state: GestureState, reason: consuming FailureReason? = nil, at t: Double,
    into out: inout [EngineOutput]
  ) {
    let from = members[s].state
    let kind = members[s].kind
    precondition(
      from.canTransition(to: state, kind: kind),
      "arena: \(members[s].name) cannot go \(from.rawValue) → \(state.rawValue)")
    let box = transitionBox(s, from, state, reason, at: t)
    // The measure the data is made from when read, written in the box in place (not copied out of a
    // getter first), before the hold ends: a held gesture's, or its recognizer's with the samples of a
    // rate it leaves to fit when read.
    var rate: VelocityTracker?
    if case .recognized(let frozen) = members[s].hold {
      box.fields.measure = frozen
    } else {
      rate = members[s].guaranteedBox._withUnsafeGuaranteedRef { $0.measure(into: &box.fields.measure) }
    }
    members[s].state = state
    // Written only when set: each write destroys the old value through an outlined call.
    if from == .possible, members[s].isHeld {
      members[s].hold = .notHeld
      members[s].waitingFor = nil
    }
    // Held only while possible: it is not held now.
    index.update(s, state: state, held: false, frozen: false)
    // The velocity or rate is fitted when the data is read, from the fingers' velocities or the rate's
    // samples kept with the transition (no copy while no output outlives the next frame).
    var samples: GestureTransition.Samples?
    if let mark = box.fields.measure.velocityMark {
      assert(mark.update == velocities.updates, "arena: \(members[s].name)'s velocity is of an earlier frame")
      assert(rate == nil, "arena: \(members[s].name)'s measure marks a velocity and a rate")
      samples = .fingers(velocities)
    } else if let rate {
      samples = .rate(rate)
    }
    // A constant, moved into the output: a variable was copied there (the box and the samples retained)
    // and released after.
    let transition = GestureTransition(box: box, samples: samples)
    guard !previewRules.isEmpty, let rule = previewRules[s] else {
      out.append(.transition(transition))
      return
    }
    // A gesture with previews: their progress or decision follows the transition, which carries the decisions.
    let previews = rule.report(transition, measure: fitted(box.fields.measure, rate: rate, of: s), device: device)
    var decided = transition
    if state.isFinal { decided.previews = previews }
    out.append(.transition(decided))
    for p in previews { out.append(.preview(p)) }
  }

  /// The box of the transition `emit` reports, but for its measure: the
  /// member's last one where no output holds that any more (no allocation),
  /// else a new one. The reason is one reference (`FailureReason` is boxed).
  @inline(__always)
  private mutating func transitionBox(
    _ s: Int, _ from: GestureState, _ to: GestureState, _ reason: consuming FailureReason?, at t: Double
  ) -> GestureTransition.Box {
    let box: GestureTransition.Box
    if isKnownUniquelyReferenced(&members[s].lastTransition), let last = members[s].lastTransition {
      box = last
      box.fields.time = t
      box.fields.from = from
      box.fields.to = to
      box.fields.reason = reason
      box.fields.dataTime = t
      box.fields.window = members[s].window
      box.fields.previews = []
    } else {
      box = GestureTransition.Box(
        .init(
          time: t, gesture: members[s].name, index: members[s].gesture, type: members[s].typeName,
          kind: members[s].kind, from: from, to: to, reason: reason, measure: GestureMeasure(), device: device,
          dataTime: t, reports: members[s].reports, window: members[s].window, previews: []))
      members[s].lastTransition = box
    }
    return box
  }

  /// The measure with its velocity fitted (`GestureMeasure.takeVelocity(of:)`),
  /// from the fingers' velocities: its mark is of their last update, since a
  /// recognizer marks every frame it gets until its last, where it fits the
  /// velocity itself (`fitVelocity(of:)`); and its rate, from the `rate`
  /// samples its recognizer gave with it (`GestureMeasure.rateMark`).
  func fitted(_ measure: GestureMeasure, rate: VelocityTracker?, of s: Int) -> GestureMeasure {
    var measure = measure.fittingRate(from: rate)
    guard let mark = measure.velocityMark else { return measure }
    assert(mark.update == velocities.updates, "arena: \(members[s].name)'s velocity is of an earlier frame")
    measure.velocity = velocities.velocity(at: mark.time)
    measure.velocityMark = nil
    return measure
  }

  // MARK: Time

  func computeDeadline() -> Double? {
    guard isOpen else { return nil }
    var earliest: Double?
    func consider(_ d: Double) { if earliest.map({ d < $0 }) ?? true { earliest = d } }
    if landingOpen { consider(sequenceStart + Defaults.landingWindow) }
    if touches.isEmpty { consider(lastLift + safetyNet) }
    for s in index.live {
      guard members[s].isUndecided, !members[s].isFrozen else { continue }
      if let d = members[s].guaranteedBox._withUnsafeGuaranteedRef({ $0.deadline }) { consider(d) }
    }
    return earliest
  }
}
