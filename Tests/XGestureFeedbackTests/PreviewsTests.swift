import Testing
import XGestureDesktop
import XGestureEngine
import XGestureFeedback

/// Previews on a virtual clock (docs/OVERLAY.md, "Previews"): each picture of
/// docs/REFERENCE.md §10's table at a known progress, the delay, and the
/// commit and back-out animations.
@Suite("Previews")
struct PreviewsTests {
  static let key = PreviewKey(gesture: "maximize", slot: 0)
  /// A window's frame and the work area it maximizes to.
  static let frame = ScreenRect(x: 400, y: 300, width: 600, height: 400)
  static let workArea = ScreenRect(x: 0, y: 30, width: 1920, height: 1050)
  static let fingers = Point(x: 700, y: 500)
  static let settings = FeedbackSettings(
    colour: Colour(hex: "#ff0000")!, border: .white, opacity: 0.5)

  /// A preview of `picture` that began at 1000 ms (so shows from 1150 ms) and is at `p`.
  static func state(_ picture: PreviewPicture, p: Double = 0) -> FeedbackState {
    var feedback = FeedbackState(settings: settings)
    feedback.previewBegan(key, picture: picture, anchor: fingers, at: 1000)
    feedback.previewMoved(key, progress: p, anchor: fingers)
    return feedback
  }

  /// The outer edge of a preview rectangle: its frame grown by half its border.
  static func outer(_ rectangle: RoundedRectangle) -> PixelRect {
    rectangle.frame.inset(by: -(rectangle.border?.width ?? 0) / 2)
  }

  @Test(
    "nothing shows before the delay from the gesture's start; then the picture, with no deadline while it follows"
  )
  func delay() {
    let feedback = Self.state(.resize(from: Self.frame, to: Self.workArea), p: 0.3)
    #expect(feedback.scene(at: 1149, translucent: true).isEmpty)
    #expect(feedback.nextChange(after: 1100, translucent: true) == 1150)
    #expect(!feedback.scene(at: 1150, translucent: true).isEmpty)
    #expect(feedback.nextChange(after: 1150, translucent: true) == nil)
  }

