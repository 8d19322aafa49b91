import XGestureDesktop
public import XGestureEngine

/// What the daemon's inputs mean for the overlay (docs/OVERLAY.md,
/// "Previews" and "Locked screens"), as a value: a touch the bridge fed the
/// engine, an engine output, a frame coming due — each with the
/// `FeedbackState` as it is — in; the steps to take on
/// that state (`FeedbackState.take`) out. It remembers where each gesture's
/// fingers are (its last transition's centroid): where its previews' labels sit.
///
/// What it needs of the rest of the program it asks through closures, so
/// tests stand in for them: whether actions are paused (the bridge's
/// `actions`, asked at each input: nothing shows while they are), the short
/// forms of the actions a transition ran (the config's actions,
/// `ActionLabel`), and at a preview's first report, when its gesture began,
/// the preview's picture (the config's action and what the desktop says it
/// will do).
///
///     var feed = OverlayFeed(paused: { bridge.actions == .paused })
///     for step in feed.take(output, shown: state, labels: labels, picture: picture) {
///       state.take(step)
///     }
public struct OverlayFeed {
  /// One input of the `FeedbackState`, in the words of its methods.
  public enum Step: Hashable, Sendable {
    /// `touched(_:on:)`: a finger's dot.
    case touched(TouchEvent, on: DeviceGeometry)
    /// `clear()`: nothing may show.
    case clear
    /// `acted(_:actions:)`: a gesture label, with the actions' short forms.
    case acted(GestureTransition, actions: [String])
    /// `previewBegan(_:picture:anchor:at:)`.
    case previewBegan(PreviewKey, picture: PreviewPicture, anchor: Point, at: Double)
    /// `previewMoved(_:progress:anchor:)`.
    case previewMoved(PreviewKey, progress: Double, anchor: Point)
    /// `previewEnded(_:_:progress:at:)`.
    case previewEnded(PreviewKey, ActionPreviews.Ending, progress: Double, at: Double)
    /// `strokes(possible:on:at:)`: whether a stroke gesture can still take a device's sequence.
    case strokes(possible: Bool, on: Int, at: Double)
    /// `recognized(_:at:time:)`: a stroke's shape, for its ink.
    case recognized(String, at: Point, time: Double)
  }

  /// Where each gesture's fingers are: its last transition's centroid, root px.
  private var fingers: [String: Point] = [:]
  /// Whether actions are paused now (the screen is locked or blanked).
  private let paused: () -> Bool
  /// Whether a stroke gesture can still take a device's current sequence (the engine's answer).
  private let strokes: (Int) -> Bool

  /// `paused`: whether actions are paused now; never, unless told.
  /// `strokes`: whether a stroke gesture can still take the sequence on a
  /// device (`Engine.undecided(type:on:)`); never, unless told.
  public init(paused: @escaping () -> Bool = { false }, strokes: @escaping (Int) -> Bool = { _ in false }) {
    self.paused = paused
    self.strokes = strokes
  }

  /// A touch event the engine got: its dot, with `touches: on`, and its
  /// ink's point, with `ink: on`; while actions are paused (the screen is
  /// locked) what shows goes instead.
  public func touched(_ event: TouchEvent, on geometry: DeviceGeometry, shown state: FeedbackState) -> Step? {
    if paused() { return state.isEmpty ? nil : .clear }
    return state.settings.touches || state.settings.ink ? .touched(event, on: geometry) : nil
  }

  /// After a touch event of `device` (`ink: on`): whether a stroke gesture
  /// can still take its sequence, asked while its ink follows the engine.
  public func ink(of device: Int, shown state: FeedbackState, at time: Double) -> Step? {
    guard state.settings.ink, state.ink.follows(device) else { return nil }
    return .strokes(possible: strokes(device), on: device, at: time)
  }

  /// After an engine output (`ink: on`): the same for every device whose
  /// ink follows the engine (an output does not say its device).
  public func ink(shown state: FeedbackState, at time: Double) -> [Step] {
    guard state.settings.ink else { return [] }
    return state.ink.following.map { .strokes(possible: strokes($0), on: $0, at: time) }
  }

