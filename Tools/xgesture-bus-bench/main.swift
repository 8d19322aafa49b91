// The session bus and Touchégg's clients through the real daemon, on the
// touch bed (docs/BENCHMARKS.md, "Session bus").
//
// The release-built xgesture runs as a user runs it, on a real Xorg with an
// emulated touchscreen and a private `dbus-daemon --session`, serving
// Touchégg's clients at an address of its own (`XGESTURE_TOUCHEGG_ADDRESS`),
// with a one-finger tap bound and no action (the flood's daemon also a
// ten-finger pan). A minimal XI2 client (raw touch events on the root, as the bridge
// selects them) notes when each tap's last RawTouchEnd arrives: the
// transport's own limit. In one run:
//
//   memory: Rss and Private_Clean + Private_Dirty (/proc/PID/smaps_rollup) a
//     second after start, with the bus and the Touchégg server on and a client
//     of each connected, against the same config with neither (no session
//     bus address, touchegg-clients off);
//   idle: the daemon's CPU over 10 s with the bus on, paused (Pause on the
//     bus), while the screen saver is on (`xset s activate`: xgesture pauses
//     as for a lock) and with the bus off;
//   tap end → bus Transition: a one-finger tap's end at the minimal client →
//     its `Transition` to `recognized` at a GDBus client (python3-gi,
//     `BusListener`), and at the same client written in C (GIO, the same
//     taps);
//   two-finger tap end → OnGestureEnd: the tap's last end → its
//     `OnGestureEnd` at a GDBus client of the Touchégg server (`ToucheggClient`);
//   bus alone: a python3-gi process's `emit_signal` → the same client, no
//     xgesture: dbus-daemon's relay and GLib's both ends; and the same from
//     the C client to the C client;
//   flood: the daemon's CPU while the bed's 10 contacts move for 4 s, with no
//     client, with 10 (5 on the bus, 5 of the Touchégg server), with none again.
// A missing signal ends the bench with status 1.
// Prints key=value lines. Usage: xgesture-bus-bench [taps]
import Foundation
import XGestureTestSupport
import XGestureX11Probe

let taps = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 100
let floodSeconds = 4.0
// The daemon without a bus is started without this: it must not find one elsewhere.
unsetenv("DBUS_SESSION_BUS_ADDRESS")

let bed: TouchBed
let bus: SessionBusBed
let folder: TemporaryDirectory
do {
  bed = try TouchBed()
  endings.append { bed.stop() }
  bus = try SessionBusBed()
  endings.append { bus.stop() }
  folder = try TemporaryDirectory(prefix: "xgesture-bus-bench")
} catch {
  fail("no bed (\(error)); build and run the benchmarks with 'make bench'")
}
let tap = "gestures:\n  tap:\n    type: tap\n"
let touchegg = "settings:\n  touchegg-clients: on\n"
let configOn = try folder.write(touchegg + tap, to: "on.yaml")
let configOff = try folder.write(tap, to: "off.yaml")
// The flood's own daemon: a bound pan of 10 fingers delays the tap's Transition (docs/BENCHMARKS.md).
let configFlood = try folder.write(touchegg + tap + "  flood:\n    type: pan\n    fingers: 10\n", to: "flood.yaml")
let toucheggAddress = "unix:abstract=xgesture-bus-bench-\(getpid())"
let baseline = try XInputProbeWindow(displayName: bed.display, selection: .rawRoot)
endings.append { baseline.stop() }

/// `count` GDBus clients of the Touchégg server, each past its subscription.
func toucheggClients(_ count: Int) -> [ToucheggClient] {
  do {
    let clients = try (0..<count).map { _ in try ToucheggClient(.gdbus, address: toucheggAddress) }
    endings.append { for client in clients { _ = client.process.terminate(timeout: 2) } }
    let ready = poll(timeout: 20) { () -> Bool? in
      for client in clients { client.read() }
      return clients.allSatisfy { $0.lines.contains("ready") } ? true : nil
    }
    guard ready != nil else { fail("Touchégg's clients did not connect: \(clients.map(\.lines))") }
    return clients
  } catch {
    fail("a Touchégg client: \(error)")
  }
}

