import Foundation

/// A real X server (Xorg, dummy video driver, the evdev or libinput input
/// driver) reading umockdev-emulated touchscreens and touchpads, and scripted
/// touchpads of Xorg's inputtest driver, for tests that need real XInput 2.2
/// touch events and XI 2.4 gesture events (docs/BEDS.md).
///
/// Each bed has its own server on a free display, its own umockdev testbed and
/// its own temporary folder, so tests can run in parallel. Touches are injected
/// as kernel multitouch protocol B frames:
///
///     let bed = try TouchBed()
///     bed.down(slot: 0, x: 100, y: 50)   // millimetres from the top-left corner
///     bed.down(slot: 1, x: 120, y: 50)
///     try bed.frame()                    // one SYN_REPORT
///     bed.up(slot: 0); bed.up(slot: 1)
///     try bed.frame()
///
/// Touchpads: `touchpads` are umockdev multitouch touchpads driven by
/// xf86-input-libinput (raw finger frames, `down(slot:x:y:touchpad:)` …), in
/// which libinput recognizes swipes and pinches; `inputTestTouchpads` get
/// their gesture events scripted directly (`swipe(…)`, `pinch(…)`).
///
/// The bed's input classes come last in the server's configuration, so they
/// win over the system's (Debian's 40-libinput.conf). When libinput drives
/// any device, the bed imitates udev: its server runs in a private mount
/// namespace with a tmpfs /run holding a udev database entry per device (see
/// docs/BEDS.md).
///
/// `stop()` (also run when the bed is released) ends the server and removes the
/// testbed; the helper process and the server also die with the test process.
public final class TouchBed: @unchecked Sendable {
  /// The value for `DISPLAY`, e.g. `:3`.
  public private(set) var display = ""
  public let screen: XorgConfiguration
  /// The touchscreens plugged in now, in the order they were added.
  public private(set) var devices: [TouchscreenDescription]
  /// The umockdev touchpads (libinput driver), in the order they were added.
  public private(set) var touchpads: [TouchpadDescription]
  /// The inputtest touchpads and mice, present from start to stop.
  public let inputTestTouchpads: [InputTestTouchpad]
  public let inputTestMice: [InputTestMouse]
  /// Whether the bed imitates udev (a database entry per device) because
  /// libinput drives some of its devices.
  public let imitatesUdev: Bool
  public let folder: TemporaryDirectory

  private let helper: ChildProcess
  private let channel: LineChannel
  private var contacts: [Int: DeviceContacts] = [:]
  private var stopped = false
  /// The script being recorded inside `script { … }`, if any.
  var script: FrameScript?
  /// One connection per inputtest touchpad, by name, kept for the bed's life.
  var inputTestConnections: [String: InputTestConnection] = [:]
  /// Device node → the pty's numbers it took ("136:4"), when imitating udev.
  var deviceNumbers: [String: String] = [:]
  /// The helper's process, whose mount namespace the X server shares.
  var helperPID: pid_t { helper.pid }
  /// The X server's process, once it runs.
  private var xorgPID: pid_t?

  /// The environment a client of this bed's X server needs.
  public var environment: [String: String] { ["DISPLAY": display] }

  public init(
    devices: [TouchscreenDescription] = [TouchscreenDescription()],
    touchpads: [TouchpadDescription] = [],
    inputTestTouchpads: [InputTestTouchpad] = [],
    inputTestMice: [InputTestMouse] = [],
    screen: XorgConfiguration = XorgConfiguration()
  ) throws(BedError) {
    let imitatesUdev = screen.touchscreenDriver == .libinput || !touchpads.isEmpty
    try Self.checkInstalled(libinput: imitatesUdev)
    let folder = try TemporaryDirectory(prefix: "xgesture-touchbed")
    let helper = try ChildProcess(
      try Self.helperPath(), arguments: imitatesUdev ? ["--private-run"] : [], environment: ChildProcess.environment(),
      standardOutput: .pipe, standardError: .append(folder.file("helper.log")), inputPipe: true)
    let channel = LineChannel(readingFrom: helper.standardOutputPipe!, writingTo: helper.standardInputPipe!)
    self.folder = folder
    self.helper = helper
    self.channel = channel
    self.screen = screen
    self.devices = []
    self.touchpads = []
    self.inputTestTouchpads = inputTestTouchpads
    self.inputTestMice = inputTestMice
    let inputTest = inputTestTouchpads.map(InputTestDevice.touchpad) + inputTestMice.map(InputTestDevice.mouse)
    self.imitatesUdev = imitatesUdev
    do throws(BedError) {
      guard Set(inputTest.map(\.name)).count == inputTest.count else {
        throw BedError.misuse("the touch bed's inputtest devices need names of their own")
      }
      for device in devices { try plug(device) }
      for touchpad in touchpads { try plug(touchpad) }
      let sockets = inputTest.enumerated().map { ($1, folder.file("inputtest\($0).socket")) }
      let config = try folder.write(screen.text(inputTest: sockets), to: "xorg.conf")
      let configDir = folder.file("xorg.conf.d")
      mkdir(configDir, 0o755)
      let started = try request("xorg \(config) \(configDir) \(folder.file("Xorg.log"))", timeout: 40)
        .split(separator: " ")
      display = ":\(started.first ?? "")"
      xorgPID = started.dropFirst().first.flatMap { pid_t($0) }
      raisePacingThreads()
      try waitForDevices(
        named: devices.map(\.name) + touchpads.map(\.name) + inputTest.map(\.name), present: true)
      for (device, socket) in sockets {
        inputTestConnections[device.name] = try InputTestConnection(socketPath: socket)
      }
    } catch {
      // stop(), not only the helper's shutdown: deinit runs for a failed init
      // and must not write to the helper again (SIGPIPE).
      stop()
      throw error
    }
  }

