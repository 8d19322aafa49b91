// swift-tools-version:6.0
// xgesture — UIKit-style gesture recognizers for the X11 desktop.
//
// The folder tree is the architecture (see README, "Architecture"):
// C modules are system-library targets used by exactly one adapter each;
// the engine is pure Swift and imports none of them. Sources/ holds the
// product; Tools/ the executables that exist only for benchmarks and the
// test beds (`path:` below), Fuzz/ the fuzz targets.
import PackageDescription

let package = Package(
  name: "xgesture",
  targets: [
    // C libraries (Debian -dev packages through pkg-config).
    .systemLibrary(
      name: "CX11", pkgConfig: "xi",
      providers: [.apt(["libx11-dev", "libxi-dev", "libxss-dev", "libxtst-dev", "libxrandr-dev"])]),
    .systemLibrary(name: "CPulse", pkgConfig: "libpulse", providers: [.apt(["libpulse-dev"])]),
    .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
    .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    .systemLibrary(
      name: "CSystemd", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
    .systemLibrary(
      name: "CUmockdev", pkgConfig: "umockdev-1.0", providers: [.apt(["libumockdev-dev"])]),

    // POSIX calls with types and errors (docs/ACTIONS.md, "The system layer"):
    // file descriptors, errno, the monotonic clock, output lines.
    .target(name: "XGestureSystem"),
    .testTarget(name: "XGestureSystemTests", dependencies: ["XGestureSystem"]),

    // The recognizer engine: pure Swift, no C, no I/O, no clock (docs/ENGINE.md).
    .target(name: "XGestureEngine", linkerSettings: [.linkedLibrary("m")]),
    .testTarget(
      name: "XGestureEngineTests", dependencies: ["XGestureEngine"], resources: [.copy("Traces")]),
    .executableTarget(
      name: "xgesture-bench", dependencies: ["XGestureEngine", "XGestureConfig"], path: "Tools/xgesture-bench"),

    // Adapters: the only places where C types appear.
    .target(name: "XGestureX11", dependencies: ["XGestureEngine", "XGestureSystem", "CX11"]),
    .testTarget(
      name: "XGestureX11Tests",
      dependencies: ["XGestureX11", "XGestureEngine", "XGestureTestSupport", "XGestureX11Probe"]),
    // systemd-logind's session lock through sd-bus (docs/LOCK.md).
    .target(name: "XGestureSession", dependencies: ["CSystemd"]),
    .testTarget(name: "XGestureSessionTests", dependencies: ["XGestureSession", "XGestureTestSupport"]),
    .target(name: "XGestureActions", dependencies: ["XGestureEngine", "XGestureSystem", "CPulse", "CSndFile"]),
    .testTarget(
      name: "XGestureActionsTests",
      dependencies: ["XGestureActions", "XGestureEngine", "XGestureSystem", "XGestureTestSupport"]),
    .executableTarget(
      name: "xgesture-sound-bench",
      dependencies: ["XGestureActions", "XGestureEngine", "XGestureTestSupport"],
      path: "Tools/xgesture-sound-bench"),

    // The config file (docs/CONFIG.md): YAML through libyaml, errors at file:line:column.
    .target(name: "XGestureConfig", dependencies: ["XGestureEngine", "XGestureActions", "XGestureSystem", "CYAML"]),
    .testTarget(name: "XGestureConfigTests", dependencies: ["XGestureConfig"], resources: [.copy("Fixtures")]),

    // Switching from another tool (docs/IMPORT.md): Touchégg's XML, libinput-gestures'
    // lines and fusuma's YAML (through the config's libyaml reader) → an xgesture config.
    .target(name: "XGestureImport", dependencies: ["XGestureConfig", "XGestureSystem"]),
    .testTarget(
      name: "XGestureImportTests", dependencies: ["XGestureImport", "XGestureConfig"],
      resources: [.copy("Fixtures")]),

    // libFuzzer targets (docs/CONFIG.md, "Fuzzing"): built with -sanitize=fuzzer -DFUZZING;
    // without it they replay the files named on their command line.
    .target(name: "FuzzDriver", path: "Fuzz/Sources/driver"),
    .executableTarget(
      name: "xgesture-fuzz-config", dependencies: ["XGestureConfig", "FuzzDriver"], path: "Fuzz/Sources/config"),
    .executableTarget(
      name: "xgesture-fuzz-trace", dependencies: ["XGestureEngine", "FuzzDriver"], path: "Fuzz/Sources/trace"),

    // The program people run.
    .executableTarget(
      name: "xgesture",
      dependencies: [
        "XGestureEngine", "XGestureX11", "XGestureActions", "XGestureConfig", "XGestureSystem", "XGestureSession",
        "XGestureImport",
      ]),

    // Test beds: a real Xorg with umockdev touchscreens, a real PulseAudio.
    .target(name: "XGestureTestSupport", dependencies: ["XGestureEngine", "XGestureSystem"]),
    .executableTarget(
      name: "xgesture-touchbed", dependencies: ["CUmockdev", "XGestureSystem"], path: "Tools/xgesture-touchbed"),
    // A second XI2 client for tests and benchmarks (an application's window, a
    // raw-event baseline): a test-only adapter of CX11.
    .target(
      name: "XGestureX11Probe", dependencies: ["XGestureX11", "XGestureSystem", "CX11"], path: "Tools/XGestureX11Probe"),
    // An XI 2.4 gesture client for the touchpad beds' tests (xinput prints no gesture events).
    .executableTarget(
      name: "xgesture-gesture-observer", dependencies: ["CX11"], path: "Tools/xgesture-gesture-observer"),
    .executableTarget(
      name: "xgesture-x11-bench",
      dependencies: ["XGestureX11", "XGestureEngine", "XGestureTestSupport", "XGestureX11Probe"],
      path: "Tools/xgesture-x11-bench"),
    .testTarget(name: "xgestureTests", dependencies: ["XGestureTestSupport"]),
    .testTarget(name: "AcceptanceTests", dependencies: ["XGestureTestSupport", "XGestureX11", "XGestureX11Probe"]),
    .executableTarget(
      name: "xgesture-touchpad-bench", dependencies: ["XGestureTestSupport"],
      path: "Tools/xgesture-touchpad-bench"),
    .executableTarget(
      name: "xgesture-desktop-bench",
      dependencies: ["XGestureTestSupport", "XGestureX11", "XGestureEngine", "XGestureX11Probe"],
      path: "Tools/xgesture-desktop-bench"),
    // Desktop actions (keys:) against helper programs (xdotool), on the touch bed.
    .executableTarget(
      name: "xgesture-actions-bench",
      dependencies: ["XGestureTestSupport", "XGestureX11", "XGestureX11Probe", "XGestureSystem"],
      path: "Tools/xgesture-actions-bench"),
    .testTarget(name: "XGestureTestSupportTests", dependencies: ["XGestureTestSupport", "XGestureEngine"]),
  ]
)
