public import XGestureEngine

#if canImport(Glibc)
  import Glibc
#endif

/// A touchpad gesture sequence as the contacts of fingers, so that the same
/// engine, recognizers and rules serve touchpads and touchscreens.
///
/// The touchpad's driver sends no touches, only what it recognized: a swipe
/// or pinch of N fingers, its motion, and for pinches the span relative to
/// the begin (`scale`) and the turn (`angleDelta`). The N contacts sit evenly
/// on a circle of `diameter` (40 mm, a typical two-finger span) around the
/// pointer's position, the first to the right of the centre. The centre moves
/// by the unaccelerated motion, converted with `millimetresPerUnit`; for
/// pinches the circle's diameter is `diameter × scale` and it turns by the
/// summed angle deltas (clockwise positive, as the engine measures rotation
/// on a y-down surface). Positions are millimetres on the touchpad's virtual
/// surface (`TouchpadSurface`).
public struct VirtualContacts: Sendable, Equatable {
  /// libinput's unaccelerated touchpad unit: it normalizes motion to 1000
  /// dpi, and its touchpad filter scales that by the constant 0.2968 and a
  /// baseline of 0.9, so one unit is 25.4 / (1000 × 0.2968 × 0.9) mm. Measured
  /// on the libinput bed: 20 mm of swipe sum to 210.3 units, 10.52 per mm
  /// (docs/BEDS.md). The factor without the baseline (0.0856) would make
  /// every distance 10 % short.
  public static let millimetresPerUnit = 25.4 / (1000 * 0.2968 * 0.9)
  /// The circle the contacts sit on, mm.
  public static let diameter = 40.0

  public let kind: GestureEvent.Kind
  public let fingers: Int
  /// The circle's centre, mm.
  public private(set) var centre: Point
  /// The pinch's span relative to the begin.
  public private(set) var scale = 1.0
  /// The summed angle deltas, degrees clockwise.
  public private(set) var angle = 0.0

  /// A sequence that began with `fingers` fingers around `centre` (mm).
  public init(kind: GestureEvent.Kind, fingers: Int, centre: Point) {
    self.kind = kind
    self.fingers = max(1, fingers)
    self.centre = centre
  }

  /// One update: the unaccelerated motion in the driver's units; pinches
  /// also bring their absolute scale and the angle turned since the last one.
  public mutating func move(
    unacceleratedDX dx: Double, unacceleratedDY dy: Double, scale: Double, angleDelta: Double
  ) {
    centre = centre + Point(x: dx, y: dy) * Self.millimetresPerUnit
    guard kind == .pinch else { return }
    if scale.isFinite, scale > 0 { self.scale = scale }
    if angleDelta.isFinite { angle += angleDelta }
  }

  /// Where the contacts lift: where they are, but the last at the centre.
  /// The engine takes each lift as its own frame and reports a gesture that
  /// ends with the last lift at that contact's position: the centre is the
  /// pointer's position plus the motion, as for every other transition.
  public var liftPositions: [Point] {
    var lifts = positions
    lifts[lifts.count - 1] = centre
    return lifts
  }

  /// Where each contact is now, mm; contact k is the k-th finger.
  public var positions: [Point] {
    guard fingers > 1 else { return [centre] }
    let radius = Self.diameter / 2 * scale
    return (0..<fingers).map { k in
      let radians = (angle + 360 * Double(k) / Double(fingers)) * Double.pi / 180
      return centre + Point(x: cos(radians), y: sin(radians)) * radius
    }
  }
}

/// A touchpad's virtual surface for the engine: the whole screen at the
/// screen's physical density, so that a contact's position in millimetres,
/// mapped to root pixels (`DeviceGeometry.screenPoint`), is the pointer's
/// root position plus the contacts' motion. Millimetres are the screen's
/// (DisplayWidthMM/HeightMM; 96 dpi when the server does not know them).
public enum TouchpadSurface {
  /// The engine's geometry for the touchpad `id` on a screen of this size.
  public static func geometry(
    id: Int, name: String, screen: ScreenSize, source: DeviceSource = .touchpad
  ) -> DeviceGeometry {
    let width = Double(screen.width)
    let height = Double(screen.height)
    let known = screen.widthMM > 0 && screen.heightMM > 0
    return DeviceGeometry(
      id: id, name: name, width: known ? Double(screen.widthMM) : width * 25.4 / 96,
      height: known ? Double(screen.heightMM) : height * 25.4 / 96, screenWidth: width,
      screenHeight: height, source: source)
  }
}