  deinit { stop() }

  /// Ends the X server and the testbed. Safe to call more than once.
  public func stop() {
    guard !stopped else { return }
    stopped = true
    inputTestConnections = [:]
    shutDownHelper()
  }

  /// The X server's log, for a failing test's message.
  public var serverLog: String {
    (try? String(contentsOfFile: folder.file("Xorg.log"), encoding: .utf8)) ?? ""
  }

  // MARK: Hotplug

  /// Plugs in another touchscreen while the server runs and waits until the
  /// server lists it.
  public func hotAdd(_ device: TouchscreenDescription) throws(BedError) {
    try plug(device)
    try waitForDevices(named: [device.name], present: true)
    raisePacingThreads()
  }

  /// Unplugs a touchscreen and waits until the server no longer lists it.
  public func hotRemove(_ device: TouchscreenDescription) throws(BedError) {
    guard let index = devices.firstIndex(where: { $0.eventNumber == device.eventNumber }) else {
      throw .misuse("the touch bed has no device \(device.deviceNode)")
    }
    _ = try request("remove \(device.sysPath)")
    devices.remove(at: index)
    contacts[device.eventNumber] = nil
    deviceNumbers[device.deviceNode] = nil
    try waitForDevices(named: [device.name], present: false)
  }

  /// Plugs in another touchpad while the server runs and waits until the
  /// server lists it.
  public func hotAdd(_ touchpad: TouchpadDescription) throws(BedError) {
    try plug(touchpad)
    try waitForDevices(named: [touchpad.name], present: true)
    raisePacingThreads()
  }

  /// Unplugs a touchpad and waits until the server no longer lists it.
  public func hotRemove(_ touchpad: TouchpadDescription) throws(BedError) {
    guard let index = touchpads.firstIndex(where: { $0.eventNumber == touchpad.eventNumber }) else {
      throw .misuse("the touch bed has no touchpad \(touchpad.deviceNode)")
    }
    _ = try request("remove \(touchpad.sysPath)")
    touchpads.remove(at: index)
    contacts[touchpad.eventNumber] = nil
    deviceNumbers[touchpad.deviceNode] = nil
    try waitForDevices(named: [touchpad.name], present: false)
  }

  /// Raises the threads a frame goes through on its way to the server's
  /// timestamp (docs/BEDS.md, "Under load"): every thread of the helper (its
  /// main thread writes the frames; umockdev's thread in it answers the
  /// server's reads and ioctls on the emulated nodes) and the server's input
  /// thread, which stamps each event as it reads it. Again after hotplug,
  /// which can start a thread in the helper.
  private func raisePacingThreads() {
    for thread in PacingPriority.threads(of: helper.pid) { PacingPriority.raise(thread: thread.id) }
    if let xorgPID, let reader = PacingPriority.threads(of: xorgPID).first(where: { $0.name == "InputThread" }) {
      PacingPriority.raise(thread: reader.id)
    }
  }

  private func plug(_ device: TouchscreenDescription) throws(BedError) {
    try plug(device.evdev, udevDatabase: device.udevDatabase)
    devices.append(device)
    contacts[device.eventNumber] = DeviceContacts(device: device)
  }

  private func plug(_ touchpad: TouchpadDescription) throws(BedError) {
    try plug(touchpad.evdev, udevDatabase: touchpad.udevDatabase)
    touchpads.append(touchpad)
    contacts[touchpad.eventNumber] = DeviceContacts(touchpad: touchpad)
  }

