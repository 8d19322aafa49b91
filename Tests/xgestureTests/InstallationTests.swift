import Foundation
import Testing
import XGestureTestSupport

/// What `make install` and `make deb` give a machine: a stripped binary that
/// starts without the Swift toolchain (the runtime is linked statically), and
/// a Debian package lintian finds nothing wrong with, that depends on the
/// runtime libraries' packages alone, each with its least version.
@Suite("Installing xgesture")
struct InstallationTests {
  /// The libraries xgesture loads, by their Debian packages (the Makefile's RUN_PACKAGES).
  /// The libraries the binary links, as the Makefile's RUN_PACKAGES names
  /// them (the list `make run` installs; its sound theme is data, not a library).
  static var runtimePackages: Set<String> {
    get throws {
      let makefile = try String(contentsOfFile: "\(sourceRoot)/Makefile", encoding: .utf8)
      let line = try #require(
        makefile.split(separator: "\n").first { $0.hasPrefix("RUN_PACKAGES :=") },
        "the Makefile has no RUN_PACKAGES line")
      let names = line.dropFirst("RUN_PACKAGES :=".count).split(separator: " ").map(String.init)
      return Set(names.filter { $0.hasPrefix("lib") })
    }
  }

  @Test(
    "The installed binary is stripped and runs with the Swift toolchain hidden, and its Debian package passes lintian, installs and removes cleanly",
    .enabled(
      if: getuid() == 0,
      "needs root: a private mount namespace hides the toolchain, and apt-get installs the package")
  )
  func installedBinaryAndPackage() throws {
    let work = try TemporaryDirectory(prefix: "xgesture-install")
    // A build folder of its own: `swift test` holds the lock of its scratch path.
    let build = "\(Self.sourceRoot)/.build-installation"
    let staged = work.file("root")
    try Self.make(["install", "DESTDIR=\(staged)", "PREFIX=/usr", "BUILD_DIR=\(build)"])
    let binary = "\(staged)/usr/bin/xgesture"
    // Installed stripped: no symbol table (the unstripped binary stays in the build folder).
    let sections = try Self.run(
      try ProgramLookup.find("readelf", package: "binutils"), ["--sections", binary])
    let symbols = sections.contains(" .symtab ")
    #expect(!symbols, "make install left the symbol table in \(binary)")

    // The toolchain hidden: an empty folder mounted over it, in a mount namespace of our own.
    let toolchain = try Self.toolchainFolder()
    let runtime = "\(toolchain)/usr/lib/swift/linux/libswiftCore.so"
    #expect(
      access(runtime, R_OK) == 0,
      "the toolchain's runtime is not at \(runtime): the hiding below proves nothing")
    let empty = work.file("empty")
    mkdir(empty, 0o755)
    let unshare = try ProgramLookup.find("unshare", package: "util-linux")
    func runHidden(_ arguments: [String], environment: [String: String] = [:]) throws -> (
      status: ChildProcess.Status, output: String
    ) {
      let script = #"mount --bind "$1" "$2" && [ ! -e "$3" ] && shift 3 && exec "$@""#
      return try ChildProcess.run(
        unshare,
        arguments: [
          "--mount", "--propagation", "private", "sh", "-c", script, "sh", empty, toolchain,
          runtime, binary,
        ]
          + arguments,
        environment: ChildProcess.environment(adding: environment.mapValues { Optional($0) }),
        timeout: 30)
    }
    let version = try runHidden(["--version"])
    #expect(version.status == .exited(0), "\(version.output)")
    #expect(version.output.hasPrefix("xgesture "), "\(version.output)")

    let bed = try TouchBed()
    defer { bed.stop() }
    let devices = try runHidden(["--list-devices"], environment: bed.environment)
    #expect(devices.status == .exited(0), "\(devices.output)")
    #expect(devices.output.contains(": xgesture virtual touchscreen\n"), "\(devices.output)")
    #expect(
      devices.output.contains("touch: direct (touchscreen), up to 10 touches"), "\(devices.output)")

    // The Debian package, from the same build.
    let before = try Self.packageStatus()
    guard before != "installed" else {
      Issue.record(
        "xgesture is installed on this machine already; this test would replace it — remove it first"
      )
      return
    }
    let debs = work.file("debs")
    try Self.make(["deb", "BUILD_DIR=\(build)", "DEB_OUT=\(debs)"])
    let files = try FileManager.default.contentsOfDirectory(atPath: debs).filter {
      $0.hasSuffix(".deb")
    }
    let deb = "\(debs)/\(try #require(files.first, "make deb made no .deb in \(debs)"))"
    #expect(files.count == 1 && files[0].hasPrefix("xgesture_"), "\(files)")

    // Debian's own checks of a package: not one error or warning.
    let lintian = try Self.lintian(deb)
    #expect(
      lintian.status == .exited(0) && lintian.complaints.isEmpty,
      "lintian \(deb) (\(lintian.status)):\n\(lintian.output)")

    // Each library's package with the least version that has the symbols the
    // binary uses, where the library's symbols file tells one (dpkg-shlibdeps):
    // the C library's at least, whose start-up symbol has a version of its own.
    let fields = try Self.run("/usr/bin/dpkg-deb", ["--field", deb, "Depends"])
    let relations = Self.relations(fields)
    #expect(
      relations.contains { $0.package == "libc6" && $0.version?.hasPrefix(">= ") == true },
      "Depends names no least version of libc6: \(fields)")
    let depends = Set(relations.map(\.package))
    let runtimePackages = try Self.runtimePackages
    #expect(runtimePackages.count >= 5, "RUN_PACKAGES: \(runtimePackages.sorted())")
    #expect(depends.isSuperset(of: runtimePackages), "Depends: \(depends.sorted())")
    // Nothing but libraries: the C library and the compiler's runtime on top of ours.
    let others = depends.subtracting(runtimePackages).subtracting([
      "libc6", "libgcc-s1", "libstdc++6",
    ])
    #expect(
      others.isEmpty, "Depends names more than the runtime libraries' packages: \(others.sorted())")

    _ = try Self.run("/usr/bin/apt-get", ["install", "-y", "-q", "--no-install-recommends", deb])
    var removed = false
    defer {
      if !removed { _ = try? Self.run("/usr/bin/apt-get", ["purge", "-y", "-q", "xgesture"]) }
    }
    #expect(try Self.packageStatus() == "installed")
    let installed = try Self.run("/usr/bin/xgesture", ["--version"])
    #expect(installed == version.output, "\(installed)")
    #expect(access("/usr/share/xgesture/config.yaml", R_OK) == 0)
    for path in [
      "/usr/share/man/man1/xgesture.1.gz", "/etc/xdg/autostart/xgesture.desktop",
      "/usr/share/doc/xgesture/copyright", "/usr/share/doc/xgesture/changelog.gz",
    ] {
      #expect(access(path, R_OK) == 0, "the package installed no \(path)")
    }

    _ = try Self.run("/usr/bin/apt-get", ["purge", "-y", "-q", "xgesture"])
    removed = true
    #expect(try Self.packageStatus() != "installed")
    for path in [
      "/usr/bin/xgesture", "/usr/share/xgesture", "/usr/share/man/man1/xgesture.1.gz",
      "/etc/xdg/autostart/xgesture.desktop", "/usr/lib/systemd/user/xgesture.service",
      "/usr/share/doc/xgesture",
    ] {
      #expect(access(path, F_OK) != 0, "\(path) is left after apt-get purge")
    }
  }

  /// The folder the Swift toolchain is installed in, from the `swift` found on
  /// PATH (its real path is TOOLCHAIN/usr/bin/…).
  static func toolchainFolder() throws -> String {
    let swift = try ProgramLookup.find("swift", package: "the Swift toolchain")
    let real = URL(fileURLWithPath: swift).resolvingSymlinksInPath()
    let toolchain = real.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    try #require(
      real.deletingLastPathComponent().lastPathComponent == "bin" && toolchain != "/"
        && toolchain != "/usr",
      "the toolchain at \(real.path) is not in a folder of its own; hiding it would hide the system"
    )
    return toolchain
  }

  /// Lintian's verdict on the package at `deb`: its exit status (not 0 when
  /// it found a tag `--fail-on` names, or could not check), everything it
  /// printed, and its error and warning lines (`E: …`, `W: …`).
  static func lintian(_ deb: String) throws -> (
    status: ChildProcess.Status, output: String, complaints: [Substring]
  ) {
    let lintian = try ProgramLookup.find("lintian", package: "lintian")
    let result = try ChildProcess.run(
      lintian, arguments: ["--fail-on", "error,warning", "--tag-display-limit", "0", deb],
      environment: ChildProcess.environment(), timeout: 600)
    let complaints = result.output.split(separator: "\n").filter {
      $0.hasPrefix("E: ") || $0.hasPrefix("W: ")
    }
    return (result.status, result.output, complaints)
  }

  /// The relations of a Depends field ("libc6 (>= 2.34), libx11-6"): each
  /// package with its version relation, if any.
  static func relations(_ field: String) -> [(package: String, version: String?)] {
    field.split(separator: ",").map { entry in
      let entry = entry.trimmingCharacters(in: .whitespacesAndNewlines)
      guard let open = entry.firstIndex(of: "(") else { return (entry, nil) }
      let package = entry[..<open].trimmingCharacters(in: .whitespaces)
      let version = entry[entry.index(after: open)...].trimmingCharacters(
        in: CharacterSet(charactersIn: ") "))
      return (package, version)
    }
  }

  /// `make ARGUMENTS` in the source tree; the build may take minutes.
  static func make(_ arguments: [String]) throws {
    let make = try ProgramLookup.find("make", package: "make")
    let result = try ChildProcess.run(
      make, arguments: ["-C", sourceRoot] + arguments, environment: ChildProcess.environment(),
      timeout: 3600)
    try #require(
      result.status == .exited(0), "make \(arguments.joined(separator: " ")): \(result.output)")
  }

  /// Runs a program that must succeed; its output.
  static func run(_ program: String, _ arguments: [String]) throws -> String {
    let result = try ChildProcess.run(
      program, arguments: arguments,
      environment: ChildProcess.environment(adding: ["DEBIAN_FRONTEND": "noninteractive"]),
      timeout: 600)
    try #require(
      result.status == .exited(0),
      "\(program) \(arguments.joined(separator: " ")): \(result.output)")
    return result.output
  }

  /// dpkg's word for the xgesture package ("installed", "config-files", or "" when unknown).
  static func packageStatus() throws -> String {
    let result = try ChildProcess.run(
      "/usr/bin/dpkg-query", arguments: ["--show", "--showformat=${db:Status-Status}", "xgesture"],
      environment: ChildProcess.environment())
    return result.status == .exited(0) ? result.output : ""
  }

  /// The package's root folder (the tests run from the source tree).
  static let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent().path
}
