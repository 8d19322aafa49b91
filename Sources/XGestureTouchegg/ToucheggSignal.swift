/// One signal of Touchégg's daemon protocol (docs/REFERENCE.md §15): what its
/// clients — Cinnamon, Gala, GNOME's "X11 Gestures", Touchégg's own client —
/// receive as `OnGestureBegin`, `OnGestureUpdate` or `OnGestureEnd`, each with
/// the arguments `(uudiut)`: type, direction, percentage, fingers, device
/// type, elapsed milliseconds.
///
/// The numbers of the enums are the protocol's: a client switches on them.
public struct ToucheggSignal: Equatable, Sendable {
  /// Which of the three signals this is.
  public enum Phase: Equatable, Sendable {
    case begin, update, end

    /// The signal's member name on `io.github.joseexposito.Touchegg`.
    public var member: String {
      switch self {
      case .begin: "OnGestureBegin"
      case .update: "OnGestureUpdate"
      case .end: "OnGestureEnd"
      }
    }
  }

  /// The gesture's type (Touchégg's `GestureType`).
  public enum GestureType: UInt32, Equatable, Sendable {
    case swipe = 1
    case pinch = 2
    case tap = 3
  }

  /// Where the gesture goes (Touchégg's `GestureDirection`); a tap has none.
  public enum Direction: UInt32, Equatable, Sendable {
    case unknown = 0
    case up = 1
    case down = 2
    case left = 3
    case right = 4
    case `in` = 5
    case out = 6
  }

  /// What made it (Touchégg's `DeviceType`).
  public enum DeviceType: UInt32, Equatable, Sendable {
    case touchpad = 1
    case touchscreen = 2
  }

  public var phase: Phase
  public var type: GestureType
  public var direction: Direction
  /// How far the gesture has gone, 0–100.
  public var percentage: Double
  public var fingers: Int32
  public var device: DeviceType
  /// Milliseconds since the gesture began.
  public var elapsed: UInt64

  public init(
    phase: Phase, type: GestureType, direction: Direction, percentage: Double, fingers: Int32,
    device: DeviceType, elapsed: UInt64
  ) {
    self.phase = phase
    self.type = type
    self.direction = direction
    self.percentage = percentage
    self.fingers = fingers
    self.device = device
    self.elapsed = elapsed
  }
}