func busListeners(_ count: Int, client: BusListener.Client = .python) -> [BusListener] {
  do {
    let listeners = try (0..<count).map { _ in try bus.listen(client: client) }
    endings.append { for listener in listeners { listener.stop() } }
    return listeners
  } catch {
    fail("a bus client: \(error)")
  }
}

let environmentOn = bed.environment.merging(bus.environment) { $1 }
  .merging(["XGESTURE_TOUCHEGG_ADDRESS": toucheggAddress]) { $1 }
let on = startDaemon(config: configOn, environment: environmentOn, bus: bus)
let listener = busListeners(1)[0]
let cListener = busListeners(1, client: .c)[0]
let client = toucheggClients(1)[0]
idle(1)
let memoryOn = memory(of: on.pid)
printCPU("idle_bus_on", cpu(of: on.pid) { idle(10) }, seconds: 10)
guard (try? bus.call("Pause"))?.status.succeeded == true else { fail("Pause on the bus failed") }
printCPU("idle_paused", cpu(of: on.pid) { idle(10) }, seconds: 10)
_ = try? bus.call("Resume")
do {
  try bed.screenSaver(.activate)
  printCPU("idle_screen_saver", cpu(of: on.pid) { idle(10) }, seconds: 10)
  try bed.screenSaver(.reset)
} catch {
  fail("the screen saver: \(error)")
}

let busTaps = busLatencies(bed, baseline, [listener, cListener], taps: taps)
let toucheggTaps = toucheggLatencies(bed, baseline, client, taps: taps)
let alone = transportLatencies(bus, count: taps)
let aloneC = transportLatencies(bus, count: taps, client: .c)
print("bench taps=\(taps) bus_transitions=\(busTaps[0].count) touchegg_ends=\(toucheggTaps.count)")
print("bench " + Statistics.line("tap_end_to_bus_transition", busTaps[0]))
print("bench " + Statistics.line("tap_end_to_bus_transition_c_client", busTaps[1]))
print("bench " + Statistics.line("two_finger_tap_end_to_touchegg_end", toucheggTaps))
print("bench " + Statistics.line("bus_alone_emit_to_receipt", alone))
print("bench " + Statistics.line("bus_alone_c_emit_to_c_receipt", aloneC))
listener.stop()
cListener.stop()
_ = client.process.terminate(timeout: 2)
_ = on.stop()

let flooded = startDaemon(config: configFlood, environment: environmentOn, bus: bus)
printCPU("flood_no_client", cpu(of: flooded.pid) { flood(bed, seconds: floodSeconds) }, seconds: floodSeconds)
let ten = (busListeners(5), toucheggClients(5))
printCPU("flood_ten_clients", cpu(of: flooded.pid) { flood(bed, seconds: floodSeconds) }, seconds: floodSeconds)
let heard = ten.0.map { $0.signals.count }
for listener in ten.0 { listener.stop() }
for client in ten.1 { _ = client.process.terminate(timeout: 2) }
print("bench flood_signals_per_bus_client=\(heard.map(String.init).joined(separator: ","))")
printCPU("flood_no_client_again", cpu(of: flooded.pid) { flood(bed, seconds: floodSeconds) }, seconds: floodSeconds)
_ = flooded.stop()

let off = startDaemon(config: configOff, environment: bed.environment, bus: nil)
idle(1)
let memoryOff = memory(of: off.pid)
printCPU("idle_bus_off", cpu(of: off.pid) { idle(10) }, seconds: 10)
print("bench memory_on_rss_kb=\(memoryOn.resident) memory_on_private_kb=\(memoryOn.privateKB)")
print("bench memory_off_rss_kb=\(memoryOff.resident) memory_off_private_kb=\(memoryOff.privateKB)")
end()
