import Foundation
import Testing
import XGestureTestSupport

/// The README's two commands on a machine without a usable Swift toolchain (a
/// fresh Debian 12 has none): each checks for `swift` before it installs or
/// builds anything, says in one sentence what to install, and exits non-zero.
@Suite("Checking for the Swift toolchain")
struct ToolchainCheckTests {
  @Test(
    "make run and make test without swift on PATH stop first, saying what to install",
    arguments: ["run", "test"])
  func noSwift(target: String) throws {
    let bin = try Self.pathWithout()
    defer { bin.remove() }
    let result = try Self.make(target, path: bin.path)
    Self.expectStoppedFirst(result, target: target)
    #expect(result.output.contains("'swift' is not on PATH"), "\(result.output)")
    #expect(result.output.contains("https://www.swift.org/install/linux/"), "\(result.output)")
  }

  @Test("make run with a Swift older than 6 stops first, naming the version it found")
  func oldSwift() throws {
    let bin = try Self.pathWithout()
    defer { bin.remove() }
    _ = try bin.write(
      "#!/bin/sh\necho 'Swift version 5.9.2 (swift-5.9.2-RELEASE)'\necho 'Target: x86_64-unknown-linux-gnu'\n",
      to: "swift", mode: 0o755)
    let result = try Self.make("run", path: bin.path)
    Self.expectStoppedFirst(result, target: "run")
    #expect(result.output.contains("is Swift 5.9"), "\(result.output)")
  }

  /// The check's sentence came before anything else: no package installation,
  /// no build, a failure status.
  static func expectStoppedFirst(_ result: (status: ChildProcess.Status, output: String), target: String) {
    #expect(result.status != .exited(0), "make \(target) succeeded without a toolchain: \(result.output)")
    #expect(result.output.contains("xgesture needs"), "\(result.output)")
    #expect(!result.output.contains("installing Debian packages"), "\(result.output)")
    #expect(!result.output.contains("swift build"), "\(result.output)")
    let sentences = result.output.split(separator: "\n").filter { $0.hasPrefix("xgesture needs") }
    #expect(sentences.count == 1, "\(result.output)")
  }

  /// A folder to be the whole PATH: make and what the check itself uses, and no swift.
  static func pathWithout() throws -> TemporaryDirectory {
    let bin = try TemporaryDirectory(prefix: "xgesture-no-swift")
    for tool in ["make", "sed", "head", "dpkg-query", "apt-get", "sudo", "id"] {
      let places: [String] = ["/usr/bin/\(tool)", "/bin/\(tool)"]
      guard let found = places.first(where: { access($0, X_OK) == 0 }) else {
        continue
      }
      symlink(found, bin.file(tool))
    }
    return bin
  }

  static func make(_ target: String, path: String) throws -> (status: ChildProcess.Status, output: String) {
    var environment = ChildProcess.environment()
    environment["PATH"] = path
    environment["SWIFT"] = nil
    return try ChildProcess.run(
      "\(path)/make", arguments: ["--no-print-directory", "-C", InstallationTests.sourceRoot, target],
      environment: environment, timeout: 120)
  }
}
