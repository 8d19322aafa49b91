/// One gesture of an arena: its recognizer, the rule data it needs (copied
/// once from the rule set, with rule indices turned into member slots), its
/// state as the outside sees it, and whether the arena holds it.
struct ArenaMember {
  /// Why a gesture whose recognizer fired has not fired outside yet.
  enum Hold: Equatable {
    /// Its recognizer has not fired (or it already fired outside).
    case notHeld
    /// A discrete gesture its recognizer recognized, held with the data it
    /// had then; it gets no more touches. Boxed (`indirect`): a hold is
    /// looked at on every frame for every member, and the measure is the
    /// largest thing in it, needed only when the held gesture fires.
    indirect case recognized(GestureMeasure)
    /// A continuous gesture its recognizer began, held while it goes on:
    /// `fingers` is how many fingers were down the last time it had any,
    /// `ended` whether its recognizer already ended it.
    case began(fingers: Int, ended: Bool)
  }

  /// Index in the rule set (config order).
  let gesture: Int
  let name: String
  let typeName: String
  let reports: ReportedFields
  let kind: GestureKind
  /// Member slots this one requires to fail, that require it to fail, and that may fire with it.
  let requires: [Int]
  let dependents: [Int]
  let simultaneous: [Int]
  let box: AnyRecognizerBox
  /// `box` for the arena's calls on every frame (a frame, the deadline scan, a
  /// transition's data), through `_withUnsafeGuaranteedRef`: without the
  /// retain and release around each call that a call through `box` costs.
  /// Safe: `box` is a `let` of a member the arena holds during the call.
  var guaranteedBox: Unmanaged<AnyRecognizerBox> { .passUnretained(box) }
  /// Over which applications it takes part, and what an application's binding
  /// must share with it to shadow it (type, fingers, variant).
  let apps: AppFilter
  let shadowKey: String

  /// The application window of the sequence it was armed for.
  var window: AppWindow?
  /// The box of its last transition, filled again for the next one once no
  /// output holds it (`Arena.emit`): most outputs are dropped before the next frame.
  var lastTransition: GestureTransition.Box?

  var state = GestureState.possible
  var hold = Hold.notHeld
  /// What a held gesture was last reported waiting for (`GestureHold`).
  var waitingFor: GestureHold.Reason?
  /// The touch sequences this member has seen.
  var first = 0
  var last = 0

  var isUndecided: Bool { !state.isFinal }
  var isHeld: Bool {
    if case .notHeld = hold { false } else { true }
  }
  /// A held discrete gesture: frozen at recognition, it gets no more touches or deadlines.
  var isFrozen: Bool {
    if case .recognized = hold { true } else { false }
  }

  func overlaps(_ other: ArenaMember) -> Bool { first <= other.last && other.first <= last }
  func overlaps(sequence: Int) -> Bool { first <= sequence && sequence <= last }
}
