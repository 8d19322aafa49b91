import Testing
import XGestureDesktop
import XGestureEngine
import XGestureFeedback
import XGestureTestSupport

/// What the engine's outputs and the bridge's touches mean for the overlay
/// (docs/OVERLAY.md, "Previews", "Gesture labels", "Locked screens"), fed
/// real engine outputs on the trace's clock, the config and the desktop
/// stood in for by closures that count their calls.
@Suite("Overlay feed")
struct OverlayFeedTests {
  static let key = PreviewKey(gesture: "maximize", slot: 0)
  static let frame = ScreenRect(x: 400, y: 300, width: 600, height: 400)
  static let workArea = ScreenRect(x: 0, y: 30, width: 1920, height: 1050)
  static let picture = PreviewPicture.resize(from: frame, to: workArea)
  /// The fingers' y on the bed's screen: 82 mm of 165 mm on 1080 px.
  static let fingersY = 82.0 * 1080 / 165

  /// A one-finger pan named `maximize` with a 40 mm preview: it lands at
  /// (100 mm, 82 mm) and moves right 5 mm every 10 ms to `to` mm, then
  /// rests there `rest` ms (no fling) and lifts.
  static func pan(to end: Int, rest: Int = 0) throws -> [EngineOutput] {
    var trace = "xgesture-trace 1\ndevice 6 \"t\" size 294x165mm screen 1920x1080\n0 begin 1 100 82\n"
    var time = 0
    for x in stride(from: 105, through: end, by: 5) {
      time += 10
      trace += "\(time) update 1 \(x) 82\n"
    }
    for _ in stride(from: 10, through: rest, by: 10) {
      time += 10
      trace += "\(time) update 1 \(end) 82\n"
    }
    trace += "\(time + 10) end 1 \(end) 82\n"
    let rules = try RuleSet([
      GestureDefinition(
        name: "maximize", recognizer: try RecognizerRegistry.standard.spec(type: "pan", parameters: [:]),
        preview: PreviewRule(amounts: [.distance(.millimetres(40))]))
    ])
    return try engineOutputs(of: trace, rules: rules)
  }

  /// Whether actions are paused, as the feed asks it.
  final class Lock {
    var paused = false
  }

  /// Counts what the feed asks.
  final class Asked {
    var labels = 0
    var pictures: [(PreviewProgress, Point)] = []
  }

  /// Feeds every output into `state` and returns the steps, one list per output.
  static func feed(
    _ outputs: [EngineOutput], into state: inout FeedbackState, paused: Bool = false, asked: Asked,
    picture: PreviewPicture? = Self.picture
  ) -> [[OverlayFeed.Step]] {
    var feed = OverlayFeed(paused: { paused })
    return outputs.map { output in
      let steps = feed.take(
        output, shown: state,
        labels: { _ in
          asked.labels += 1
          return ["maximize"]
        },
        picture: { preview, fingers in
          asked.pictures.append((preview, fingers))
          return picture
        })
      for step in steps { state.take(step) }
      return steps
    }
  }

