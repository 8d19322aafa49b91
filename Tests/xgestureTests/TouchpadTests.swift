import Foundation
import Testing
import XGestureTestSupport

/// Touchpads through the built binary: XI 2.4 gestures from Xorg's inputtest
/// driver become virtual contacts and run the same bindings as touchscreens.
@Suite("Touchpads through the xgesture binary")
struct TouchpadTests {
  /// xgesture running on `bed` with `config` (`--verbose --dry-run`, the mode the config says).
  final class Running {
    let folder: TemporaryDirectory
    let process: XGestureProcess

    /// `inside`: run inside the bed's namespace, where udev's database is the
    /// bed's; `environment` adds to the bed's (a system bus).
    init(
      bed: TouchBed, config: String, extra: [String] = [], inside: Bool = false,
      environment: [String: String] = [:]
    ) throws {
      folder = try TemporaryDirectory(prefix: "xgesture-touchpad")
      let path = try folder.write(config, to: "config.yaml")
      let arguments = ["--config", path, "--verbose", "--dry-run"] + extra
      let environment = bed.environment.merging(environment) { $1 }
      process =
        inside
        ? try XGestureProcess(
          command: try bed.commandInside(XGestureProcess.binaryPath(), arguments: arguments),
          environment: environment)
        : try XGestureProcess(arguments, environment: environment)
      guard process.waitForLine(containing: "listening on", timeout: 20) != nil else {
        throw BedError.startFailed("xgesture", detail: process.output)
      }
    }

    deinit { process.stop() }

    /// Lines containing `text` once at least `count` are there (bounded wait).
    func lines(containing text: String, count: Int = 1, timeout: Double = 10) -> [String] {
      let found = process.waitForLines(timeout: timeout) { lines -> [String]? in
        let matching = lines.map(\.text).filter { $0.contains(text) }
        return matching.count >= count ? matching : nil
      }
      return found ?? process.lines.map(\.text).filter { $0.contains(text) }
    }

    func count(_ text: String) -> Int { process.lines.filter { $0.text.contains(text) }.count }
  }

  static let swipes = """
    gestures:
      go-left: { type: swipe, fingers: 3, direction: left, on: { recognized: 'echo left' } }
      go-right: { type: swipe, fingers: 3, direction: right, on: { recognized: 'echo right' } }
      go-up: { type: swipe, fingers: 3, direction: up, on: { recognized: 'echo up' } }
      go-down: { type: swipe, fingers: 3, direction: down, on: { recognized: 'echo down' } }
    """

  /// 40 mm in libinput's unaccelerated units (0.0951 mm each).
  static let fortyMillimetres = 40 / 0.0951

  @Test(
    "A three-finger touchpad swipe left, right, up and down runs the same binding as the touchscreen's; a two-finger swipe runs none"
  )
  func swipesLikeTouchscreen() throws {
    let bed = try TouchBed(inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let xgesture = try Running(bed: bed, config: Self.swipes)
    #expect(
      !xgesture.lines(containing: "touchpad ").filter {
        $0.contains("swipes and pinches (XI 2.4")
      }.isEmpty, "\(xgesture.process.output)")
    #expect(!xgesture.lines(containing: "1 touchscreen, 1 touchpad").isEmpty)

    try bed.stroke(fingers: 3, x: 200, y: 40, dx: -60, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] go-left recognized").count == 1)

    let d = Self.fortyMillimetres
    try bed.swipe(fingers: 3, dx: -d, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] go-left recognized", count: 2).count == 2)
    try bed.swipe(fingers: 3, dx: d, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] go-right recognized").count == 1)
    try bed.swipe(fingers: 3, dx: 0, dy: -d)
    #expect(xgesture.lines(containing: "[dry-run] go-up recognized").count == 1)
    try bed.swipe(fingers: 2, dx: 0, dy: d)
    try bed.swipe(fingers: 3, dx: 0, dy: d)
    #expect(xgesture.lines(containing: "[dry-run] go-down recognized").count == 1)
    // The two-finger swipe came before the last one and ran nothing.
    #expect(xgesture.count("recognized: command") == 5, "\(xgesture.process.output)")
    #expect(xgesture.count("fingers=2") == 0, "\(xgesture.process.output)")
  }

