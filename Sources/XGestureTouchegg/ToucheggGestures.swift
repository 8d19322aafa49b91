public import XGestureEngine

/// What Touchégg's daemon would send for every device xgesture uses
/// (docs/REFERENCE.md §15, "Touchégg's clients"): a `ToucheggTouchscreen`
/// per touchscreen and a `ToucheggTouchpad` per touchpad, by XI device id.
/// The bridge feeds it what it feeds the engine when `touchegg-clients` is
/// on.
public struct ToucheggGestures: Sendable {
  private var touchscreens: [Int: ToucheggTouchscreen] = [:]
  private var touchpads: [Int: ToucheggTouchpad] = [:]

  public init() {}

  /// A touch event on a touchscreen of `width` × `height` mm (a new size
  /// starts the device afresh).
  public mutating func touch(_ event: TouchEvent, width: Double, height: Double)
    -> [ToucheggSignal]
  {
    var screen = touchscreens[event.device] ?? ToucheggTouchscreen(width: width, height: height)
    if screen.thresholds != .touchscreen(width: width, height: height) {
      screen = ToucheggTouchscreen(width: width, height: height)
    }
    let signals = screen.handle(event)
    touchscreens[event.device] = screen
    return signals
  }

  /// A touchpad is used; its physical size in mm when known.
  public mutating func useTouchpad(_ id: Int, width: Double?, height: Double?) {
    touchpads[id] = ToucheggTouchpad(width: width, height: height)
  }

  /// A touchpad's gesture sequence begins.
  public mutating func touchpadBegan(_ id: Int, _ kind: TouchpadMotion) {
    var pad = touchpads[id] ?? ToucheggTouchpad(width: nil, height: nil)
    pad.began(kind)
    touchpads[id] = pad
  }

  /// An update of a touchpad's sequence (see `ToucheggTouchpad.updated`).
  public mutating func touchpadUpdated(
    _ id: Int, fingers: Int, dx: Double, dy: Double, scale: Double, at time: Double
  ) -> [ToucheggSignal] {
    touchpads[id]?.updated(fingers: fingers, dx: dx, dy: dy, scale: scale, at: time) ?? []
  }

  /// The end of a touchpad's sequence.
  public mutating func touchpadEnded(_ id: Int, scale: Double, at time: Double) -> [ToucheggSignal] {
    touchpads[id]?.ended(scale: scale, at: time) ?? []
  }

  /// A device is gone (or its gestures are cancelled): nothing more is sent
  /// for what it was doing.
  public mutating func forget(_ id: Int) {
    touchscreens[id]?.reset()
    touchpads[id]?.reset()
  }

  /// Claim mode: whether the touches down on touchscreen `device` may yet
  /// make a gesture sent to clients.
  public func holdsTouches(on device: Int, at now: Double) -> Bool {
    touchscreens[device]?.holdsTouches(at: now) ?? false
  }

  /// The touchscreens whose touches are held now.
  public func holding(at now: Double) -> [Int] {
    touchscreens.keys.sorted().filter { touchscreens[$0]!.holdsTouches(at: now) }
  }

  /// The earliest time at which a touchscreen's touches stop being held
  /// with no event of their own (see `ToucheggTouchscreen.deadline`).
  public var deadline: Double? { touchscreens.values.compactMap(\.deadline).min() }
}
