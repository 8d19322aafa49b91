// swift-tools-version:6.0
// xgesture — UIKit-style gesture recognizers for the X11 desktop.
//
// The folder tree is the architecture (see README, "Architecture"):
// C modules are system-library targets. In the product each is imported by
// one adapter target (CX11 by XGestureX11, CPulse by XGestureActions,
// CSndFile by XGestureSoundFile, CYAML by XGestureConfig, CSystemd by XGestureSession,
// CCairo by XGestureCairo, CLinux by XGestureSystem);
// CX11 also has two test-only users (the probe and the gesture observer in
// Tools/), CUmockdev one (the touch bed's helper). The engine, the screen's
// monitors and pacing, the bridge's, the desktop actions' and the overlay's
// decisions are pure Swift and import none of them; performers that sit on two adapters (the overlay's) are
// libraries of their own, and the executable only wires the parts.
// Sources/ holds the product and only the product; Tests/ the tests and the beds
// they run on (XGestureTestSupport, `path:` below); Tools/ the executables that
// exist only for benchmarks and the test beds, Fuzz/ the fuzz targets.
import PackageDescription

let package = Package(
  name: "xgesture",
  targets: [
    // C libraries (Debian -dev packages through pkg-config).
    .systemLibrary(
      name: "CX11", pkgConfig: "xi",
      providers: [
        .apt([
          "libx11-dev", "libxi-dev", "libxss-dev", "libxtst-dev", "libxrandr-dev", "libxfixes-dev", "libxext-dev",
          "libxdamage-dev",
        ])
      ]),
    // cairo's xlib surface, for the overlay's painter alone (docs/OVERLAY.md).
    // No pkgConfig: cairo.pc passes -pthread and -D_REENTRANT, which SwiftPM refuses; the
    // headers are found as <cairo/…> on the default path.
    .systemLibrary(name: "CCairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(name: "CPulse", pkgConfig: "libpulse", providers: [.apt(["libpulse-dev"])]),
    .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
    .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    .systemLibrary(
      name: "CSystemd", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
    .systemLibrary(
      name: "CUmockdev", path: "Tools/CUmockdev", pkgConfig: "umockdev-1.0", providers: [.apt(["libumockdev-dev"])]),

    // The C library's Linux calls Swift's Glibc leaves out (pipe2), for XGestureSystem alone.
    .systemLibrary(name: "CLinux"),

    // POSIX calls with types and errors (docs/ACTIONS.md, "The system layer"):
    // file descriptors, errno, the monotonic clock, output lines.
    .target(name: "XGestureSystem", dependencies: ["CLinux"]),
    .testTarget(name: "XGestureSystemTests", dependencies: ["XGestureSystem"]),

    // The recognizer engine: pure Swift, no C, no I/O, no clock (docs/ENGINE.md).
    .target(name: "XGestureEngine", linkerSettings: [.linkedLibrary("m")]),
    .testTarget(
      name: "XGestureEngineTests", dependencies: ["XGestureEngine"], resources: [.copy("Traces")]),
    .executableTarget(
      name: "xgesture-bench", dependencies: ["XGestureEngine", "XGestureConfig"], path: "Tools/xgesture-bench"),
    // The strokes' accuracy on a generated data set against a plain $1 of its own, and a match's speed
    // (docs/BENCHMARKS.md, "Strokes"). The $1 baseline lives here only: xgesture never uses it.
    .executableTarget(
      name: "xgesture-stroke-bench", dependencies: ["XGestureEngine"], path: "Tools/xgesture-stroke-bench"),
    // The built-in shapes drawn for the docs, and how near varied drawings of
    // each come to the others: what --learn's confusion warning is chosen from
    // (docs/REFERENCE.md §16).
    .executableTarget(name: "xgesture-shapes", dependencies: ["XGestureEngine"], path: "Tools/xgesture-shapes"),

    // The screen as the pure parts share it (docs/OVERLAY.md, "Frames"): the one
    // monitor (its area, millimetres and refresh rate, with the one rule for a
    // rate its mode does not give) and the one frame pacing, used by the
    // bridge (a touchscreen's size), the desktop (work areas, slides, kinetic
    // scrolling) and the overlay (its windows and frames). Pure Swift, no C,
    // no clock; the rectangles and points are the engine's.
    .target(name: "XGestureScreen", dependencies: ["XGestureEngine"]),
    .testTarget(name: "XGestureScreenTests", dependencies: ["XGestureScreen", "XGestureEngine"]),

    // The bridge's decisions (docs/X11.md): what each X event means for the
    // engine, claim-mode decisions, devices, touchpads, pausing while locked,
    // and the driver that carries them out on a `TouchServer`. No C: it
    // cannot import CX11, so every X call stays in the adapter below.
    .target(
      name: "XGestureBridge", dependencies: ["XGestureEngine", "XGestureScreen", "XGestureSystem", "XGestureTouchegg"]),
    // Its tests run the state and the driver with the real engine on a stand-in server: no X.
    .testTarget(
      name: "XGestureBridgeTests",
      dependencies: ["XGestureBridge", "XGestureEngine", "XGestureScreen", "XGestureTestSupport", "XGestureTouchegg"]),

    // The desktop actions (docs/ACTIONS.md, "Desktop actions"): what each is,
    // the decisions (keycodes lent, workspaces, window requests, window
    // moves) as values that take the time and return requests, and the driver
    // that carries them out on a `DesktopServer`. No C, like the bridge.
    .target(name: "XGestureDesktop", dependencies: ["XGestureEngine", "XGestureScreen"]),
    // Its tests run the decisions and the driver on a stand-in server: no X.
    .testTarget(
      name: "XGestureDesktopTests", dependencies: ["XGestureDesktop", "XGestureEngine", "XGestureScreen"]),

    // Adapters: the only places where C types appear.
    .target(
      name: "XGestureX11",
      dependencies: [
        "XGestureBridge", "XGestureDesktop", "XGestureEngine", "XGestureScreen", "XGestureSystem", "XGestureTouchegg",
        "CX11",
      ]),
    .testTarget(
      name: "XGestureX11Tests",
      dependencies: [
        "XGestureX11", "XGestureBridge", "XGestureDesktop", "XGestureEngine", "XGestureTestSupport",
        "XGestureX11Probe", "XGestureTouchegg",
      ]),
    // The overlay's decisions (docs/OVERLAY.md): scenes of shapes from touches,
    // gestures, previews and the time; what the engine's outputs and the
    // server's changes mean for it; which monitor gets a frame when. Pure
    // Swift, no clock; it draws the pictures the desktop's previews make
    // (XGestureDesktop, pure too) and paces frames by the screen's monitors.
    .target(name: "XGestureFeedback", dependencies: ["XGestureEngine", "XGestureDesktop", "XGestureScreen"]),
    .testTarget(
      name: "XGestureFeedbackTests",
      dependencies: ["XGestureFeedback", "XGestureDesktop", "XGestureEngine", "XGestureScreen", "XGestureTestSupport"]),
    // The overlay's painter: a Scene onto an overlay window with cairo (its only user).
    .target(name: "XGestureCairo", dependencies: ["XGestureFeedback", "XGestureX11", "XGestureEngine", "CCairo"]),
    // The overlay's performer: the decisions above carried out on X windows (XGestureX11)
    // painted by XGestureCairo. No C of its own: it sits above both adapters.
    .target(
      name: "XGestureOverlay",
      dependencies: [
        "XGestureFeedback", "XGestureCairo", "XGestureX11", "XGestureBridge", "XGestureDesktop", "XGestureEngine",
        "XGestureScreen",
      ]),
    // Touchégg's daemon protocol (docs/REFERENCE.md §15): its signals, pure Swift.
    .target(name: "XGestureTouchegg", dependencies: ["XGestureEngine"]),
    .testTarget(name: "XGestureToucheggTests", dependencies: ["XGestureTouchegg", "XGestureEngine"]),
    // Its performer: the peer-to-peer D-Bus server Touchégg's clients connect to, on sockets.
    .target(name: "XGestureToucheggServer", dependencies: ["XGestureTouchegg", "XGestureSystem"]),
    .testTarget(
      name: "XGestureToucheggServerTests",
      dependencies: ["XGestureToucheggServer", "XGestureTouchegg", "XGestureSystem", "XGestureTestSupport"]),
    // What serving Touchégg's clients costs: latency, CPU, memory (docs/BENCHMARKS.md).
    .executableTarget(
      name: "xgesture-touchegg-bench",
      dependencies: ["XGestureToucheggServer", "XGestureTouchegg", "XGestureSystem", "XGestureTestSupport"],
      path: "Tools/xgesture-touchegg-bench"),
    // What xgesture sends and answers on the session bus (docs/REFERENCE.md §15): its
    // values, the transitions' data, the sequences' summaries, the methods' answers. Pure Swift.
    .target(name: "XGestureBus", dependencies: ["XGestureEngine", "XGestureActionKinds", "XGestureBridge"]),
    .testTarget(
      name: "XGestureBusTests",
      dependencies: ["XGestureBus", "XGestureEngine", "XGestureActionKinds", "XGestureBridge", "XGestureTestSupport"]),
    // systemd-logind's session lock, and xgesture's own service on the session bus, through sd-bus
    // (docs/LOCK.md, docs/REFERENCE.md §15).
    .target(name: "XGestureSession", dependencies: ["CSystemd", "XGestureSystem", "XGestureBus"]),
    .testTarget(name: "XGestureSessionTests", dependencies: ["XGestureSession", "XGestureBus", "XGestureTestSupport"]),
    // The action kinds (docs/ACTIONS.md, "Action kinds"): what each action is,
    // its config key and reader (on the config's YAML nodes, which live here
    // for that), what it needs, its label, and how it is carried out through
    // the performers' interfaces; `ActionKindRegistry` lists them. No C: the
    // config reader, the importer and the fuzzer link no libpulse for them.
    .target(name: "XGestureActionKinds", dependencies: ["XGestureDesktop", "XGestureEngine"]),
    .testTarget(
      name: "XGestureActionKindsTests", dependencies: ["XGestureActionKinds", "XGestureDesktop", "XGestureEngine"]),
    // Sound files through libsndfile: checked by the config reader, decoded by the player.
    .target(name: "XGestureSoundFile", dependencies: ["CSndFile"]),
    // The performers: the dispatcher, commands, and PulseAudio's sample cache and sink volume.
    .target(
      name: "XGestureActions",
      dependencies: [
        "XGestureActionKinds", "XGestureDesktop", "XGestureEngine", "XGestureSystem", "XGestureSoundFile", "CPulse",
      ]),
    .testTarget(
      name: "XGestureActionsTests",
      dependencies: [
        "XGestureActions", "XGestureActionKinds", "XGestureDesktop", "XGestureEngine", "XGestureSystem",
        "XGestureSoundFile", "XGestureTestSupport",
      ]),
    .executableTarget(
      name: "xgesture-sound-bench",
      dependencies: ["XGestureActions", "XGestureActionKinds", "XGestureEngine", "XGestureTestSupport"],
      path: "Tools/xgesture-sound-bench"),

    // The config file (docs/CONFIG.md): YAML through libyaml, errors at file:line:column.
    .target(
      name: "XGestureConfig",
      dependencies: [
        "XGestureEngine", "XGestureActionKinds", "XGestureSoundFile", "XGestureDesktop", "XGestureSystem",
        "XGestureFeedback", "CYAML",
      ]),
    .testTarget(
      name: "XGestureConfigTests",
      dependencies: ["XGestureConfig", "XGestureActionKinds", "XGestureDesktop", "XGestureEngine", "XGestureFeedback"],
      resources: [.copy("Fixtures")]),

    // Switching from another tool (docs/IMPORT.md): Touchégg's XML, libinput-gestures'
    // lines and fusuma's YAML (through the config's libyaml reader) → an xgesture config.
    .target(name: "XGestureImport", dependencies: ["XGestureConfig", "XGestureActionKinds", "XGestureSystem"]),
    .testTarget(
      name: "XGestureImportTests",
      dependencies: ["XGestureImport", "XGestureConfig", "XGestureActionKinds", "XGestureDesktop"],
      resources: [.copy("Fixtures")]),

    // libFuzzer targets (docs/CONFIG.md, "Fuzzing"): built with -sanitize=fuzzer -DFUZZING;
    // without it they replay the files named on their command line.
    .target(name: "FuzzDriver", path: "Fuzz/Sources/driver"),
    .executableTarget(
      name: "xgesture-fuzz-config", dependencies: ["XGestureConfig", "FuzzDriver"], path: "Fuzz/Sources/config"),
    .executableTarget(
      name: "xgesture-fuzz-trace", dependencies: ["XGestureEngine", "FuzzDriver"], path: "Fuzz/Sources/trace"),

    // The program people run: the command line and the daemon's wiring.
    .executableTarget(
      name: "xgesture",
      dependencies: [
        "XGestureEngine", "XGestureBridge", "XGestureDesktop", "XGestureX11", "XGestureActions", "XGestureConfig",
        "XGestureSystem", "XGestureSession", "XGestureFeedback", "XGestureOverlay", "XGestureImport",
        "XGestureBus", "XGestureActionKinds", "XGestureTouchegg", "XGestureToucheggServer",
      ]),

    // Test beds: a real Xorg with umockdev touchscreens, a real PulseAudio. They live with
    // the tests (Tests/XGestureTestSupport), not in the product's Sources/.
    .target(
      name: "XGestureTestSupport", dependencies: ["XGestureEngine", "XGestureBridge", "XGestureSystem"],
      path: "Tests/XGestureTestSupport"),
    .executableTarget(
      name: "xgesture-touchbed", dependencies: ["CUmockdev", "XGestureSystem"], path: "Tools/xgesture-touchbed"),
    // A second XI2 client for tests and benchmarks (an application's window, a
    // raw-event baseline): a test-only adapter of CX11.
    // It also watches a window's damage (libXdamage, linked here only: the product never loads it).
    .target(
      name: "XGestureX11Probe", dependencies: ["XGestureX11", "XGestureSystem", "CX11"],
      path: "Tools/XGestureX11Probe", linkerSettings: [.linkedLibrary("Xdamage")]),
    // An XI 2.4 gesture client for the touchpad beds' tests (xinput prints no gesture events).
    .executableTarget(
      name: "xgesture-gesture-observer", dependencies: ["CX11"], path: "Tools/xgesture-gesture-observer"),
    .executableTarget(
      name: "xgesture-x11-bench",
      dependencies: ["XGestureX11", "XGestureBridge", "XGestureEngine", "XGestureTestSupport", "XGestureX11Probe"],
      path: "Tools/xgesture-x11-bench"),
    .testTarget(name: "xgestureTests", dependencies: ["XGestureTestSupport"]),
    .testTarget(
      name: "AcceptanceTests",
      dependencies: ["XGestureTestSupport", "XGestureX11", "XGestureBridge", "XGestureX11Probe", "XGestureSystem"]),
    .executableTarget(
      name: "xgesture-touchpad-bench", dependencies: ["XGestureTestSupport"],
      path: "Tools/xgesture-touchpad-bench"),
    .executableTarget(
      name: "xgesture-desktop-bench",
      dependencies: ["XGestureTestSupport", "XGestureX11", "XGestureBridge", "XGestureEngine", "XGestureX11Probe"],
      path: "Tools/xgesture-desktop-bench"),
    // Desktop actions (keys:) against helper programs (xdotool), on the touch bed.
    .executableTarget(
      name: "xgesture-actions-bench",
      dependencies: [
        "XGestureTestSupport", "XGestureX11", "XGestureBridge", "XGestureX11Probe", "XGestureScreen", "XGestureSystem",
      ],
      path: "Tools/xgesture-actions-bench"),
    // The feedback overlay's frames, idle cost and cost without feedback (docs/BENCHMARKS.md, "Overlay").
    .executableTarget(
      name: "xgesture-overlay-bench", dependencies: ["XGestureTestSupport", "XGestureX11Probe"],
      path: "Tools/xgesture-overlay-bench"),
    // The README's pictures of the overlay, made on the bed (scripts/make-pictures).
    .executableTarget(
      name: "xgesture-pictures", dependencies: ["XGestureTestSupport", "XGestureX11Probe"],
      path: "Tools/xgesture-pictures"),
    // The session bus's signals against the transport (docs/BENCHMARKS.md, "Session bus").
    .executableTarget(
      name: "xgesture-bus-bench", dependencies: ["XGestureTestSupport", "XGestureX11Probe"],
      path: "Tools/xgesture-bus-bench"),
    .testTarget(name: "XGestureTestSupportTests", dependencies: ["XGestureTestSupport", "XGestureEngine"]),
  ]
)
