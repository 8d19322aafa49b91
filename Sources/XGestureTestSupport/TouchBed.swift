import Foundation

/// A real X server (Xorg, dummy video driver, evdev input driver) reading one
/// or more umockdev-emulated touchscreens, for tests that need real XInput 2.2
/// touch events.
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
/// `stop()` (also run when the bed is released) ends the server and removes the
/// testbed; the helper process and the server also die with the test process.
public final class TouchBed: @unchecked Sendable {
  /// The value for `DISPLAY`, e.g. `:3`.
  public private(set) var display = ""
  public let screen: XorgConfiguration
  /// The touchscreens plugged in now, in the order they were added.
  public private(set) var devices: [TouchscreenDescription]
  public let folder: TemporaryDirectory

  private let helper: ChildProcess
  private let channel: LineChannel
  private var contacts: [Int: DeviceContacts] = [:]
  private var stopped = false

  /// The environment a client of this bed's X server needs.
  public var environment: [String: String] { ["DISPLAY": display] }

  public init(
    devices: [TouchscreenDescription] = [TouchscreenDescription()],
    screen: XorgConfiguration = XorgConfiguration()
  ) throws(BedError) {
    try Self.checkInstalled()
    let folder = try TemporaryDirectory(prefix: "xgesture-touchbed")
    let helper = try ChildProcess(
      try Self.helperPath(), environment: ChildProcess.environment(),
      standardOutput: .pipe, standardError: .append(folder.file("helper.log")), inputPipe: true)
    let channel = LineChannel(readingFrom: helper.standardOutputPipe!, writingTo: helper.standardInputPipe!)
    self.folder = folder
    self.helper = helper
    self.channel = channel
    self.screen = screen
    self.devices = []
    do {
      for device in devices { try plug(device) }
      let config = try folder.write(screen.text, to: "xorg.conf")
      let configDir = folder.file("xorg.conf.d")
      mkdir(configDir, 0o755)
      let number = try request("xorg \(config) \(configDir) \(folder.file("Xorg.log"))", timeout: 40)
      display = ":\(number)"
      try waitForDevices(named: devices.map(\.name), present: true)
    } catch {
      shutDownHelper()
      throw error
    }
  }

  deinit { stop() }

  /// Ends the X server and the testbed. Safe to call more than once.
  public func stop() {
    guard !stopped else { return }
    stopped = true
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
  }

  /// Unplugs a touchscreen and waits until the server no longer lists it.
  public func hotRemove(_ device: TouchscreenDescription) throws(BedError) {
    guard let index = devices.firstIndex(where: { $0.eventNumber == device.eventNumber }) else {
      throw .misuse("the touch bed has no device \(device.deviceNode)")
    }
    _ = try request("remove \(device.sysPath)")
    devices.remove(at: index)
    contacts[device.eventNumber] = nil
    try waitForDevices(named: [device.name], present: false)
  }

  private func plug(_ device: TouchscreenDescription) throws(BedError) {
    guard !devices.contains(where: { $0.eventNumber == device.eventNumber }) else {
      throw .misuse("the touch bed has a device \(device.deviceNode) already; give each its own eventNumber")
    }
    let description = try folder.write(device.umockdevText, to: "event\(device.eventNumber).umockdev")
    let ioctl = try folder.write(device.ioctlText, to: "event\(device.eventNumber).ioctl")
    _ = try request("add \(description) \(ioctl) \(device.deviceNode) \(device.sysPath)")
    devices.append(device)
    contacts[device.eventNumber] = DeviceContacts(device: device)
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

  /// Sends every pending change as one evdev frame (ending in SYN_REPORT) per
  /// device that has changes.
  public func frame() throws(BedError) {
    for device in devices {
      guard let events = contacts[device.eventNumber]?.takeFrame(), !events.isEmpty else { continue }
      let numbers = events.map { "\($0.type) \($0.code) \($0.value)" }.joined(separator: " ")
      _ = try request("write \(device.deviceNode) \(numbers)")
    }
  }

  /// Taps a corner of the first device until `observer` has seen it, then
  /// clears the observer: after this, the observer has selected its events
  /// and sees everything injected next.
  public func waitUntilObserved(by observer: XInputObserver, timeout: Double = 10) throws(BedError) {
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    while MonotonicTime.now() < deadline {
      down(slot: 0, x: 0.5, y: 0.5)
      try frame()
      up(slot: 0)
      try frame()
      // The master device's TouchEnd is the last event a tap makes.
      let seen = observer.wait(timeout: 0.2) { $0.contains { $0.type == "TouchEnd" && $0.device != $0.source } }
      if seen != nil {
        observer.clear()
        return
      }
    }
    throw .timedOut("xinput test-xi2 seeing the bed's touches", seconds: timeout)
  }

  private func withContacts(of device: TouchscreenDescription?, _ change: (inout DeviceContacts) -> Void) {
    guard let number = (device ?? devices.first)?.eventNumber, contacts[number] != nil else {
      preconditionFailure("the touch bed has no such device")
    }
    change(&contacts[number]!)
  }

  // MARK: Helper process

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
    throw .timedOut("the X server \(present ? "listing" : "dropping") \(names.joined(separator: ", "))", seconds: 15)
  }

