import XGestureEngine

extension GestureTransition {
  /// The `XGESTURE_*` variables a command bound to this transition starts
  /// with, in the order docs/REFERENCE.md §3 lists them: the gesture's data in
  /// plain decimal (the engine's `decimal`, the one formatter of the log,
  /// the trace and the environment), pixels and ms as whole numbers.
  public var environment: [(name: String, value: String)] {
    let d = data
    return [
      ("XGESTURE_GESTURE", gesture),
      ("XGESTURE_TYPE", type),
      ("XGESTURE_STATE", to.rawValue),
      ("XGESTURE_FINGERS", String(d.fingers)),
      ("XGESTURE_X", decimal(d.x, places: 0)),
      ("XGESTURE_Y", decimal(d.y, places: 0)),
      ("XGESTURE_DX", decimal(d.dx, places: 0)),
      ("XGESTURE_DY", decimal(d.dy, places: 0)),
      ("XGESTURE_VX", decimal(d.vx, places: 0)),
      ("XGESTURE_VY", decimal(d.vy, places: 0)),
      ("XGESTURE_FLING_X", decimal(d.flingX, places: 0)),
      ("XGESTURE_FLING_Y", decimal(d.flingY, places: 0)),
      ("XGESTURE_SCALE", decimal(d.scale, places: 4)),
      ("XGESTURE_ROTATION", decimal(d.rotation, places: 2)),
      ("XGESTURE_DIRECTION", d.direction?.rawValue ?? ""),
      ("XGESTURE_DEVICE", d.device),
      ("XGESTURE_DURATION", decimal(d.duration, places: 0)),
      ("XGESTURE_SOURCE", d.source.rawValue),
      ("XGESTURE_WINDOW", window.map { "0x" + String($0.id, radix: 16) } ?? ""),
      ("XGESTURE_APP", window?.className ?? ""),
    ]
  }
}