  @Test(
    "a maximize preview at half its travel is the rectangle halfway between the frame and the work area"
  )
  func halfway() throws {
    let feedback = Self.state(.resize(from: Self.frame, to: Self.workArea), p: 0.5)
    for translucent in [true, false] {
      let rectangle = try #require(
        rectangles(feedback.scene(at: 1200, translucent: translucent)).first)
      #expect(Self.outer(rectangle) == PixelRect(x: 200, y: 165, width: 1260, height: 725))
      // Filled in colour and outlined in the border's: at the opacity with a compositing
      // manager, opaque without one (the same shape either way).
      #expect(rectangle.fill == Paint(Self.settings.colour, alpha: translucent ? 0.5 : 1))
      #expect(rectangle.border?.paint == Paint(.white))
    }
  }

  @Test(
    "a commit animates to the end within 150 ms, in proportion to the way left, then the preview is gone"
  )
  func commit() throws {
    var feedback = Self.state(.resize(from: Self.frame, to: Self.workArea), p: 0.6)
    feedback.previewEnded(Self.key, .commits, progress: 0.6, at: 2000)
    #expect(feedback.nextChange(after: 2000, translucent: true) == 2000)
    let midway = try #require(rectangles(feedback.scene(at: 2030, translucent: true)).first)
    let width = Self.outer(midway).width
    #expect(width > 600 + 1320 * 0.6 && width < 1920)
    // 40 % of the way left: 60 ms.
    #expect(!feedback.scene(at: 2059, translucent: true).isEmpty)
    feedback.forget(before: 2060)
    #expect(feedback.scene(at: 2060, translucent: true).isEmpty)
    #expect(feedback.isEmpty)
  }

  @Test("a back-out animates back to the window's frame, fading, within 150 ms")
  func backOut() throws {
    var feedback = Self.state(.resize(from: Self.frame, to: Self.workArea), p: 1.4)
    // Past the end, p is 1: the whole way back takes 150 ms.
    feedback.previewEnded(Self.key, .backsOut, progress: 1.4, at: 2000)
    let late = try #require(rectangles(feedback.scene(at: 2140, translucent: true)).first)
    #expect(Self.outer(late).width < 600 + 1320 * 0.01)
    #expect(late.fill!.alpha < 0.5 * 0.1)
    #expect(feedback.scene(at: 2150, translucent: true).isEmpty)
  }

  @Test("a gesture that ends before the delay shows nothing at all")
  func quickFlick() {
    var feedback = Self.state(.resize(from: Self.frame, to: Self.workArea), p: 0.9)
    feedback.previewEnded(Self.key, .commits, progress: 1, at: 1100)
    for time in stride(from: 1100.0, through: 1400, by: 10) {
      #expect(feedback.scene(at: time, translucent: true).isEmpty, "\(time)")
    }
    feedback.forget(before: 1100)
    #expect(feedback.isEmpty)
  }

  @Test("minimize shrinks the frame toward its centre; close outlines it in red, thicker with p")
  func minimizeAndClose() throws {
    let minimizing = try #require(
      rectangles(Self.state(.minimize(Self.frame), p: 0.75).scene(at: 1200, translucent: true))
        .first)
    #expect(Self.outer(minimizing) == PixelRect(x: 625, y: 450, width: 150, height: 100))
    let start = try #require(
      rectangles(Self.state(.close(Self.frame), p: 0).scene(at: 1200, translucent: true)).first)
    let end = try #require(
      rectangles(Self.state(.close(Self.frame), p: 1).scene(at: 1200, translucent: true)).first)
    #expect(start.border?.paint.colour == PreviewPicture.closeRed)
    #expect(start.border!.width < end.border!.width)
    #expect(Self.outer(start) == PixelRect(Self.frame) && Self.outer(end) == PixelRect(Self.frame))
  }

  @Test(
    "a workspace's disc slides in from its edge with p, its arrow pointing at the edge, its name beside it"
  )
  func workspace() throws {
    let monitor = ScreenRect(x: 0, y: 0, width: 1920, height: 1080)
    let picture = PreviewPicture.workspace(name: "2", from: .right, monitor: monitor)
    let atStart = try #require(
      discs(Self.state(picture, p: 0).scene(at: 1200, translucent: true)).first)
    #expect(atStart.centre == Point(x: 1920, y: 540))
    let scene = Self.state(picture, p: 1).scene(at: 1200, translucent: true)
    let disc = try #require(discs(scene).first)
    #expect(disc.centre == Point(x: 1920 - PreviewPicture.discMargin - disc.radius, y: 540))
    // The shaft ends at its tip, right of the centre.
    let tip = try #require(polylines(scene).first?.points.last)
    #expect(tip.x > disc.centre.x && tip.y == disc.centre.y)
    #expect(labels(scene).map(\.text) == ["2"])
  }

  @Test("show-desktop fades every window's frame out with p, and in when the windows come back")
  func showDesktop() throws {
    let frames = [Self.frame, ScreenRect(x: 1000, y: 100, width: 800, height: 600)]
    let hiding = Self.state(.showDesktop(frames: frames, hiding: true), p: 0.25).scene(
      at: 1200, translucent: true)
    #expect(rectangles(hiding).map { Self.outer($0) } == frames.map(PixelRect.init))
    #expect(rectangles(hiding).map { $0.fill!.alpha } == [0.375, 0.375])
    let back = Self.state(.showDesktop(frames: frames, hiding: false), p: 0.25).scene(
      at: 1200, translucent: true)
    #expect(rectangles(back).map { $0.fill!.alpha } == [0.125, 0.125])
    // Opaque, they cannot fade: they shrink.
    let opaque = Self.state(.showDesktop(frames: frames, hiding: true), p: 0.5).scene(
      at: 1200, translucent: false)
    #expect(Self.outer(rectangles(opaque)[0]) == PixelRect(x: 550, y: 400, width: 300, height: 200))
  }

  @Test("any other action is a label beside the fingers filling with p")
  func label() throws {
    var feedback = Self.state(.label("ctrl+w"), p: 0.4)
    let label = try #require(labels(feedback.scene(at: 1200, translucent: true)).first)
    #expect(label.text == "ctrl+w")
    #expect(label.progress == 0.4)
    #expect(label.box.x > Self.fingers.x && label.box.y + label.box.height < Self.fingers.y)
    // It follows the fingers.
    feedback.previewMoved(Self.key, progress: 0.5, anchor: Point(x: 900, y: 500))
    let moved = try #require(labels(feedback.scene(at: 1210, translucent: true)).first)
    #expect(moved.box.x - label.box.x == 200 && moved.progress == 0.5)
  }

  @Test("previews sit between the touches' dots and the gesture labels")
  func layers() throws {
    let geometry = DeviceGeometry(
      id: 6, name: "touchscreen", width: 294, height: 165, screenWidth: 1920, screenHeight: 1080)
    var feedback = FeedbackState(settings: FeedbackSettings(touches: true, gestures: true))
    feedback.previewBegan(Self.key, picture: .minimize(Self.frame), anchor: Self.fingers, at: 1000)
    feedback.touched(
      TouchEvent(
        time: 1000, device: 6, touch: 1, phase: .begin,
        position: geometry.surfacePoint(Self.fingers)),
      on: geometry)
    let kinds = feedback.scene(at: 1200, translucent: true).shapes.map { shape -> String in
      switch shape {
      case .disc: "disc"
      case .rectangle: "rectangle"
      case .polyline: "polyline"
      case .label: "label"
      }
    }
    #expect(kinds == ["disc", "rectangle"])
    feedback.clear()
    #expect(feedback.isEmpty)
  }
}