  /// A frame comes due: while actions are paused what shows goes.
  public func frame(shown state: FeedbackState) -> Step? {
    !state.isEmpty && paused() ? .clear : nil
  }

  /// An engine output: a transition's label, a preview's steps; nothing
  /// while actions are paused, nor for touch decisions, holds and diagnostics.
  public mutating func take(
    _ output: EngineOutput, shown state: FeedbackState,
    labels: (GestureTransition) -> [String], picture: (PreviewProgress, Point) -> PreviewPicture?
  ) -> [Step] {
    guard !paused() else { return [] }
    switch output {
    case .transition(let transition):
      let label = self.transition(transition, shown: state, labels: labels)
      guard state.settings.ink, let shape = Self.shape(transition) else { return label.map { [$0] } ?? [] }
      let recognized = Step.recognized(
        shape, at: Point(x: transition.data.x, y: transition.data.y), time: transition.time)
      return [recognized] + (label.map { [$0] } ?? [])
    case .preview(let preview):
      return self.preview(preview, shown: state, picture: picture)
    case .touch, .hold, .diagnostic:
      return []
    }
  }

  /// A transition: its centroid is where its gesture's fingers are now; with
  /// `gestures: on`, one that ran actions (`labels`, asked only then) gets its label.
  public mutating func transition(
    _ transition: GestureTransition, shown state: FeedbackState, labels: (GestureTransition) -> [String]
  ) -> Step? {
    fingers[transition.gesture] = Point(x: transition.data.x, y: transition.data.y)
    guard state.settings.gestures else { return nil }
    let actions = labels(transition)
    return actions.isEmpty ? nil : .acted(transition, actions: actions)
  }

  /// A preview's report: the first (its gesture began; the preview does not
  /// follow yet) asks for its `picture` — given the report and the fingers'
  /// place; nil: nothing shows — and begins it; every report while it
  /// follows moves it; the decision (commits, backed out) ends it.
  public func preview(
    _ preview: PreviewProgress, shown state: FeedbackState, picture: (PreviewProgress, Point) -> PreviewPicture?
  ) -> [Step] {
    let key = PreviewKey(gesture: preview.gesture, slot: preview.slot)
    let anchor = fingers[preview.gesture] ?? .zero
    switch preview.outcome {
    case .following:
      let moved = Step.previewMoved(key, progress: preview.progress, anchor: anchor)
      guard !state.previews.follows(key) else { return [moved] }
      guard let picture = picture(preview, anchor) else { return [] }
      return [.previewBegan(key, picture: picture, anchor: anchor, at: preview.time), moved]
    case .commits, .backedOut:
      let ending: ActionPreviews.Ending = preview.outcome == .commits ? .commits : .backsOut
      return [.previewEnded(key, ending, progress: preview.progress, at: preview.time)]
    }
  }
}

extension OverlayFeed {
  /// The `type:` word of stroke gestures (docs/REFERENCE.md §16), whose
  /// sequences the ink draws.
  public static let strokeType = StrokeRecognizer.typeName

  /// The shape a recognized stroke's transition names; nil for any other
  /// transition (a failed stroke's nearest shape is no name for its ink).
  static func shape(_ transition: GestureTransition) -> String? {
    guard transition.type == strokeType, transition.to == .recognized else { return nil }
    return transition.data.shape
  }
}

extension FeedbackState {
  /// Takes one step of the `OverlayFeed`.
  public mutating func take(_ step: OverlayFeed.Step) {
    switch step {
    case .touched(let event, let geometry): touched(event, on: geometry)
    case .clear: clear()
    case .acted(let transition, let actions): acted(transition, actions: actions)
    case .previewBegan(let key, let picture, let anchor, let time):
      previewBegan(key, picture: picture, anchor: anchor, at: time)
    case .previewMoved(let key, let progress, let anchor): previewMoved(key, progress: progress, anchor: anchor)
    case .previewEnded(let key, let ending, let progress, let time):
      previewEnded(key, ending, progress: progress, at: time)
    case .strokes(let possible, let device, let time): strokes(possible: possible, on: device, at: time)
    case .recognized(let shape, let point, let time): recognized(shape, at: point, time: time)
    }
  }
}
