import Testing
import XGestureEngine
import XGestureFeedback
import XGestureTestSupport

@Suite("Gesture labels")
struct GestureLabelsTests {
  /// Two fingers 50 mm apart spreading to 90 mm: a pinch that begins at 60 mm.
  static let spread = """
    xgesture-trace 1
    device 6 "t" size 294x165mm screen 1920x1080
    0   begin  1 120 82
    0   begin  2 170 82
    20  update 1 115 82
    20  update 2 175 82
    40  update 1 110 82
    40  update 2 180 82
    60  update 1 105 82
    60  update 2 185 82
    80  update 1 100 82
    80  update 2 190 82
    100 end    1 100 82
    100 end    2 190 82
    """

  static func pinchEnded() throws -> GestureTransition {
    let all = try engineTransitions(of: spread, gestures: [("pinch", "pinch", [:])])
    return try #require(all.first { $0.to == .ended })
  }

  @Test(
    "a gesture that acted shows its name, its data and what it did beside the fingers for 600 ms")
  func label() throws {
    let ended = try Self.pinchEnded()
    var feedback = FeedbackState(settings: FeedbackSettings(gestures: true))
    feedback.acted(ended, actions: ["ctrl+plus"])
    let label = try #require(labels(feedback.scene(at: ended.time + 10, translucent: true)).first)
    // The scale since the pinch began, at 60 mm (past its 5 %), to 90 mm.
    #expect(label.text == "pinch ×1.5 → ctrl+plus")
    // Above and to the right of the fingers' centre (145 mm, 82 mm).
    #expect(label.box.x > 145 * 1920 / 294)
    #expect(label.box.y + label.box.height < 82 * 1080 / 165)
    #expect(label.textPaint == Paint(.white))
    #expect(!labels(feedback.scene(at: ended.time + 599, translucent: true)).isEmpty)
    #expect(feedback.scene(at: ended.time + 600, translucent: true).isEmpty)
  }

  @Test("a label stands still until its last 150 ms, then fades out")
  func fadeOut() throws {
    let ended = try Self.pinchEnded()
    var feedback = FeedbackState(settings: FeedbackSettings(gestures: true))
    feedback.acted(ended, actions: ["ctrl+plus"])
    #expect(feedback.nextChange(after: ended.time + 10, translucent: true) == ended.time + 450)
    let fading = try #require(labels(feedback.scene(at: ended.time + 525, translucent: true)).first)
    #expect(abs(fading.background.alpha - 0.3) < 1e-9)
    // Opaque, it cannot fade: it goes at 600 ms.
    #expect(feedback.nextChange(after: ended.time + 10, translucent: false) == ended.time + 600)
  }

  @Test("a transition that ran nothing shows no label, and gestures off shows none")
  func nothingRan() throws {
    let ended = try Self.pinchEnded()
    var feedback = FeedbackState(settings: FeedbackSettings(gestures: true))
    feedback.acted(ended, actions: [])
    #expect(feedback.isEmpty)
    var off = FeedbackState(settings: showingTouches)
    off.acted(ended, actions: ["ctrl+plus"])
    #expect(off.isEmpty)
  }

  @Test("a gesture acting again replaces its label; labels of two gestures stack downwards")
  func replaceAndStack() throws {
    let all = try engineTransitions(
      of: Self.spread,
      gestures: [("pinch", "pinch", [:]), ("rotate", "rotate", ["min-arc": "0.5mm"])])
    let changes = all.filter { $0.gesture == "pinch" && $0.to == .changed }
    #expect(changes.count >= 2)
    var feedback = FeedbackState(settings: FeedbackSettings(gestures: true))
    for change in changes { feedback.acted(change, actions: ["ctrl+plus"]) }
    let time = try #require(changes.last).time
    #expect(labels(feedback.scene(at: time, translucent: true)).count == 1)
    var other = try #require(changes.last)
    other.gesture = "zoom"
    feedback.acted(other, actions: ["ctrl+minus"])
    let two = labels(feedback.scene(at: time, translucent: true))
    #expect(two.count == 2)
    #expect(two[1].box.y >= two[0].box.y + two[0].box.height)
  }
}