  static func pinchRotate(simultaneous: Bool) -> String {
    """
    gestures:
      zoom: { type: pinch, \(simultaneous ? "simultaneous-with: [turn], " : "")on: { ended: 'echo zoom' } }
      turn: { type: rotate, on: { ended: 'echo turn' } }
    """
  }

  /// The number after `key=` in a transition line.
  static func value(_ key: String, in line: String) -> Double? {
    guard let range = line.range(of: " \(key)=") else { return nil }
    let rest = line[range.upperBound...].prefix { $0 == "-" || $0 == "." || $0.isNumber }
    return Double(rest)
  }

  /// On a touchpad the driver has recognized the pinch before xgesture sees
  /// it, so scale and rotation count from the landing (docs/REFERENCE.md §7):
  /// a pinch the driver reports as 1.8× turning 30° ends at scale 1.8 and
  /// 30°. The pinch begins at the first of 10 equal steps (1.08, outside the
  /// 0.95–1.05 start band), the rotation at the third (9° on a 20 mm radius
  /// is an arc of 3.1 mm, past the 3 mm start; 6° is 2.1 mm).
  @Test(
    "A touchpad pinch to 1.8× turning 30° runs pinch and rotate when simultaneous, only the first to begin otherwise"
  )
  func pinchAndRotate() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    do {
      let xgesture = try Running(bed: bed, config: Self.pinchRotate(simultaneous: true))
      try bed.pinch(fingers: 2, to: 1.8, turning: 30, steps: 10)
      let zoom = xgesture.lines(containing: "zoom: changed → ended").last ?? ""
      let turn = xgesture.lines(containing: "turn: changed → ended").last ?? ""
      let scale = Self.value("scale", in: zoom) ?? 0
      let rotation = Self.value("rotation", in: turn) ?? 0
      #expect(abs(scale - 1.8) <= 0.05, "\(xgesture.process.output)")
      #expect(abs(rotation - 30) <= 2, "\(xgesture.process.output)")
      #expect(xgesture.lines(containing: "[dry-run]", count: 2).count == 2)
    }
    let xgesture = try Running(bed: bed, config: Self.pinchRotate(simultaneous: false))
    try bed.pinch(fingers: 2, to: 1.8, turning: 30, steps: 10)
    #expect(xgesture.lines(containing: "[dry-run] zoom ended").count == 1)
    // The pinch began first (step 1, the rotation at step 3): the rotation failed.
    #expect(!xgesture.lines(containing: "turn: possible → failed").isEmpty)
    let began = xgesture.process.lines.map(\.text).filter { $0.contains("→ began") }
    #expect(began.count == 1 && began[0].contains("zoom:"), "\(xgesture.process.output)")
    #expect(xgesture.count("[dry-run]") == 1, "\(xgesture.process.output)")
  }

  /// docs/REFERENCE.md §8: on a touchpad the window is the one under the pointer.
  @Test(
    "A touchpad swipe with the pointer over an xterm runs the xterm's binding, elsewhere the global one it shadows there"
  )
  func perApplicationUnderThePointer() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    // No window manager: the xterm is where its geometry says, its own top-level window.
    let xterm = try XClient(
      "xterm", package: "xterm", arguments: ["-geometry", "60x20+0+0"], environment: bed.environment)
    defer { xterm.stop() }
    // Found in the tree, then mapped (created is not yet shown).
    let mapped = poll(timeout: 10) { () -> Bool? in
      let tree =
        (try? XClient.run(
          "xwininfo", package: "x11-utils", arguments: ["-root", "-tree"], environment: bed.environment)) ?? ""
      guard
        let id = tree.split(separator: "\n").first(where: { $0.contains("(\"xterm\" \"XTerm\")") })?
          .split(separator: " ").first.map(String.init)
      else { return nil }
      let info =
        (try? XClient.run(
          "xwininfo", package: "x11-utils", arguments: ["-id", id], environment: bed.environment)) ?? ""
      return info.contains("IsViewable") ? true : nil
    }
    #expect(mapped == true)
    let xgesture = try Running(
      bed: bed,
      config: """
        gestures:
          term-back: { type: swipe, fingers: 3, direction: left, apps: [XTerm], on: { recognized: 'echo term' } }
          next-desktop: { type: swipe, fingers: 3, direction: left, on: { recognized: 'echo global' } }
        """)
    // The pointer to the top left corner, then 60 px in: over the xterm.
    try bed.movePointer(dx: -4000, dy: -4000)
    try bed.movePointer(dx: 60, dy: 60)
    try bed.swipe(fingers: 3, dx: -Self.fortyMillimetres, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] term-back recognized").count == 1, "\(xgesture.process.output)")
    #expect(xgesture.lines(containing: "began at 60,60 over window 0x").first?.hasSuffix("(xterm, XTerm)") == true)
    // Far to the bottom right, over the root.
    try bed.movePointer(dx: 1500, dy: 900)
    try bed.swipe(fingers: 3, dx: -Self.fortyMillimetres, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] next-desktop recognized").count == 1, "\(xgesture.process.output)")
    #expect(xgesture.count("[dry-run] term-back recognized") == 1)
    #expect(xgesture.count("over the root window") == 1, "\(xgesture.process.output)")
  }

  @Test("A cancelled touchpad pan runs its 'cancelled' action and nothing else")
  func cancelledPan() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let xgesture = try Running(
      bed: bed,
      config: """
        gestures:
          drag: { type: pan, fingers: 3, on: { ended: 'echo ended', cancelled: 'echo cancelled' } }
        """)
    try bed.swipe(fingers: 3, dx: -Self.fortyMillimetres, dy: 0, cancelled: true)
    #expect(xgesture.lines(containing: "[dry-run] drag cancelled").count == 1)
    #expect(xgesture.count("[dry-run]") == 1, "\(xgesture.process.output)")
    #expect(xgesture.count("drag: changed → ended") == 0)
  }

  @Test("devices: [touchpads] and [touchscreens] keep the two apart")
  func devicesByClass() throws {
    let bed = try TouchBed(inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let xgesture = try Running(
      bed: bed,
      config: """
        gestures:
          pad-left: { type: swipe, fingers: 3, direction: left, devices: [touchpads], on: { recognized: 'echo pad' } }
          screen-left: { type: swipe, fingers: 3, direction: left, devices: [touchscreens], on: { recognized: 'echo screen' } }
        """)
    try bed.swipe(fingers: 3, dx: -Self.fortyMillimetres, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] pad-left recognized").count == 1)
    try bed.stroke(fingers: 3, x: 200, y: 40, dx: -60, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] screen-left recognized").count == 1)
    #expect(xgesture.count("[dry-run]") == 2, "\(xgesture.process.output)")
  }

  @Test(
    "Claim mode: a window that selected gesture events gets an unbound two-finger pinch, replayed, and never a bound three-finger swipe"
  )
  func claimMode() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let window = try GestureObserver(display: bed.display, window: true)
    defer { window.stop() }
    let xgesture = try Running(
      bed: bed,
      config: """
        settings: { mode: claim }
        gestures:
          go-left: { type: swipe, fingers: 3, direction: left, on: { recognized: 'echo left' } }
        """)
    #expect(!xgesture.lines(containing: "in claim mode").isEmpty, "\(xgesture.process.output)")
    try bed.swipe(fingers: 3, dx: -Self.fortyMillimetres, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] go-left recognized").count == 1)
    try bed.pinch(fingers: 2, to: 1.5, steps: 5)
    let events = window.waitForEnds(1) ?? []
    #expect(
      events.map(\.type).first == "GesturePinchBegin"
        && events.filter { $0.type == "GesturePinchUpdate" }.count == 5,
      "\(events)")
    #expect(
      window.events.allSatisfy { $0.kind == .pinch && $0.fingers == 2 }, "\(window.events)")
  }

  /// Claim mode with a bound three-finger swipe left, and an XI 2.4 client
  /// selecting gesture events on the root, which gets what xgesture replays.
  static let claimedSwipe = """
    settings: { mode: claim }
    gestures:
      go-left: { type: swipe, fingers: 3, direction: left, on: { recognized: 'echo left' } }
    """

  /// The inputtest bed, an XI 2.4 client selecting gesture events on its
  /// root, and xgesture in claim mode with `claimedSwipe`.
  final class ClaimedWithRootClient {
    let bed: TouchBed
    let root: GestureObserver
    let xgesture: Running

    init(environment: [String: String] = [:]) throws {
      bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
      root = try GestureObserver(display: bed.display)
      xgesture = try Running(bed: bed, config: TouchpadTests.claimedSwipe, environment: environment)
    }

    deinit {
      root.stop()
      bed.stop()
    }

    /// The gesture sequences the root's client got whole (begin to end), by finger count.
    var replayed: [Int] { root.events.filter { $0.phase == .end }.map(\.fingers) }
  }

  @Test(
    "Claim mode: the touchpad swipe that wakes the blanked screen only wakes it and goes to the root's XI 2.4 client; the next one runs its binding"
  )
  func wakingSwipe() throws {
    let claimed = try ClaimedWithRootClient()
    let (bed, root, xgesture) = (claimed.bed, claimed.root, claimed.xgesture)
    #expect(!xgesture.lines(containing: "in claim mode").isEmpty, "\(xgesture.process.output)")

    try bed.screenSaver(.activate)
    #expect(!xgesture.lines(containing: "paused: screen saver on").isEmpty, "\(xgesture.process.output)")
    try bed.swipe(fingers: 3, dx: -Self.fortyMillimetres, dy: 0)
    #expect(!xgesture.lines(containing: "resumed: screen saver off").isEmpty, "\(xgesture.process.output)")
    let woke = root.waitForEnds(1)
    #expect(claimed.replayed == [3], "the root's client saw \(root.events)")
    #expect(
      woke?.first?.type == "GestureSwipeBegin"
        && woke?.filter { $0.type == "GestureSwipeUpdate" }.count == 10,
      "\(root.events)")

    try bed.swipe(fingers: 3, dx: -Self.fortyMillimetres, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] go-left recognized").count == 1)
    #expect(xgesture.count("[dry-run]") == 1, "the waking swipe acted: \(xgesture.process.output)")
    #expect(claimed.replayed == [3], "the kept swipe reached the root's client: \(root.events)")
  }

  @Test(
    "Claim mode: while logind says the session is locked every touchpad gesture goes to the root's XI 2.4 client at its begin and runs nothing"
  )
  func lockedSessionReplays() throws {
    let bus = try SystemBusBed()
    let claimed = try ClaimedWithRootClient(environment: bus.environment)
    let (bed, root, xgesture) = (claimed.bed, claimed.root, claimed.xgesture)
    #expect(
      !xgesture.lines(containing: "pausing while locked: logind session c7").isEmpty,
      "\(xgesture.process.output)")

    try bus.setLockedHint(true)
    #expect(!xgesture.lines(containing: "paused: session locked (logind)").isEmpty, "\(xgesture.process.output)")
    try bed.swipe(fingers: 3, dx: -Self.fortyMillimetres, dy: 0)
    try bed.pinch(fingers: 2, to: 1.5, steps: 5)
    #expect(root.waitForEnds(2) != nil && claimed.replayed == [3, 2], "the root's client saw \(root.events)")
    #expect(xgesture.count("go-left:") == 0, "the replayed swipe reached the engine: \(xgesture.process.output)")

    try bus.setLockedHint(false)
    #expect(!xgesture.lines(containing: "resumed: session unlocked (logind)").isEmpty, "\(xgesture.process.output)")
    try bed.swipe(fingers: 3, dx: -Self.fortyMillimetres, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] go-left recognized").count == 1)
    #expect(xgesture.count("[dry-run]") == 1, "\(xgesture.process.output)")
    #expect(claimed.replayed == [3, 2], "the kept swipe reached the root's client: \(root.events)")
  }

  @Test("logind's Lock signal in the middle of a touchpad pan cancels it, and no action of it runs")
  func lockCancelsTouchpadPan() throws {
    let bus = try SystemBusBed()
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let xgesture = try Running(
      bed: bed,
      config: """
        gestures:
          drag: { type: pan, fingers: 3, on: { began: 'echo began', ended: 'echo ended', cancelled: 'echo cancelled' } }
        """, environment: bus.environment)
    try bed.swipe(fingers: 3, dx: -Self.fortyMillimetres, dy: 0, end: false)
    #expect(xgesture.lines(containing: "[dry-run] drag began").count == 1, "\(xgesture.process.output)")

    try bus.lock()
    #expect(!xgesture.lines(containing: "paused: session locked (logind)").isEmpty, "\(xgesture.process.output)")
    #expect(!xgesture.lines(containing: "drag: changed → cancelled").isEmpty, "\(xgesture.process.output)")
    // The fingers lift: nothing of the cancelled sequence acts.
    try bed.endSwipe(fingers: 3)
    try bus.unlock()
    #expect(!xgesture.lines(containing: "resumed: session unlocked (logind)").isEmpty, "\(xgesture.process.output)")
    #expect(xgesture.count("[dry-run]") == 1, "\(xgesture.process.output)")
    #expect(xgesture.count("drag: changed → ended") == 0, "\(xgesture.process.output)")
  }

  @Test(
    "A three-finger touchpad pan reports its fling point past its end position when flicked, at it when stopped"
  )
  func panFling() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let xgesture = try Running(
      bed: bed,
      config:
        "gestures:\n  drag: { type: pan, fingers: 3, on: { ended: 'echo $XGESTURE_FLING_X' } }\n")
    // The pointer is at the middle of the 1920 × 1080 screen (508 × 285 mm):
    // 40 mm to the left end 40 × 1920 / 508 = 151 px left of it.
    let step = Self.fortyMillimetres / 10
    try bed.swipe(fingers: 3, deltas: Array(repeating: (dx: -step, dy: 0), count: 10))
    let flicked = xgesture.lines(containing: "drag: changed → ended").last ?? ""
    let x = Self.value("x", in: flicked) ?? 0
    #expect(abs(x - (960 - 151)) <= 2, "\(xgesture.process.output)")
    let fling = flicked.range(of: "fling=").map { flicked[$0.upperBound...].prefix { $0 != "," } }
    #expect((fling.flatMap { Double($0) } ?? .infinity) < x - 50, "\(flicked)")

    // Held still for 200 ms after the same motion: the fling point is where it stopped.
    try bed.swipe(
      fingers: 3,
      deltas: Array(repeating: (dx: -step, dy: 0), count: 10)
        + Array(repeating: (dx: 0, dy: 0), count: 25))
    let stopped = xgesture.lines(containing: "drag: changed → ended", count: 2).last ?? ""
    let end = Self.value("x", in: stopped) ?? 0
    let rest = stopped.range(of: "fling=").map { stopped[$0.upperBound...].prefix { $0 != "," } }
    #expect(abs((rest.flatMap { Double($0) } ?? .infinity) - end) <= 1, "\(stopped)")
  }

  @Test("A touchpad session recorded live replays to the same transitions")
  func recordThenReplay() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let folder = try TemporaryDirectory(prefix: "xgesture-touchpad-record")
    let trace = folder.file("session.trace")
    let config = """
      gestures:
        go-left: { type: swipe, fingers: 3, direction: left, on: { recognized: 'echo left' } }
        zoom: { type: pinch, on: { ended: 'echo zoom' } }
      """
    let xgesture = try Running(bed: bed, config: config, extra: ["--record", trace])
    try bed.swipe(fingers: 3, dx: -Self.fortyMillimetres, dy: 0)
    try bed.pinch(fingers: 2, to: 1.5, steps: 5)
    _ = xgesture.lines(containing: "[dry-run] zoom ended")
    #expect(xgesture.process.stop() == .exited(0))
    let live = xgesture.process.lines.map(\.text).filter { $0.contains(" → ") }
    #expect(live.contains { $0.contains("go-left: possible → recognized") }, "\(live)")

    let text = try String(contentsOfFile: trace, encoding: .utf8)
    #expect(text.contains("size 508x285mm screen 1920x1080 touchpad"), "\(text)")
    let replay = try XGestureProcess.run(
      [
        "--replay", trace, "--config", xgesture.folder.file("config.yaml"), "--dry-run",
        "--verbose",
      ])
    #expect(replay.status == .exited(0), "\(replay.output)")
    let replayed = replay.output.split(separator: "\n").map(String.init).filter {
      $0.contains(" → ")
    }
    #expect(
      replayed == live,
      "live:\n\(live.joined(separator: "\n"))\nreplayed:\n\(replayed.joined(separator: "\n"))")
  }

  @Test("--list-devices shows the inputtest touchpad's gesture class")
  func listDevices() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let result = try XGestureProcess.run(["--list-devices"], environment: bed.environment)
    #expect(result.status == .exited(0), "\(result.output)")
    #expect(result.output.contains(": xgesture inputtest touchpad\n"), "\(result.output)")
    #expect(result.output.contains("gestures: swipe, pinch (XI 2.4)"), "\(result.output)")
  }

  // MARK: The libinput bed: the driver real desktops use

  static let libinput = XorgConfiguration(touchscreenDriver: .libinput)

  @Test(
    "On the libinput bed, three fingers on the touchpad run the touchscreen's swipe binding, and the touchscreen's size comes from udev (294 × 165 mm)"
  )
  func libinputSwipeAndSize() throws {
    let bed = try TouchBed(touchpads: [TouchpadDescription()], screen: Self.libinput)
    defer { bed.stop() }
    let xgesture = try Running(bed: bed, config: Self.swipes, inside: true)
    let announced = xgesture.lines(containing: "touchscreen ").joined(separator: "\n")
    #expect(
      announced.contains("294 × 165 mm (from its udev database)"), "\(xgesture.process.output)")
    #expect(!announced.contains("reports no resolution"), "\(announced)")
    #expect(!xgesture.lines(containing: "1 touchscreen, 1 touchpad").isEmpty)

    // libinput keeps the first frame's motion back: 40 mm arrive as 38.
    try bed.touchpadSwipe(fingers: 3, x: 70, y: 30, dx: -40, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] go-left recognized").count == 1)
    // The touchscreen at its true size: a 3-finger stroke of 60 mm left.
    try bed.stroke(fingers: 3, x: 200, y: 40, dx: -60, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] go-left recognized", count: 2).count == 2)
    try bed.touchpadSwipe(fingers: 3, x: 30, y: 30, dx: 40, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] go-right recognized").count == 1)
    #expect(xgesture.count("[dry-run]") == 3, "\(xgesture.process.output)")
  }

  @Test(
    "--list-devices on the libinput bed shows the touchpad's gesture class and the touchscreen's size from udev"
  )
  func libinputListDevices() throws {
    let bed = try TouchBed(touchpads: [TouchpadDescription()], screen: Self.libinput)
    defer { bed.stop() }
    let command = try bed.commandInside(XGestureProcess.binaryPath(), arguments: ["--list-devices"])
    let result = try ChildProcess.run(
      command[0], arguments: Array(command.dropFirst()),
      environment: ChildProcess.environment(adding: bed.environment.mapValues { Optional($0) }))
    #expect(result.status == .exited(0), "\(result.output)")
    let text = result.output
    #expect(text.contains("gestures: swipe, pinch (XI 2.4)"), "\(text)")
    #expect(text.contains("x: 0 … 65535, no resolution"), "\(text)")
    #expect(text.contains("size: 294 × 165 mm (from the udev database)"), "\(text)")
  }

  @Test(
    "In observe mode, when another client selected touchpad gestures on the root first, xgesture says its touchpads are not observed"
  )
  func selectionTakenByAnotherClient() throws {
    let bed = try TouchBed(devices: [], inputTestTouchpads: [InputTestTouchpad()])
    defer { bed.stop() }
    let other = try GestureObserver(display: bed.display)
    defer { other.stop() }
    let xgesture = try Running(bed: bed, config: Self.swipes)
    #expect(
      !xgesture.lines(containing: "touchpads not observed: another client").isEmpty,
      "\(xgesture.process.output)")
    // The server gives the swipe to the client that selected it first.
    try bed.swipe(fingers: 3, dx: -Self.fortyMillimetres, dy: 0)
    #expect(other.waitForEnds(1) != nil)
    #expect(xgesture.count("[dry-run]") == 0, "\(xgesture.process.output)")
  }

  @Test(
    "A libinput touchscreen without udev's size takes the monitor's millimetres (RandR), skipped while the monitor says 0 mm; udev's size comes first"
  )
  func monitorSize() throws {
    let bed = try TouchBed(screen: Self.libinput)
    defer { bed.stop() }
    let outside = ChildProcess.environment(adding: bed.environment.mapValues { Optional($0) })
    // Outside the bed's namespace udev's database has no entry for the device.
    let before = try XGestureProcess.run(["--list-devices"], environment: bed.environment)
    #expect(before.status == .exited(0), "\(before.output)")
    // The dummy monitor's 0 × 0 mm is no size: the screen's (1920 px at 96 dpi) is used.
    #expect(before.output.contains("size: not reported (xgesture uses the screen's 508 × 285 mm)"), "\(before.output)")

    try bed.setMonitorMillimetres(width: 310, height: 175)
    let after = try XGestureProcess.run(["--list-devices"], environment: bed.environment)
    #expect(
      after.output.contains("size: 310 × 175 mm (from the monitor's EDID, output DUMMY0)"),
      "\(after.output)")
    let xgesture = try Running(
      bed: bed, config: "gestures:\n  touch: { type: tap, on: { recognized: 'echo tap' } }\n")
    #expect(
      !xgesture.lines(containing: "310 × 175 mm (from its monitor's EDID, output DUMMY0)").isEmpty,
      "\(xgesture.process.output)")
    #expect(!xgesture.process.output.contains("reports no resolution"), "\(xgesture.process.output)")

    // Inside the namespace udev's database has the panel's 294 × 165 mm: it wins.
    let command = try bed.commandInside(XGestureProcess.binaryPath(), arguments: ["--list-devices"])
    let inside = try ChildProcess.run(
      command[0], arguments: Array(command.dropFirst()), environment: outside)
    #expect(inside.output.contains("size: 294 × 165 mm (from the udev database)"), "\(inside.output)")
  }

  @Test(
    "On the libinput bed, a touchscreen's 2.5 mm jitter stays a tap and a 3.6 mm drag pans, as on the evdev bed (the size from udev, not the screen's)"
  )
  func libinputTouchscreenSlop() throws {
    let bed = try TouchBed(screen: Self.libinput)
    defer { bed.stop() }
    let xgesture = try Running(
      bed: bed,
      config: """
        gestures:
          drag: { type: pan, on: { began: 'echo drag' } }
          touch: { type: tap, on: { recognized: 'echo tap' } }
          drag2: { type: pan, fingers: 2, on: { began: 'echo drag2' } }
        """, inside: true)
    // With the screen's 508 mm the jitter would read 4.3 mm: a drag, not a tap.
    try bed.stroke(x: 100, y: 80, dx: 2.5, dy: 0, steps: 5, interval: 8)
    #expect(xgesture.lines(containing: "[dry-run] touch recognized").count == 1)
    try bed.stroke(x: 100, y: 80, dx: 3.6, dy: 0, steps: 6, interval: 8)
    #expect(xgesture.lines(containing: "[dry-run] drag began").count == 1)
    // The last stroke shows the first two were handled: one tap, one pan.
    try bed.stroke(fingers: 2, x: 100, y: 40, dx: 20, dy: 0)
    #expect(xgesture.lines(containing: "[dry-run] drag2 began").count == 1)
    #expect(xgesture.count("[dry-run] touch recognized") == 1, "\(xgesture.process.output)")
    #expect(xgesture.count("[dry-run] drag began") == 1, "\(xgesture.process.output)")
  }
}
