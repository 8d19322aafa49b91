import Synchronization
import Testing
import XGestureSystem
import XGestureTestSupport
import XGestureX11

@Suite("The bridge's services on the touch bed")
struct BridgeServiceTests {
  @Test(
    "A service with a socket to write to is served when the socket can take bytes, with no deadline and nothing to read"
  )
  func writeDescriptorWakesTheLoop() throws {
    let bed = try TouchBed()
    defer { bed.stop() }
    let (ours, theirs) = try FileDescriptor.socketPair()
    defer {
      try? ours.close()
      try? theirs.close()
    }
    let served = Mutex(0)
    // Watched for writing until served once, as the Touchégg server's sockets with bytes waiting are.
    let service = Bridge.Service(
      descriptors: { [] }, writeDescriptors: { served.withLock { $0 } == 0 ? [ours.rawValue] : [] },
      serve: { _ in served.withLock { $0 += 1 } })
    let bridge = try BridgeRunner(
      display: bed.display, rules: try BridgeRunner.rules([]), mode: .observe, services: [service])
    defer { bridge.stop() }
    #expect(bridge.wait { _ in served.withLock { $0 } > 0 })
  }
}
