// xgesture-touchegg-bench: what serving Touchégg's clients costs
// (docs/BENCHMARKS.md, "Touchégg's clients").
//
//   swift build -c release && .build/release/xgesture-touchegg-bench [samples] [flood]
//
// Method: the server runs in this process at an address of its own, served
// by a poll loop as the daemon's serves it; its clients are python3-gi
// GDBus processes subscribed as Cinnamon's is (the test suite's
// `ToucheggClient`), each printing its receipt time on CLOCK_MONOTONIC.
// - latency: one client; `samples` signals, one every 5 ms; send → receipt;
// - CPU: the server's CPU time (CLOCK_THREAD_CPUTIME_ID around each `send`
//   and `service()`, not the reading of the clients' output) while `flood`
//   signals are sent in bursts of 100, with no client and with 10 subscribed
//   clients that receive them all;
// - memory: this process's VmRSS before the server listens, with the 10
//   clients connected, and after their flood (the clients' lines, which the
//   bench keeps, let go of after each burst).
import Foundation
import XGestureSystem
import XGestureTestSupport
import XGestureTouchegg
import XGestureToucheggServer

#if canImport(Glibc)
  import Glibc
#endif

func fail(_ message: String) -> Never {
  try? FileDescriptor.standardError.writeAll("xgesture-touchegg-bench: \(message)\n".utf8)
  exit(1)
}

/// This thread's CPU time in ms.
func cpuMilliseconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

/// The server's CPU ms: what its calls took, added up.
nonisolated(unsafe) var serverCPU = 0.0

/// Runs `body` (a call of the server), adding its CPU time to `serverCPU`.
func timed(_ body: () -> Void) {
  let start = cpuMilliseconds()
  body()
  serverCPU += cpuMilliseconds() - start
}

/// This process's resident memory in KiB (/proc/self/status).
func residentKiB() -> Int {
  let file = try? FileDescriptor.open("/proc/self/status", .readOnly)
  let status = String(
    decoding: (try? file?.closeAfter { () throws(Errno) in try file!.readAll() }) ?? [], as: UTF8.self)
  let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
  return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
}

/// Serves `server` and reads `clients` for up to `timeout` ms, or until `condition` holds.
@discardableResult
func serve(_ server: ToucheggServer, _ clients: [ToucheggClient], timeout: Double, until condition: () -> Bool)
  -> Bool
{
  let deadline = MonotonicTime.now().adding(milliseconds: timeout)
  var waiting = PollSet<Int>()
  while !condition() {
    let left = deadline.milliseconds(since: MonotonicTime.now())
    guard left > 0 else { return false }
    waiting.removeAll()
    for fd in server.descriptors { waiting.add(FileDescriptor(rawValue: fd), tag: 0) }
    for fd in server.writeDescriptors { waiting.addForWriting(FileDescriptor(rawValue: fd), tag: 0) }
    for client in clients { waiting.add(FileDescriptor(rawValue: client.descriptor), tag: 1) }
    _ = try? waiting.wait(timeout: min(left, 50))
    timed { server.service() }
    for client in clients { client.read() }
  }
  return true
}

func signal(_ index: Int) -> ToucheggSignal {
  ToucheggSignal(
    phase: .update, type: .swipe, direction: .up, percentage: Double(index % 100), fingers: 3,
    device: .touchscreen, elapsed: UInt64(index))
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let samples = arguments.first ?? 1000
let flood = arguments.dropFirst().first ?? 20000
let rssOff = residentKiB()
let address = "unix:abstract=xgesture-touchegg-bench-\(CurrentProcess.id)"
let server: ToucheggServer
do {
  server = try ToucheggServer.listen(at: address) { fail("the server said: \($0)") }
} catch {
  fail(error.description)
}

/// Starts `count` clients and serves until each is past its handshake.
@MainActor func connect(_ count: Int) -> [ToucheggClient] {
  do {
    var clients: [ToucheggClient] = []
    for _ in 0..<count { clients.append(try ToucheggClient(.gdbus, address: address)) }
    let ready = serve(server, clients, timeout: 30_000) {
      server.listeningClientCount == count && clients.allSatisfy { $0.lines.contains("ready") }
    }
    if !ready { fail("the clients did not connect: \(clients.map(\.lines))") }
    return clients
  } catch {
    fail(error.description)
  }
}

// Latency.
let one = connect(1)
var latencies: [Double] = []
for index in 0..<samples {
  let sent = MonotonicTime.now()
  server.send(signal(index))
  guard serve(server, one, timeout: 10_000, until: { one[0].signals.count > index }) else {
    fail("signal \(index) never arrived")
  }
  let received = Int64(one[0].signals[index].last ?? "") ?? 0
  latencies.append(MonotonicTime(nanoseconds: received).milliseconds(since: sent))
  serve(server, one, timeout: 5) { false }
}
print("send → python-gi receipt, \(samples) signals: \(Statistics.line("ms", latencies))")
_ = one[0].process.terminate()
serve(server, [], timeout: 10_000) { server.clientCount == 0 }

/// The server's CPU ms for sending `flood` signals to `clients`, in bursts of 100, until each client has them all.
@MainActor func floodCost(_ clients: [ToucheggClient]) -> Double {
  serverCPU = 0
  for burst in stride(from: 0, to: flood, by: 100) {
    timed { for index in burst..<min(burst + 100, flood) { server.send(signal(index)) } }
    let ok = serve(server, clients, timeout: 30_000) {
      !server.wantsToWrite && clients.allSatisfy { $0.signalCount >= burst - 1000 }
    }
    if !ok { fail("the clients fell behind") }
    for client in clients { client.forgetSignals() }
  }
  if !serve(server, clients, timeout: 60_000, until: { clients.allSatisfy { $0.signalCount == flood } }) {
    fail("the clients did not receive every signal")
  }
  return serverCPU
}

let idle = floodCost([])
let ten = connect(10)
let rssConnected = residentKiB()
let busy = floodCost(ten)
print(
  "CPU for \(flood) signals: \(String(format: "%.1f", idle)) ms with no client, "
    + "\(String(format: "%.1f", busy)) ms with 10 clients "
    + "(\(String(format: "%.2f", busy * 1000 / Double(flood * 10))) µs a signal a client)")
print(
  "VmRSS: \(rssOff) KiB before the server, \(rssConnected) KiB with 10 clients connected, "
    + "\(residentKiB()) KiB after their flood")
for client in ten { _ = client.process.terminate() }
