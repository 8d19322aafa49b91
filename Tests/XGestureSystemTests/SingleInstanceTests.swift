import Testing
import XGestureSystem

#if canImport(Glibc)
  import Glibc
#endif

/// One xgesture per display (docs/REFERENCE.md, "Install": a second one says
/// which process already runs): the lock's name per display, and a second
/// claim refused with the first one's pid.
@Suite("One instance per display")
struct SingleInstanceTests {
  @Test("every way of writing a display gives it one lock name; a remote display keeps its host")
  func lockNames() {
    for local in [":0", ":0.0", "unix:0", "unix:0.1"] { #expect(SingleInstance.lockName(local) == "0") }
    #expect(SingleInstance.lockName(":12.0") == "12")
    #expect(SingleInstance.lockName("localhost:10.0") == "localhost-10")
    #expect(SingleInstance.lockName("host.example:1") == "host.example-1")
  }

  @Test("a second claim on the same display is refused, naming the process that holds the lock")
  func secondClaim() throws {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let folder = try Files.makeTemporaryDirectory(prefix: "\(base)/xgesture-instance.")
    defer {
      unlink("\(folder)/xgesture-7.lock")
      unlink("\(folder)/xgesture-8.lock")
      rmdir(folder)
    }
    let environment = ["XDG_RUNTIME_DIR": folder]
    let first = try SingleInstance.claim(display: ":7", environment: environment)
    guard case .held = first else {
      Issue.record("no lock in \(folder): \(first)")
      return
    }
    let pid = String(CurrentProcess.id)
    #expect(throws: SingleInstance.AlreadyRunning(display: ":7.0", pid: pid)) {
      _ = try SingleInstance.claim(display: ":7.0", environment: environment)
    }
    // The sentence names the display and the process, and how to stop it.
    let sentence = SingleInstance.AlreadyRunning(display: ":7", pid: pid).description
    #expect(sentence.contains("':7'") && sentence.contains("process \(pid)") && sentence.contains("kill \(pid)"))
    // Another display is another lock.
    guard case .held = try SingleInstance.claim(display: ":8", environment: environment) else {
      Issue.record("another display's lock was not made")
      return
    }
    withExtendedLifetime(first) {}
  }

  @Test("a lock that cannot be made says why, and is no refusal")
  func unguardedClaim() throws {
    let missing = "/nonexistent-xgesture-runtime-folder"
    let claim = try SingleInstance.claim(display: ":9", environment: ["XDG_RUNTIME_DIR": missing])
    guard case .unguarded(let reason) = claim else {
      Issue.record("a lock was made in \(missing)")
      return
    }
    #expect(reason == "cannot open the lock file \(missing)/xgesture-9.lock: No such file or directory")
  }
}