  @Test(
    "a preview's first report asks for its picture once, beside the fingers of the transition before it, and begins it")
  func begins() throws {
    let outputs = try Self.pan(to: 150)
    var state = FeedbackState(settings: FeedbackSettings())
    let asked = Asked()
    let steps = Self.feed(outputs, into: &state, asked: asked)
    let first = try #require(outputs.firstIndex { if case .preview = $0 { true } else { false } })
    guard case .transition(let began) = outputs[first - 1], case .preview(let report) = outputs[first] else {
      Issue.record("a preview's report follows its gesture's transition")
      return
    }
    #expect(began.to == .began)
    let fingers = Point(x: began.data.x, y: began.data.y)
    #expect(abs(fingers.y - Self.fingersY) < 0.5)
    #expect(asked.pictures.count == 1)
    #expect(asked.pictures.first?.0 == report)
    #expect(asked.pictures.first?.1 == fingers)
    #expect(
      steps[first] == [
        .previewBegan(Self.key, picture: Self.picture, anchor: fingers, at: report.time),
        .previewMoved(Self.key, progress: report.progress, anchor: fingers),
      ])
  }

  @Test("every report while it follows moves it to the fingers of the last transition; the decision ends it")
  func follows() throws {
    let outputs = try Self.pan(to: 150)
    var state = FeedbackState(settings: FeedbackSettings())
    let steps = Self.feed(outputs, into: &state, asked: Asked())
    var fingers: Point?
    var moves = 0
    for (output, steps) in zip(outputs, steps) {
      switch output {
      case .transition(let transition):
        fingers = Point(x: transition.data.x, y: transition.data.y)
        #expect(steps.isEmpty)  // gestures: off, no labels
      case .preview(let report) where report.outcome == .following:
        #expect(steps.last == .previewMoved(Self.key, progress: report.progress, anchor: fingers ?? .zero))
        moves += 1
      case .preview(let report):
        // 50 mm of the 40 mm: past the commit at half.
        #expect(report.outcome == .commits)
        #expect(steps == [.previewEnded(Self.key, .commits, progress: 1, at: report.time)])
      default:
        #expect(steps.isEmpty)
      }
    }
    #expect(moves > 1)
  }

  @Test("a pan that rests short of half its preview before the lift backs out")
  func backsOut() throws {
    let outputs = try Self.pan(to: 110, rest: 300)
    var state = FeedbackState(settings: FeedbackSettings())
    let steps = Self.feed(outputs, into: &state, asked: Asked())
    let last = try #require(steps.last)
    guard case .previewEnded(let key, let ending, let progress, _) = last.first else {
      Issue.record("the last report ends the preview: \(last)")
      return
    }
    #expect(key == Self.key)
    #expect(ending == .backsOut)
    #expect(progress < 0.5)
  }

  @Test("a preview whose action the config does not have shows nothing, and is asked for again at the next report")
  func noAction() throws {
    let outputs = try Self.pan(to: 150)
    var state = FeedbackState(settings: FeedbackSettings())
    let asked = Asked()
    let steps = Self.feed(outputs, into: &state, asked: asked, picture: nil)
    let following = outputs.filter { if case .preview(let p) = $0 { p.outcome == .following } else { false } }
    #expect(asked.pictures.count == following.count)
    #expect(steps.allSatisfy { $0.allSatisfy { if case .previewEnded = $0 { true } else { false } } })
    #expect(state.scene(at: 10_000, translucent: true).isEmpty)
  }

  @Test("a preview the overlay forgot (the screen was cleared) begins anew at its next report, with a new picture")
  func beginsAgain() throws {
    let outputs = try Self.pan(to: 150)
    let reports = outputs.compactMap { if case .preview(let p) = $0, p.outcome == .following { p } else { nil } }
    #expect(reports.count >= 2)
    let feed = OverlayFeed()
    var state = FeedbackState(settings: FeedbackSettings())
    var asked = 0
    let picture: (PreviewProgress, Point) -> PreviewPicture? = { _, _ in
      asked += 1
      return Self.picture
    }
    for step in feed.preview(reports[0], shown: state, picture: picture) { state.take(step) }
    state.take(.clear)
    let again = feed.preview(reports[1], shown: state, picture: picture)
    #expect(asked == 2)
    #expect(again.count == 2)
    #expect(again.first == .previewBegan(Self.key, picture: Self.picture, anchor: .zero, at: reports[1].time))
  }

  @Test("a transition that ran actions gets their labels with gestures: on; without, the labels are not asked for")
  func labels() throws {
    let outputs = try Self.pan(to: 150)
    let transitions = outputs.filter { if case .transition = $0 { true } else { false } }
    var labelled = FeedbackState(settings: FeedbackSettings(gestures: true))
    let asked = Asked()
    let steps = Self.feed(transitions, into: &labelled, asked: asked)
    #expect(asked.labels == transitions.count)
    for (output, steps) in zip(transitions, steps) {
      guard case .transition(let transition) = output else { continue }
      #expect(steps == [.acted(transition, actions: ["maximize"])])
    }
    var plain = FeedbackState(settings: FeedbackSettings())
    let quiet = Asked()
    let unlabelled = Self.feed(transitions, into: &plain, asked: quiet)
    #expect(unlabelled.allSatisfy { $0.isEmpty })
    #expect(quiet.labels == 0)
    // A transition that ran nothing: no label.
    var feed = OverlayFeed()
    guard case .transition(let began) = transitions[0] else { return }
    #expect(feed.transition(began, shown: labelled, labels: { _ in [] }) == nil)
  }

  @Test("while actions are paused the engine's outputs show nothing and ask nothing")
  func paused() throws {
    let outputs = try Self.pan(to: 150)
    var state = FeedbackState(settings: FeedbackSettings(gestures: true))
    let asked = Asked()
    let steps = Self.feed(outputs, into: &state, paused: true, asked: asked)
    #expect(steps.allSatisfy { $0.isEmpty })
    #expect(asked.labels == 0 && asked.pictures.isEmpty)
    #expect(state.isEmpty)
  }

  @Test("a touch is a dot with touches: on; while paused it clears what shows, and so does a frame coming due")
  func touches() {
    let lock = Lock()
    let feed = OverlayFeed(paused: { lock.paused })
    let down = touch(.begin, x: 960, y: 540, at: 0)
    var state = FeedbackState(settings: showingTouches)
    #expect(feed.touched(down, on: screen, shown: state) == .touched(down, on: screen))
    #expect(feed.touched(down, on: screen, shown: FeedbackState(settings: FeedbackSettings())) == nil)
    // Nothing shows yet: nothing to clear.
    lock.paused = true
    #expect(feed.touched(down, on: screen, shown: state) == nil)
    #expect(feed.frame(shown: state) == nil)
    state.take(.touched(down, on: screen))
    #expect(!state.isEmpty)
    #expect(feed.touched(down, on: screen, shown: state) == .clear)
    #expect(feed.frame(shown: state) == .clear)
    lock.paused = false
    #expect(feed.frame(shown: state) == nil)
    state.take(.clear)
    #expect(state.isEmpty)
  }
}
