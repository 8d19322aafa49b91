public import XGestureEngine

/// `scroll:` (docs/REFERENCE.md §9): wheel clicks for applications that
/// only know a mouse. On each `changed` of a gesture bound to it, one click
/// (XTest button 4/5, 6/7 sideways) per step of travel on each axis since its
/// touches landed (`ScrollTrack`; the pan's threshold to begin included); when it ends, the clicks go on along the fling's
/// decay (`KineticScroll`), one batch per frame of the screen's refresh
/// rate (`PacedAnimations`), until it comes to rest or a new touch sequence begins.
///
/// Every click of one scroll, its glide's included, goes to the window under
/// the point where its touches landed (docs/REFERENCE.md §11), as a wheel's
/// clicks go to the window under a pointer that stays put: on a touchscreen
/// each click puts the pointer there with its press and leaves it there
/// (`ScrollTrack.place`), whatever the fingers, the touch's pointer
/// emulation or a mouse did since — so fingers that travel over a title
/// bar, a panel, another window or the desktop scroll none of them. A
/// touchpad's clicks go where the pointer is, which its gesture does not
/// move.
///
/// A value type with one method per input, each returning the clicks to
/// make; the time is an input, the server is only asked (`DesktopQueries`).
public struct Scrolls: Equatable, Sendable {
  /// The gestures scrolling now, by name.
  public private(set) var tracks: [String: ScrollTrack] = [:]
  /// The glides after a lift, and their frames.
  public private(set) var glides = PacedAnimations<KineticScroll>()

  public init() {}

  /// `scroll:` on a `changed` of the gesture at `place`: the clicks from its
  /// travel since its touches landed, where they landed (the first
  /// `changed`'s landing point holds for the whole scroll).
  public mutating func perform(_ style: ScrollStyle, step: Double, place: GesturePlace)
    -> DesktopOutcome
  {
    var track = tracks[place.gesture] ?? ScrollTrack(style: style, step: step, at: Self.wheel(of: place))
    let clicks = track.clicks(toTravel: place.travelXMM, place.travelYMM)
    tracks[place.gesture] = track
    return DesktopOutcome(clicks)
  }

  /// Where a gesture's clicks go: a touchscreen's where its touches landed;
  /// a touchpad's where the pointer is (nil), which is where its gesture
  /// began, since the gesture does not move it; a mouse's where its button
  /// was pressed.
  static func wheel(of place: GesturePlace) -> ScreenPoint? {
    switch place.source {
    case .touchscreen, .mouse: ScreenPoint(x: Int(place.landingX.rounded()), y: Int(place.landingY.rounded()))
    case .touchpad: nil
    }
  }

  /// The gesture ended with a travel of (`dx`, `dy`) mm since its touches landed and
  /// its fingers at (`vx`, `vy`) mm/s: the clicks up to the lift, then its
  /// glide, the first frame one period later. A gesture that was not
  /// scrolling does nothing.
  public mutating func ended(
    _ gesture: String, dx: Double, dy: Double, vx: Double, vy: Double, at now: Double,
    asking server: some DesktopQueries
  ) -> [DesktopRequest] {
    guard var track = tracks.removeValue(forKey: gesture) else { return [] }
    let clicks = track.clicks(toTravel: dx, dy)
    if let glide = KineticScroll(track, liftX: dx, y: dy, vx: vx, vy: vy, at: now) {
      glides.start(glide, at: now, asking: server)
    }
    return clicks
  }

  /// The gesture began again, was cancelled, failed or was recognized: it stops scrolling.
  public mutating func dropped(_ gesture: String) { tracks[gesture] = nil }

  /// A transition of any gesture, before its actions: a gesture that begins
  /// starts counting afresh; one that ends glides on; one that is cancelled
  /// or fails stops.
  public mutating func follow(
    _ transition: GestureTransition, at now: Double, asking server: some DesktopQueries
  ) -> [DesktopRequest] {
    guard !tracks.isEmpty else { return [] }
    let d = transition.data
    switch transition.to {
    case .began, .cancelled, .failed, .recognized:
      dropped(transition.gesture)
    case .ended:
      return ended(
        transition.gesture, dx: d.travelXMM, dy: d.travelYMM, vx: d.vxMM, vy: d.vyMM, at: now, asking: server)
    case .possible, .changed:
      break
    }
    return []
  }

  /// A touch sequence began: every glide stops where it is.
  public mutating func touched() { glides.stop { _ in true } }

  /// When the next frame of a glide is due.
  public var nextDeadline: Double? { glides.nextDeadline }

  /// Time passed: every glide whose frame is due clicks on; one at rest ends.
  public mutating func timePassed(to now: Double) -> [DesktopRequest] { glides.timePassed(to: now) }
}
