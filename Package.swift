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
    .systemLibrary(name: "CX11", pkgConfig: "xi", providers: [.apt(["libx11-dev", "libxi-dev"])]),
    .systemLibrary(name: "CPulse", pkgConfig: "libpulse", providers: [.apt(["libpulse-dev"])]),
    .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
    .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
    .systemLibrary(
      name: "CUmockdev", pkgConfig: "umockdev-1.0", providers: [.apt(["libumockdev-dev"])]),

    // Test beds: a real Xorg with umockdev touchscreens, a real PulseAudio.
    .target(name: "XGestureTestSupport"),
    .testTarget(name: "XGestureTestSupportTests", dependencies: ["XGestureTestSupport"]),
  ]
)