  /// Adds the device to the testbed; when the bed imitates udev, the helper
  /// also writes its udev database entry (the properties after the paths).
  private func plug(_ device: EvdevDevice, udevDatabase: [String]) throws(BedError) {
    guard contacts[device.eventNumber] == nil else {
      throw .misuse("the touch bed has a device \(device.deviceNode) already; give each its own eventNumber")
    }
    let description = try folder.write(device.umockdevText, to: "event\(device.eventNumber).umockdev")
    let ioctl = try folder.write(device.ioctlText, to: "event\(device.eventNumber).ioctl")
    let database = imitatesUdev ? " " + (["ID_INPUT=1"] + udevDatabase).joined(separator: " ") : ""
    let numbers = try request("add \(description) \(ioctl) \(device.deviceNode) \(device.sysPath)\(database)")
    if !numbers.isEmpty { deviceNumbers[device.deviceNode] = numbers }
  }

  // MARK: Touches

  /// Puts a finger down in `slot` at (`x`, `y`) mm; sent with the next `frame()`.
  public func down(slot: Int, x: Double, y: Double, device: TouchscreenDescription? = nil) {
    withContacts(of: device) { $0.down(slot: slot, x: x, y: y) }
  }

  /// Moves the finger in `slot` to (`x`, `y`) mm; sent with the next `frame()`.
  public func move(slot: Int, x: Double, y: Double, device: TouchscreenDescription? = nil) {
    withContacts(of: device) { $0.move(slot: slot, x: x, y: y) }
  }

  /// Lifts the finger in `slot`; sent with the next `frame()`.
  public func up(slot: Int, device: TouchscreenDescription? = nil) {
    withContacts(of: device) { $0.up(slot: slot) }
  }

  /// Puts a finger down on a touchpad in `slot` at (`x`, `y`) mm from its
  /// top-left corner; sent with the next `frame()`.
  public func down(slot: Int, x: Double, y: Double, touchpad: TouchpadDescription) {
    withContacts(of: touchpad.eventNumber) { $0.down(slot: slot, x: x, y: y) }
  }

  /// Moves the finger in `slot` of a touchpad to (`x`, `y`) mm; sent with the next `frame()`.
  public func move(slot: Int, x: Double, y: Double, touchpad: TouchpadDescription) {
    withContacts(of: touchpad.eventNumber) { $0.move(slot: slot, x: x, y: y) }
  }

  /// Lifts the finger in `slot` of a touchpad; sent with the next `frame()`.
  public func up(slot: Int, touchpad: TouchpadDescription) {
    withContacts(of: touchpad.eventNumber) { $0.up(slot: slot) }
  }

  /// Sends every pending change as one evdev frame (ending in SYN_REPORT) per
  /// device that has changes. On a libinput bed the events carry a
  /// CLOCK_MONOTONIC time, the clock libinput asks evdev for: `moment`, or
  /// now (libinput discards a touch that moves too far for the time between
  /// its events).
  ///
  /// Inside `script { … }` the frame is not sent yet: it joins the script at
  /// the script's clock, and goes out at that moment, stamped with it.
  public func frame(at moment: MonotonicTime? = nil) throws(BedError) {
    let writes = takeFrames()
    guard script == nil else {
      guard moment == nil else {
        throw .misuse("a frame in a script goes out at its moment in the script; frame(at:) is for frames outside one")
      }
      script!.add(writes)
      return
    }
    for write in writes {
      try send(write, stamp: moment ?? (imitatesUdev ? MonotonicTime.now() : nil))
    }
  }

  /// Each device's pending changes as one frame's events ("TYPE CODE VALUE …").
  private func takeFrames() -> [FrameScript.Write] {
    (devices.map(\.eventNumber) + touchpads.map(\.eventNumber)).compactMap { node in
      guard let events = contacts[node]?.takeFrame(), !events.isEmpty else { return nil }
      return FrameScript.Write(
        node: node, numbers: events.map { "\($0.type) \($0.code) \($0.value)" }.joined(separator: " "))
    }
  }

  /// Has the helper write one device's frame, stamped with `stamp` when given
  /// (else with the time of writing).
  func send(_ write: FrameScript.Write, stamp: MonotonicTime?) throws(BedError) {
    if let stamp {
      _ = try request("write-at \(stamp.nanoseconds) /dev/input/event\(write.node) \(write.numbers)")
    } else {
      _ = try request("write /dev/input/event\(write.node) \(write.numbers)")
    }
  }

