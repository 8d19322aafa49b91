/// A gesture's data as commands see it (docs/REFERENCE.md): root-window pixels,
/// px/s, degrees clockwise positive, ms.
public struct GestureData: Hashable, Sendable {
  public var fingers: Int
  /// Centroid, px.
  public var x: Double
  public var y: Double
  /// Centroid, mm on the device from its top left corner (the session bus's `x_mm`, `y_mm`).
  public var xMM: Double
  public var yMM: Double
  /// Translation since began, px.
  public var dx: Double
  public var dy: Double
  /// Translation since began, mm on the device (what `repeat:` steps measure).
  public var dxMM: Double
  public var dyMM: Double
  /// Velocity, px/s.
  public var vx: Double
  public var vy: Double
  /// Velocity, mm/s on the device (what kinetic scrolling carries on from).
  public var vxMM: Double
  public var vyMM: Double
  /// Where an inertial slide from this velocity comes to rest, px, clamped to
  /// the screen's pixels (0 … width − 1, 0 … height − 1).
  public var flingX: Double
  public var flingY: Double
  /// Pinch scale since began (1 = none) and its rate per second.
  public var scale: Double
  public var scaleVelocity: Double
  /// Rotation since began, degrees clockwise positive, and its rate in degrees per second.
  public var rotation: Double
  public var angularVelocity: Double
  /// Which way it went (`XGESTURE_DIRECTION`): a swipe's, edge swipe's or
  /// pan's direction on the screen, a pinch's `in`/`out`, a rotation's
  /// `clockwise`/`counterclockwise`; fixed when the gesture began.
  public var direction: GestureDirection?
  /// The travel since the gesture's touches landed, the threshold to begin
  /// included (a pan's hysteresis): px, and mm on the device. What a
  /// preview's progress counts and `window: move` follows (`dx`/`dy` count
  /// from `began`).
  public var travelX: Double
  public var travelY: Double
  public var travelXMM: Double
  public var travelYMM: Double
  /// Where the gesture's touches landed, px: the centroid less its travel
  /// (where a scroll's wheel clicks). A touchpad's is where the pointer was
  /// when it began; a gesture without travel (pinch, rotate) is where it is.
  public var landingX: Double { x - travelX }
  public var landingY: Double { y - travelY }
  public var device: String
  public var deviceID: Int
  /// A touchscreen, or a touchpad (`XGESTURE_SOURCE`).
  public var source: DeviceSource
  /// ms since the first touch of the gesture.
  public var duration: Double
  /// A stroke's shape (`XGESTURE_SHAPE`): the one recognized, or on failure
  /// the nearest; nil for other types and for a path that is no stroke.
  public var shape: String?
  /// How alike the path and `shape` are, 0 … 1 (`XGESTURE_SCORE`).
  public var score: Double?

  init(_ m: GestureMeasure, device: DeviceGeometry, time: Double) {
    fingers = m.fingers
    let c = device.screenPoint(m.centroid)
    x = c.x
    y = c.y
    xMM = m.centroid.x
    yMM = m.centroid.y
    let d = device.screenVector(m.translation)
    dx = d.x
    dy = d.y
    dxMM = m.translation.x
    dyMM = m.translation.y
    let v = device.screenVector(m.velocity)
    vx = v.x
    vy = v.y
    vxMM = m.velocity.x
    vyMM = m.velocity.y
    let rest = Fling.screenRestPoint(from: m.centroid, velocity: m.velocity, on: device)
    flingX = rest.x
    flingY = rest.y
    scale = m.scale
    scaleVelocity = m.scaleVelocity
    rotation = m.rotation
    angularVelocity = m.angularVelocity
    direction = m.direction
    let travel = device.screenVector(m.travel)
    travelX = travel.x
    travelY = travel.y
    travelXMM = m.travel.x
    travelYMM = m.travel.y
    self.device = device.name
    deviceID = device.id
    source = device.source
    duration = time - m.startTime
    shape = m.shape
    score = m.score
  }
}
