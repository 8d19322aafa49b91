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
    #expect(first != nil)
    let pid = String(CurrentProcess.id)
    #expect(throws: SingleInstance.AlreadyRunning(display: ":7.0", pid: pid)) {
      _ = try SingleInstance.claim(display: ":7.0", environment: environment)
    }
    // The sentence names the display and the process, and how to stop it.
    let sentence = SingleInstance.AlreadyRunning(display: ":7", pid: pid).description
    #expect(sentence.contains("':7'") && sentence.contains("process \(pid)") && sentence.contains("kill \(pid)"))
    // Another display is another lock.
    #expect(try SingleInstance.claim(display: ":8", environment: environment) != nil)
    withExtendedLifetime(first) {}
  }
}