  /// Taps a corner of the first device until `observer` has seen it, then
  /// clears the observer: after this, the observer has selected its events
  /// and sees everything injected next.
  ///
  /// A corner tap of an earlier round may still be on its way when one is
  /// seen (a loaded machine); so a last tap beside the corner goes after
  /// them, and the observer is cleared once it has that one, the last.
  public func waitUntilObserved(by observer: XInputObserver, timeout: Double = 10) throws(BedError) {
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    // The master device's TouchEnd is the last event a tap makes.
    func ends(_ events: [XInputObserver.Event]) -> [XInputObserver.Event] {
      events.filter { $0.type == "TouchEnd" && $0.device != $0.source }
    }
    while MonotonicTime.now() < deadline {
      try tap(x: 0.5, y: 0.5, hold: 0)
      guard let seen = observer.wait(timeout: 0.2, until: { !ends($0).isEmpty }) else { continue }
      let corner = ends(seen)[0].rootX ?? 0
      try tap(x: 3, y: 0.5, hold: 0)
      let left = max(1, -deadline.millisecondsAgo / 1000)
      guard observer.wait(timeout: left, until: { ends($0).contains { ($0.rootX ?? 0) > corner } }) != nil else {
        break
      }
      observer.clear()
      return
    }
    throw .timedOut("xinput test-xi2 seeing the bed's touches", seconds: timeout)
  }

  private func withContacts(of device: TouchscreenDescription?, _ change: (inout DeviceContacts) -> Void) {
    guard let number = (device ?? devices.first)?.eventNumber else {
      preconditionFailure("the touch bed has no touchscreen")
    }
    withContacts(of: number, change)
  }

  private func withContacts(of number: Int, _ change: (inout DeviceContacts) -> Void) {
    guard contacts[number] != nil else { preconditionFailure("the touch bed has no device /dev/input/event\(number)") }
    change(&contacts[number]!)
  }

  // MARK: Helper process

  /// umockdev's folder for the bed's /sys and /dev.
  func testbedRoot() throws(BedError) -> String { try request("root") }

  private func request(_ line: String, timeout: Double = 10) throws(BedError) -> String {
    try channel.send(line)
    guard let reply = try channel.receive(timeout: timeout) else {
      throw .startFailed("the touch bed's helper", detail: "no reply to '\(line.prefix(60))' within \(timeout) s")
    }
    if reply == "ok" { return "" }
    if reply.hasPrefix("ok ") { return String(reply.dropFirst(3)) }
    let sentence = reply.hasPrefix("error ") ? String(reply.dropFirst(6)) : reply
    throw .startFailed("the touch bed", detail: sentence)
  }

  private func shutDownHelper() {
    try? channel.send("quit")
    if helper.waitForExit(timeout: 5) == nil {
      helper.terminate(timeout: 2)
    }
  }

  private func waitForDevices(named names: [String], present: Bool) throws(BedError) {
    let deadline = MonotonicTime.now().adding(milliseconds: 15_000)
    while MonotonicTime.now() < deadline {
      let listed = try XInputTool.deviceNames(display: display)
      if names.allSatisfy({ listed.contains($0) == present }) { return }
      usleep(20_000)
    }
    let what = "\(present ? "listing" : "dropping") \(names.joined(separator: ", "))"
    // Say where a driver stopped (libinput's "skip unconfigured input
    // device", "client bug: Invalid path", …), from the server's log.
    let errors = serverLog.split(separator: "\n").filter {
      ($0.contains("(EE)") && !$0.contains("config directory") && !$0.contains("dbus-core")) || $0.contains(" bug:")
    }
    guard errors.isEmpty else {
      throw .startFailed("the X server \(what)", detail: errors.suffix(5).joined(separator: " | "))
    }
    throw .timedOut("the X server \(what)", seconds: 15)
  }

  // MARK: Installation

  private static func checkInstalled(libinput: Bool) throws(BedError) {
    if libinput {
      _ = try ProgramLookup.require(
        file: "/usr/lib/xorg/modules/input/libinput_drv.so", package: "xserver-xorg-input-libinput")
    }
    _ = try ProgramLookup.find("Xorg", package: "xserver-xorg-core")
    _ = try ProgramLookup.find("setpriv", package: "util-linux")
    _ = try ProgramLookup.find("xinput", package: "xinput")
    _ = try ProgramLookup.require(
      file: "/usr/lib/xorg/modules/drivers/dummy_drv.so", package: "xserver-xorg-video-dummy")
    _ = try ProgramLookup.require(file: "/usr/lib/xorg/modules/input/evdev_drv.so", package: "xserver-xorg-input-evdev")
    _ = try ProgramLookup.find("umockdev-wrapper", package: "umockdev")
  }

  /// The helper is built next to the test binary (`swift build` puts every
  /// product of the package in one folder); `XGESTURE_TOUCHBED` overrides it.
  private static func helperPath() throws(BedError) -> String {
    try BuiltProgram.path(of: "xgesture-touchbed", override: "XGESTURE_TOUCHBED")
  }
}
