import Foundation
import XGestureTestSupport
import XGestureX11Probe

/// The arrival of a tap's last RawTouchEnd at the minimal XI2 client:
/// taps `fingers` fingers at (x, y) mm (15 mm apart) and waits for their ends.
func tapEnd(_ bed: TouchBed, _ baseline: XInputProbeWindow, fingers: Int, x: Double, y: Double) -> Int64 {
  func ends() -> [XInputProbeWindow.Event] { baseline.events.filter { $0.type == "RawTouchEnd" } }
  let before = ends().count
  do {
    try bed.script { () throws(BedError) in
      for finger in 0..<fingers { bed.down(slot: finger, x: x + Double(finger) * 15, y: y) }
      try bed.frame()
      bed.pause(8)
      for finger in 0..<fingers { bed.up(slot: finger) }
      try bed.frame()
    }
  } catch {
    fail("the bed: \(error)")
  }
  guard baseline.wait(timeout: 10, until: { _ in ends().count >= before + fingers }) != nil else {
    fail("a \(fingers)-finger tap's ends never reached the minimal client")
  }
  return ends()[before + fingers - 1].arrival
}

/// One-finger taps → each `Transition` to `recognized` at each GDBus client
/// on the bus, ms after the tap's end: one list per listener, the same taps.
func busLatencies(_ bed: TouchBed, _ baseline: XInputProbeWindow, _ listeners: [BusListener], taps: Int)
  -> [[Double]]
{
  func recognized(_ signals: [BusListener.Signal]) -> [BusListener.Signal] {
    signals.filter {
      $0.member == "Transition" && $0.arguments.count > 3 && $0.arguments[3] as? String == "recognized"
    }
  }
  let before = listeners.map { recognized($0.signals).count }
  var latencies = listeners.map { _ in [Double]() }
  for index in 0..<taps {
    let end = tapEnd(bed, baseline, fingers: 1, x: 60 + Double(index % 10) * 15, y: 80)
    for (number, listener) in listeners.enumerated() {
      let count = before[number] + index
      guard let heard = listener.wait(timeout: 10, { recognized($0).count > count ? recognized($0) : nil })
      else { fail("tap \(index + 1): its Transition never reached the bus's client \(number + 1)") }
      latencies[number].append(Double(heard[count].received - end) / 1_000_000)
    }
  }
  return latencies
}

/// Two-finger taps → each `OnGestureEnd` at a GDBus client of the daemon's Touchégg server, ms after the tap's end.
func toucheggLatencies(_ bed: TouchBed, _ baseline: XInputProbeWindow, _ client: ToucheggClient, taps: Int)
  -> [Double]
{
  func gestureEnds() -> [[String]] { client.signals.filter { $0.first == "OnGestureEnd" } }
  let before = gestureEnds().count
  return (0..<taps).map { index in
    let end = tapEnd(bed, baseline, fingers: 2, x: 60 + Double(index % 10) * 10, y: 100)
    let heard = poll(timeout: 10, interval: 1) { () -> [[String]]? in
      client.read()
      return gestureEnds().count > before + index ? gestureEnds() : nil
    }
    guard let heard, let received = heard[before + index].last.flatMap({ Int64($0) }) else {
      fail("two-finger tap \(index + 1): its OnGestureEnd never reached the Touchégg client: \(client.lines)")
    }
    return Double(received - end) / 1_000_000
  }
}

/// The bus alone: a python3-gi process (or the C client, `GLibCListener`)
/// emits `count` signals on the bus, one every 5 ms, each carrying its
/// CLOCK_MONOTONIC just before `emit_signal`; a listener of the same kind
/// notes their receipt. No xgesture.
func transportLatencies(_ bus: SessionBusBed, count: Int, client: BusListener.Client = .python) -> [Double] {
  let script = """
    import sys, time
    from gi.repository import Gio, GLib
    flags = Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION
    connection = Gio.DBusConnection.new_for_address_sync(sys.argv[1], flags, None, None)
    for index in range(int(sys.argv[3])):
        connection.emit_signal(None, '/org/xgesture/Bench', sys.argv[2], 'Probe',
                               GLib.Variant('(x)', (time.clock_gettime_ns(time.CLOCK_MONOTONIC),)))
        connection.flush_sync(None)
        time.sleep(0.005)
    """
  do {
    let interface = "org.xgesture.Bench1"
    let listener = try bus.listen(to: interface, client: client)
    defer { listener.stop() }
    let folder = try TemporaryDirectory(prefix: "xgesture-bus-bench-emitter")
    let command =
      client == .python ? ["/usr/bin/python3", "-c", script] : [try GLibCListener.build(in: folder)]
    let emitter = try ChildProcess(
      command[0], arguments: Array(command.dropFirst()) + [bus.address, interface, String(count)],
      environment: ChildProcess.environment())
    defer { _ = emitter.terminate(timeout: 2) }
    guard let heard = listener.wait(timeout: 30, { $0.count >= count ? $0 : nil }) else {
      fail("the bus's own signals: \(listener.signals.count) of \(count) heard")
    }
    return heard.map { Double($0.received - (($0.arguments.first as? NSNumber)?.int64Value ?? 0)) / 1_000_000 }
  } catch {
    fail("the bus's own signals: \(error)")
  }
}
