import XGestureEngine

/// What the desktop's decisions remember about windows they changed, by
/// window: the frame a window had before xgesture maximized it, made it
/// fullscreen or tiled it — what a toggle back returns to, and what its
/// preview grows toward. Bounded: past `capacity` windows the one
/// remembered longest ago is forgotten (windows that went are never told).
public struct FrameMemory<Value: Hashable & Sendable>: Hashable, Sendable {
  public static var capacity: Int { 64 }

  private var values: [UInt: Value] = [:]
  /// The windows, the one remembered longest ago first.
  private var order: [UInt] = []

  public init() {}

  public subscript(window: UInt) -> Value? {
    get { values[window] }
    set {
      order.removeAll { $0 == window }
      values[window] = newValue
      guard newValue != nil else { return }
      order.append(window)
      if order.count > Self.capacity { values[order.removeFirst()] = nil }
    }
  }

  public var count: Int { values.count }
}

/// The frames windows had before xgesture maximized them or made them
/// fullscreen, each kept until the window is maximized or made fullscreen
/// again by xgesture. A window xgesture did not change gets
/// `restoredGuess(in:)` (docs/OVERLAY.md, "Previews").
public struct RestoredFrames: Hashable, Sendable {
  public var maximized = FrameMemory<ScreenRect>()
  public var fullscreen = FrameMemory<ScreenRect>()

  public init() {}

  /// The frame a window xgesture did not maximize returns to, as far as
  /// xgesture can tell (the window manager keeps its own and says nothing):
  /// two thirds of the work area's width and height, centred in it.
  public static func restoredGuess(in workArea: ScreenRect) -> ScreenRect {
    let width = workArea.width * 2 / 3
    let height = workArea.height * 2 / 3
    return ScreenRect(
      x: workArea.x + (workArea.width - width) / 2, y: workArea.y + (workArea.height - height) / 2,
      width: width, height: height)
  }

  /// A toggle of maximized or fullscreen is asked about `window`: when it
  /// is not in that state yet, its frame now is what it returns to.
  public mutating func toggling(_ command: WindowCommand, _ window: UInt, asking server: some DesktopQueries) {
    let states = server.states(of: window)
    switch command {
    case .maximize where !states.contains(.maximizedVertically) || !states.contains(.maximizedHorizontally):
      maximized[window] = server.frame(of: window)
    case .fullscreen where !states.contains(.fullscreen):
      fullscreen[window] = server.frame(of: window)
    default:
      break
    }
  }
}
