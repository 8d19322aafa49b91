public import XGestureEngine

/// `scroll:` (docs/REFERENCE.md §9): wheel clicks for applications that
/// only know a mouse. On each `changed` of a gesture bound to it, one click
/// (XTest button 4/5, 6/7 sideways) per step of travel on each axis since its
/// touches landed (`ScrollTrack`; the pan's threshold to begin included); when it ends, the clicks go on along the fling's
/// decay (`KineticScroll`), one batch per frame of the screen's refresh
/// rate (`PacedAnimations`), until it comes to rest or a new touch sequence begins.
///
/// The clicks go where the pointer is. On a touchscreen the pointer is put
/// once, before a gesture's first click, where the fingers are (in claim
/// mode it stays where it was while the touches are xgesture's); a
/// touchpad's gesture is at the pointer already.
///
/// A value type with one method per input, each returning the clicks to
/// make; the time is an input, the server is only asked (`DesktopQueries`).
public struct Scrolls: Equatable, Sendable {
  /// The gestures scrolling now, by name.
  public private(set) var tracks: [String: ScrollTrack] = [:]
  /// The gestures that have put the pointer under their fingers.
  public private(set) var placed: Set<String> = []
  /// The glides after a lift, and their frames.
  public private(set) var glides = PacedAnimations<KineticScroll>()

  public init() {}

  /// `scroll:` on a `changed` of the gesture at `place`: the clicks from its
  /// travel since its touches landed, after the pointer is put under the fingers for
  /// a touchscreen's first click.
  public mutating func perform(_ style: ScrollStyle, step: Double, place: GesturePlace)
    -> DesktopOutcome
  {
    var track = tracks[place.gesture] ?? ScrollTrack(style: style, step: step)
    let clicks = track.clicks(toTravel: place.travelXMM, place.travelYMM)
    tracks[place.gesture] = track
    guard !clicks.isEmpty, place.source == .touchscreen, !placed.contains(place.gesture) else {
      return DesktopOutcome(clicks)
    }
    placed.insert(place.gesture)
    let fingers = ScreenPoint(x: Int(place.x.rounded()), y: Int(place.y.rounded()))
    return DesktopOutcome([.movePointer(to: fingers)] + clicks)
  }

  /// The gesture ended with a travel of (`dx`, `dy`) mm since its touches landed and
  /// its fingers at (`vx`, `vy`) mm/s: the clicks up to the lift, then its
  /// glide, the first frame one period later. A gesture that was not
  /// scrolling does nothing.
  public mutating func ended(
    _ gesture: String, dx: Double, dy: Double, vx: Double, vy: Double, at now: Double,
    asking server: some DesktopQueries
  ) -> [DesktopRequest] {
    placed.remove(gesture)
    guard var track = tracks.removeValue(forKey: gesture) else { return [] }
    let clicks = track.clicks(toTravel: dx, dy)
    if let glide = KineticScroll(track, liftX: dx, y: dy, vx: vx, vy: vy, at: now) {
      glides.start(glide, at: now, asking: server)
    }
    return clicks
  }

  /// The gesture began again, was cancelled, failed or was recognized: it stops scrolling.
  public mutating func dropped(_ gesture: String) {
    tracks[gesture] = nil
    placed.remove(gesture)
  }

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
