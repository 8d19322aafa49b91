// The README's pictures of the overlay (docs/pictures/*.png), made on the
// touch bed, never drawn by hand: openbox with four desktops, a terminal and
// xlogo, and the built xgesture with config/examples/previews.yaml. For each
// picture a gesture is held at a known progress (half the way of its
// `preview:`), the root is read back with imagemagick's `import -window
// root` (under picom: the composited screen) and written at half size;
// then the fingers go back to where they landed and lift, so the preview
// backs out and nothing runs.
//
// Usage: xgesture-pictures CONFIG OUTPUT-FOLDER (scripts/make-pictures runs it as root).
//        xgesture-pictures --ink OUTPUT-FOLDER: ink and a stroke's name only (InkPicture).
import Foundation
import XGestureTestSupport
import XGestureX11Probe

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--ink" {
  do {
    try InkPicture.run(output: CommandLine.arguments[2])
    exit(0)
  } catch {
    print("error: \(error)")
    exit(1)
  }
}

/// One picture: its file, the gesture's fingers, its direction on the touchscreen and how far they go (mm).
struct Shot {
  var file: String
  var fingers: Int
  var direction: (x: Double, y: Double)
  var travel: Double
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
  print("usage: xgesture-pictures CONFIG OUTPUT-FOLDER")
  exit(2)
}
let (configPath, output) = (arguments[0], arguments[1])

/// Where the window gestures land: inside xlogo (480 × 320 px at 560,300; 110,75 mm is 718,491 px).
let landing = (x: 110.0, y: 75.0)

/// Puts `fingers` down 15 mm apart around `landing`, moves them `travel` mm
/// along `direction` in 1 mm steps 12 ms apart, holds 400 ms (past the delay;
/// the preview is drawn), runs `capture`, then goes back the same way and lifts.
func hold(_ shot: Shot, on bed: TouchBed, _ capture: () throws -> Void) throws {
  let offsets = (0..<shot.fingers).map { Double($0) * 15 - Double(shot.fingers - 1) * 7.5 }
  /// Each finger's place `k` mm along the way: side by side across it.
  func spot(_ slot: Int, _ k: Double) -> (x: Double, y: Double) {
    (
      landing.x + offsets[slot] * abs(shot.direction.y) + shot.direction.x * k,
      landing.y + offsets[slot] * abs(shot.direction.x) + shot.direction.y * k
    )
  }
  func place(_ k: Double) throws {
    for slot in offsets.indices { bed.move(slot: slot, x: spot(slot, k).x, y: spot(slot, k).y) }
    try bed.frame()
    bed.pause(12)
  }
  for slot in offsets.indices { bed.down(slot: slot, x: spot(slot, 0).x, y: spot(slot, 0).y) }
  try bed.frame()
  bed.pause(12)
  for step in stride(from: 1.0, through: shot.travel, by: 1) { try place(step) }
  bed.pause(400)
  try capture()
  for step in stride(from: shot.travel - 1, through: 0, by: -1) { try place(step) }
  bed.pause(200)
  for slot in offsets.indices { bed.up(slot: slot) }
  try bed.frame()
  bed.pause(600)
}

/// `import -window root` at half size into OUTPUT/file.
func captureRoot(_ file: String, environment: [String: String]) throws {
  _ = try XClient.run(
    "import", package: "imagemagick",
    arguments: ["-window", "root", "-resize", "50%", "\(output)/\(file)"], environment: environment)
  print("wrote \(output)/\(file)")
}

do {
  let bed = try TouchBed()
  defer { bed.stop() }
  let openbox = try Openbox(desktops: 4, environment: bed.environment)
  defer { openbox.stop() }
  let home = try TemporaryDirectory(prefix: "xgesture-pictures")
  mkdir(home.file("xgesture"), 0o755)
  try home.write(try String(contentsOfFile: configPath, encoding: .utf8), to: "xgesture/config.yaml")
  chmod(home.file("xgesture/config.yaml"), 0o644)
  var environment = bed.environment
  environment["XDG_CONFIG_HOME"] = home.path
  environment["HOME"] = home.path
  _ = try XClient.run(
    "xsetroot", package: "x11-xserver-utils", arguments: ["-solid", "#77767b"], environment: environment)
  // A terminal with neutral text (no prompt: nothing of this machine), and the
  // window the gestures land on: xlogo, which a touch's emulated pointer
  // leaves as it is (an xterm would select text under the drag).
  let text =
    "printf '%s\\n' '$ xgesture --check previews.yaml' 'previews.yaml: 6 gestures, 0 sounds — OK'; exec sleep 100000"
  let clients = [
    try XClient(
      "xterm", package: "xterm",
      arguments: ["-geometry", "70x20+120+90", "-title", "Terminal", "-e", "sh", "-c", text],
      environment: environment),
    try XClient(
      "xlogo", package: "x11-apps", arguments: ["-geometry", "480x320+560+300", "-render"], environment: environment),
  ]
  defer { for client in clients { _ = client.stop() } }
  let capture = try ScreenCapture(displayName: bed.display)
  let picom = try Picom(environment: environment, isRunning: { capture.compositorRunning })
  let xgesture = try XGestureProcess(["--verbose"], environment: environment)
  defer { xgesture.stop() }
  guard xgesture.waitForLine(containing: "listening on", timeout: 20) != nil else {
    throw BedError.startFailed("xgesture", detail: xgesture.output)
  }
  bed.pause(1500)  // the xterms drawn, picom settled
  let shots = [
    Shot(file: "preview-maximize.png", fingers: 3, direction: (0, -1), travel: 20),
    Shot(file: "preview-tile-left.png", fingers: 3, direction: (-1, 0), travel: 20),
    Shot(file: "preview-minimize.png", fingers: 3, direction: (0, 1), travel: 20),
    Shot(file: "preview-workspace.png", fingers: 4, direction: (-1, 0), travel: 25),
  ]
  for shot in shots {
    try hold(shot, on: bed) { try captureRoot(shot.file, environment: environment) }
  }
  picom.stop()
  guard xgesture.waitForLine(containing: "the compositing manager stopped", timeout: 10) != nil else {
    throw BedError.startFailed("xgesture without picom", detail: xgesture.output)
  }
  // The root again in its colour: picom's background is left on parts of the screen.
  _ = try XClient.run(
    "xsetroot", package: "x11-xserver-utils", arguments: ["-solid", "#77767b"], environment: environment)
  bed.pause(500)
  try hold(Shot(file: "preview-maximize-opaque.png", fingers: 3, direction: (0, -1), travel: 20), on: bed) {
    try captureRoot("preview-maximize-opaque.png", environment: environment)
  }
} catch {
  print("error: \(error)")
  exit(1)
}
