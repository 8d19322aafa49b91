public import XGestureEngine

/// `window: move` (docs/REFERENCE.md §9): at a pan's `began` the window
/// under its first touch is taken, unless maximized or fullscreen; it
/// follows the fingers while the pan changes (`WindowDrag`) — by their whole
/// travel since they landed, the pan's threshold to begin included, so the
/// point under the first touch stays under it — then
/// slides on to the fling point (`WindowSlide`), one move per frame of the
/// screen's refresh rate (`PacedAnimations`), kept inside the work area. A new touch sequence
/// on a sliding window stops it where it is.
///
/// A value type with one method per input, each returning the moves to
/// make; the time is an input (`at`, `timePassed(to:)`), the server is only
/// asked (`DesktopQueries`).
public struct WindowMoves: Equatable, Sendable {
  /// A window sliding after its pan ended: one move a frame.
  public struct Sliding: PacedAnimation {
    public let window: UInt
    public let route: WindowMoveRoute
    public let slide: WindowSlide

    public func frame(at now: Double) -> (requests: [DesktopRequest], done: Bool) {
      let position = slide.position(at: now)
      return ([.moveWindow(window, to: ScreenPoint(x: position.x, y: position.y), route: route)], position.done)
    }
  }

  /// The windows following a pan, by the pan's gesture name.
  public private(set) var drags: [String: WindowDrag] = [:]
  /// The windows sliding, and their frames.
  public private(set) var slides = PacedAnimations<Sliding>()

  public init() {}

  /// The pan `place.gesture` began: it takes the window under its first
  /// touch, unless that is maximized or fullscreen (a note says it stays put).
  public mutating func began(_ place: GesturePlace, asking server: some DesktopQueries)
    -> DesktopOutcome
  {
    guard let window = place.window else {
      return .nothing("window: move: no application window under the gesture")
    }
    if server.states(of: window).contains(where: \.holdsPlace) {
      return .nothing(
        "window: move: window 0x\(String(window, radix: 16)) is maximized or fullscreen; it stays put")
    }
    guard let client = server.clientFrame(of: window) else {
      return .nothing("window: move: the window is gone")
    }
    slides.stop { $0.window == window }
    let route: WindowMoveRoute = server.movesWindows() ? .windowManager : .client
    let extents = route == .windowManager ? server.frameExtents(of: window) : .zero
    drags[place.gesture] = WindowDrag(window: window, client: client, extents: extents, route: route)
    return DesktopOutcome()
  }

  /// The pan's fingers travelled (`dx`, `dy`) px since they landed.
  public mutating func changed(_ gesture: String, dx: Double, dy: Double) -> [DesktopRequest] {
    guard let move = drags[gesture]?.follow(dx: dx, dy: dy) else { return [] }
    return [move]
  }

  /// The pan ended at `lift` with its fling's rest point at `fling` (root
  /// px): the window slides from `now`, its first frame one period later.
  public mutating func ended(
    _ gesture: String, lift: Point, fling: Point, at now: Double, asking server: some DesktopQueries
  ) {
    guard let drag = drags.removeValue(forKey: gesture) else { return }
    let slide = drag.slide(lift: lift, fling: fling, at: now, in: server.workArea())
    slides.start(Sliding(window: drag.window, route: drag.route, slide: slide), at: now, asking: server)
  }

  /// The pan was cancelled, failed or was recognized: its window stays where it is.
  public mutating func dropped(_ gesture: String) { drags[gesture] = nil }

  /// A touch sequence began over `window`: its slide stops where it is.
  public mutating func touched(_ window: UInt) { slides.stop { $0.window == window } }

  /// When the next frame of a slide is due.
  public var nextDeadline: Double? { slides.nextDeadline }

  /// Time passed: every slide whose frame is due moves; a slide with less
  /// than half a pixel left ends there.
  public mutating func timePassed(to now: Double) -> [DesktopRequest] { slides.timePassed(to: now) }

  /// A transition of any gesture, as the dispatcher passes each: a pan that
  /// took a window moves it, slides it, or lets it go.
  public mutating func follow(
    _ transition: GestureTransition, at now: Double, asking server: some DesktopQueries
  ) -> [DesktopRequest] {
    guard !drags.isEmpty else { return [] }
    let d = transition.data
    switch transition.to {
    case .changed:
      return changed(transition.gesture, dx: d.travelX, dy: d.travelY)
    case .ended:
      // Where the fingers lifted first (an end with no change before it still has its travel).
      let last = changed(transition.gesture, dx: d.travelX, dy: d.travelY)
      ended(
        transition.gesture, lift: Point(x: d.x, y: d.y), fling: Point(x: d.flingX, y: d.flingY), at: now,
        asking: server)
      return last
    case .cancelled, .failed, .recognized:
      dropped(transition.gesture)
    case .possible, .began:
      break
    }
    return []
  }
}
