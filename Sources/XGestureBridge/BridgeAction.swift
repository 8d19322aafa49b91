public import XGestureEngine
public import XGestureTouchegg

/// What `BridgeState` asks its driver to do, in order. Requests that need an
/// answer come back as another input of the state (named with each case).
public enum BridgeAction: Equatable, CustomStringConvertible {
  // MARK: The X server

  /// Take claim mode's touch grab; a refusal comes back as `grabRefused(_:)`.
  case grab
  /// Release the grab.
  case ungrab
  /// Take claim mode's gesture grabs (XI 2.4); a refusal comes back as
  /// `gestureGrabRefused(_:)`.
  case grabGestures
  /// Release the gesture grabs.
  case ungrabGestures
  /// Select the gesture events on the root (touchpads observed).
  case selectGestures
  /// Keep (xgesture's) or replay (to the window under the pointer) a grabbed
  /// gesture sequence at its begin (XIAllowEvents). Not sent before `flush`.
  case allowGesture(master: Int, keep: Bool)
  /// List every device (XIQueryDevice); the answer is `devicesListed(_:at:)`.
  case listDevices
  /// Describe one device; the answer is `deviceLookedUp(_:_:at:)`.
  case lookUpDevice(Int)
  /// Look, with a round trip, whether a hierarchy change waits in the queue
  /// (a device is being unplugged); the answer is `unplugChecked(_:at:)`.
  case checkForUnplug
  /// Accept (xgesture keeps it) or reject (applications get it) a touch held
  /// under the grab (XIAllowTouchEvents). Not sent before the next `flush`.
  case decide(master: Int, touch: Int, accept: Bool)
  /// Send what is buffered (XFlush): once after a round's decisions.
  case flush
  /// Grab these mouse buttons on the root window, synchronously, in place of
  /// those grabbed before (none: release them); a refusal is logged.
  case grabButtons([Int])
  /// Let the pointer's events held back by the button grab come on to
  /// xgesture (`keep`) or replay the press to the window under the pointer.
  case allowPointer(master: Int, keep: Bool)
  /// Select (or stop selecting) the devices' raw motion and button releases:
  /// the only news of a pointer the grab holds back.
  case watchRawPointer(Bool)
  /// Press `button` at the path's first point (root px), move along it and
  /// release at its last, for the applications (a drag that is no shape).
  case replayDrag(button: Int, path: [Point])

  // MARK: The engine

  /// Start using a touch device at this time.
  case addDevice(DeviceGeometry, at: Double)
  /// A device is gone at this time: its gestures end.
  case removeDevice(Int, at: Double)
  /// One touch event; the engine's outputs come back as `engineReported(_:)`.
  case feed(TouchEvent)
  /// Fire the engine's timers due by this time.
  case advance(to: Double)
  /// The read of the X queue is drained: the engine runs the last frame.
  case flushEngine
  /// The new rules take over: a new engine with these devices, then the
  /// change's caller is told.
  case takeOver(RuleChange, devices: [DeviceGeometry])

  // MARK: Out

  /// Stop (`.paused`) or start again (`.running`) running the actions of the
  /// engine's outputs: the screen is locked or blanked. Outputs are still
  /// passed on. The driver moves `BridgeState.actions` when it gets here, so
  /// the outputs before and after it are told apart.
  case actions(ActionState)

  /// What Touchégg's daemon would send now (`touchegg-clients: on`), for
  /// its clients.
  case touchegg([ToucheggSignal])

  /// One line for the log.
  case log(String)
  /// Something the engine reported, for the actions (and `--verbose`).
  case output(EngineOutput)

  /// One line in one format, for a test's message or a trace of the bridge.
  public var description: String {
    switch self {
    case .grab: "x: grab touches"
    case .ungrab: "x: ungrab touches"
    case .grabGestures: "x: grab gestures"
    case .ungrabGestures: "x: ungrab gestures"
    case .selectGestures: "x: select gestures"
    case .allowGesture(let master, let keep):
      "x: \(keep ? "keep" : "replay") gesture (master \(master))"
    case .listDevices: "x: list devices"
    case .lookUpDevice(let id): "x: look up device \(id)"
    case .checkForUnplug: "x: check for an unplug"
    case .decide(let master, let touch, let accept):
      "x: \(accept ? "accept" : "reject") touch \(touch) (master \(master))"
    case .flush: "x: flush"
    case .grabButtons(let buttons): buttons.isEmpty ? "x: ungrab buttons" : "x: grab buttons \(buttons)"
    case .allowPointer(let master, let keep): "x: \(keep ? "keep" : "pass") the press (master \(master))"
    case .watchRawPointer(let on): "x: \(on ? "watch" : "stop watching") raw pointer motion"
    case .replayDrag(let button, let path): "x: replay button \(button) along \(path.count) points"
    case .addDevice(let device, let time): "engine: add device \(device.id) at \(time)"
    case .removeDevice(let id, let time): "engine: remove device \(id) at \(time)"
    case .feed(let event):
      "engine: \(event.phase.rawValue) touch \(event.touch) on device \(event.device) at \(event.time)"
    case .advance(let time): "engine: advance to \(time)"
    case .flushEngine: "engine: run the frame"
    case .takeOver(_, let devices): "engine: new rules take over with devices \(devices.map(\.id))"
    case .actions(let state): state == .paused ? "actions: pause" : "actions: resume"
    case .touchegg(let signals): "touchegg: " + signals.map(Self.describe).joined(separator: ", ")
    case .log(let line): "log: \(line)"
    case .output(let output): "output: \(output.logLine)"
    }
  }

  /// "begin swipe right 3 fingers 0% 0 ms touchscreen".
  private static func describe(_ s: ToucheggSignal) -> String {
    let percentage = (s.percentage * 10).rounded() / 10
    return "\(s.phase) \(s.type) \(s.direction) \(s.fingers) fingers \(percentage)% \(s.elapsed) ms \(s.device)"
  }
}