  // MARK: Installation

  private static func checkInstalled() throws(BedError) {
    _ = try ProgramLookup.find("Xorg", package: "xserver-xorg-core")
    _ = try ProgramLookup.find("setpriv", package: "util-linux")
    _ = try ProgramLookup.find("xinput", package: "xinput")
    _ = try ProgramLookup.require(file: "/usr/lib/xorg/modules/drivers/dummy_drv.so", package: "xserver-xorg-video-dummy")
    _ = try ProgramLookup.require(file: "/usr/lib/xorg/modules/input/evdev_drv.so", package: "xserver-xorg-input-evdev")
    _ = try ProgramLookup.find("umockdev-wrapper", package: "umockdev")
  }

  /// The helper is built next to the test binary (`swift build` puts every
  /// product of the package in one folder); `XGESTURE_TOUCHBED` overrides it.
  private static func helperPath() throws(BedError) -> String {
    try BuiltProgram.path(of: "xgesture-touchbed", override: "XGESTURE_TOUCHBED")
  }
}

/// One device's fingers, and the evdev events that tell the kernel's story of
/// what changed since the last frame (multitouch protocol B).
struct DeviceContacts {
  struct Event { var type: UInt16; var code: UInt16; var value: Int32 }
  private struct Contact { var trackingID: Int32; var x: Int32; var y: Int32 }
  private enum Change { case down, moved, up }

  let device: TouchscreenDescription
  private var live: [Int: Contact] = [:]
  private var changes: [Int: Change] = [:]
  private var nextTrackingID: Int32 = 1
  private var touching = false

  init(device: TouchscreenDescription) { self.device = device }

  mutating func down(slot: Int, x: Double, y: Double) {
    precondition(slot >= 0 && slot < device.slots, "slot \(slot) is outside 0..<\(device.slots)")
    precondition(live[slot] == nil || changes[slot] == .up, "slot \(slot) has a finger already")
    let (ux, uy) = device.units(xMM: x, yMM: y)
    live[slot] = Contact(trackingID: nextTrackingID, x: ux, y: uy)
    nextTrackingID = nextTrackingID % 65535 + 1
    changes[slot] = .down
  }

  mutating func move(slot: Int, x: Double, y: Double) {
    precondition(live[slot] != nil, "slot \(slot) has no finger to move")
    let (ux, uy) = device.units(xMM: x, yMM: y)
    live[slot]!.x = ux
    live[slot]!.y = uy
    if changes[slot] == nil { changes[slot] = .moved }
  }

  mutating func up(slot: Int) {
    precondition(live[slot] != nil, "slot \(slot) has no finger to lift")
    changes[slot] = .up
  }

  /// The events of one frame, ending in SYN_REPORT; empty when nothing changed.
  mutating func takeFrame() -> [Event] {
    guard !changes.isEmpty else { return [] }
    var events: [Event] = []
    func abs(_ code: UInt16, _ value: Int32) { events.append(Event(type: EvdevCode.absType, code: code, value: value)) }
    for (slot, change) in changes.sorted(by: { $0.key < $1.key }) {
      abs(EvdevCode.absMTSlot, Int32(slot))
      let contact = live[slot]!
      switch change {
      case .down:
        abs(EvdevCode.absMTTrackingID, contact.trackingID)
        abs(EvdevCode.absMTPositionX, contact.x)
        abs(EvdevCode.absMTPositionY, contact.y)
      case .moved:
        abs(EvdevCode.absMTPositionX, contact.x)
        abs(EvdevCode.absMTPositionY, contact.y)
      case .up:
        abs(EvdevCode.absMTTrackingID, -1)
        live[slot] = nil
      }
    }
    changes = [:]
    let nowTouching = !live.isEmpty
    if nowTouching != touching {
      events.append(Event(type: EvdevCode.keyType, code: EvdevCode.btnTouch, value: nowTouching ? 1 : 0))
      touching = nowTouching
    }
    if let first = live.min(by: { $0.key < $1.key })?.value {
      abs(EvdevCode.absX, first.x)
      abs(EvdevCode.absY, first.y)
    }
    events.append(Event(type: EvdevCode.synType, code: EvdevCode.synReport, value: 0))
    return events
  }
}
