// swift-tools-version:6.0
// xgesture — UIKit-style gesture recognizers for the X11 desktop.
//
// The folder tree is the architecture (see README, "Architecture"):
// C modules are system-library targets used by exactly one adapter each;
// the engine is pure Swift and imports none of them.
import PackageDescription

let package = Package(
  name: "xgesture",
  targets: [
    // C libraries (Debian -dev packages through pkg-config).
    .systemLibrary(name: "CX11", pkgConfig: "xi", providers: [.apt(["libx11-dev", "libxi-dev", "libxss-dev"])]),
    .systemLibrary(name: "CPulse", pkgConfig: "libpulse", providers: [.apt(["libpulse-dev"])]),
    .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
    .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    .systemLibrary(
      name: "CSystemd", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
    .systemLibrary(
      name: "CUmockdev", pkgConfig: "umockdev-1.0", providers: [.apt(["libumockdev-dev"])]),

    // The recognizer engine: pure Swift, no C, no I/O, no clock (docs/ENGINE.md).
    .target(name: "XGestureEngine", linkerSettings: [.linkedLibrary("m")]),
    .testTarget(
      name: "XGestureEngineTests", dependencies: ["XGestureEngine"], resources: [.copy("Traces")]),
    .executableTarget(name: "xgesture-bench", dependencies: ["XGestureEngine"]),

    // Adapters: the only places where C types appear.
    .target(name: "XGestureX11", dependencies: ["XGestureEngine", "CX11"]),
    .testTarget(
      name: "XGestureX11Tests",
      dependencies: ["XGestureX11", "XGestureEngine", "XGestureTestSupport", "XGestureX11Probe"]),
    // systemd-logind's session lock through sd-bus (docs/LOCK.md).
    .target(name: "XGestureSession", dependencies: ["CSystemd"]),
    .testTarget(name: "XGestureSessionTests", dependencies: ["XGestureSession", "XGestureTestSupport"]),
    .target(name: "XGestureActions", dependencies: ["XGestureEngine", "CPulse", "CSndFile"]),
    .testTarget(
      name: "XGestureActionsTests",
      dependencies: ["XGestureActions", "XGestureEngine", "XGestureTestSupport"]),
    .executableTarget(
      name: "xgesture-sound-bench",
      dependencies: ["XGestureActions", "XGestureEngine", "XGestureTestSupport"]),

    // The config file (docs/CONFIG.md): YAML through libyaml, errors at file:line:column.
    .target(name: "XGestureConfig", dependencies: ["XGestureEngine", "XGestureActions", "CYAML"]),
    .testTarget(name: "XGestureConfigTests", dependencies: ["XGestureConfig"], resources: [.copy("Fixtures")]),

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
      dependencies: ["XGestureEngine", "XGestureX11", "XGestureActions", "XGestureConfig", "XGestureSession"]),

    // Test beds: a real Xorg with umockdev touchscreens, a real PulseAudio.
    .target(name: "XGestureTestSupport", dependencies: ["XGestureEngine"]),
    .executableTarget(name: "xgesture-touchbed", dependencies: ["CUmockdev"]),
    // A second XI2 client for tests and benchmarks (an application's window, a
    // raw-event baseline): a test-only adapter of CX11.
    .target(name: "XGestureX11Probe", dependencies: ["XGestureX11", "CX11"], path: "Tools/XGestureX11Probe"),
    .executableTarget(name: "xgesture-gesture-observer", dependencies: ["CX11"]),
    .executableTarget(
      name: "xgesture-x11-bench",
      dependencies: ["XGestureX11", "XGestureEngine", "XGestureTestSupport", "XGestureX11Probe"]),
    .testTarget(name: "xgestureTests", dependencies: ["XGestureTestSupport"]),
    .testTarget(name: "AcceptanceTests", dependencies: ["XGestureTestSupport", "XGestureX11", "XGestureX11Probe"]),
    .executableTarget(
      name: "xgesture-desktop-bench", dependencies: ["XGestureTestSupport", "XGestureX11", "XGestureX11Probe"]),
    .testTarget(name: "XGestureTestSupportTests", dependencies: ["XGestureTestSupport", "XGestureEngine"]),
  ]
)
