import XGestureActionKinds
import XGestureBridge
import XGestureBus
import XGestureEngine
import XGestureSession
import XGestureX11

/// xgesture on the session bus (docs/REFERENCE.md §15), wired: the
/// engine's outputs (`handle`, before the actions run, so that a
/// transition's signal comes before its actions') and the actions'
/// outcomes (`reported`) go through `BusFeed`, silent while the session is
/// locked or gestures are paused; at the end of each round of the bridge's
/// loop what the round made is sent, a sequence over is summed up, and the
/// properties that changed are announced. The service (`SessionBusService`)
/// connects when `start` is called and is served by the bridge's loop.
final class BusLink {
  private var feed = BusFeed()
  private var service: SessionBusService?
  /// The bridge whose outputs these are (`attach`). Weak: its output handler holds this.
  private weak var bridge: Bridge?
  private var properties: () -> BusProperties = {
    BusProperties(version: "", mode: "", configPath: "", paused: false, locked: false)
  }
  /// The properties as last announced (or read when the bus came).
  private var announced: BusProperties?

  /// The bridge is made (after this, whose output handler feeds `handle`).
  func attach(to bridge: Bridge) { self.bridge = bridge }

  /// Connects to the session bus (or says there is none) with the methods'
  /// answers and the properties' values.
  func start(
    environment: [String: String], methods: SessionBusService.Methods,
    properties: @escaping () -> BusProperties
  ) {
    self.properties = properties
    let service = SessionBusService(environment: environment, methods: methods, properties: properties, log: logLine)
    self.service = service
    service.connect(now: bridge?.now ?? 0)
  }

  /// One of the engine's outputs.
  func handle(_ output: EngineOutput) {
    guard let bridge, service?.isConnected == true else { return }
    gate(bridge)
    switch output {
    case .transition(let transition): feed.transition(transition, serverTime: bridge.serverTime(of: transition.time))
    case .preview(let preview): feed.preview(preview)
    case .touch, .hold, .diagnostic: break
    }
  }

  /// One touch sequence recorded for `xgesture --learn`, to its client.
  func recorded(_ trace: String) { service?.sendRecorded(trace) }

  /// How an action came out.
  func reported(_ report: ActionReport) {
    guard service?.isConnected == true else { return }
    feed.action(report)
  }

  /// What the bridge's loop serves for the bus: its descriptor and
  /// deadline (the next try while there is no bus), asked every round —
  /// after the round's outputs, the moment to send what they made.
  var loopService: Bridge.Service {
    Bridge.Service(
      descriptors: { [self] in
        roundEnded()
        return service?.descriptors ?? []
      },
      deadline: { [self] in bridge.flatMap { service?.deadline(now: $0.now) } },
      serve: { [self] now in service?.service(now: now) })
  }

  private func roundEnded() {
    guard let bridge, let service, service.isConnected else {
      announced = nil
      return
    }
    gate(bridge)
    feed.roundEnded(quiet: bridge.isQuiet)
    service.send(feed.take())
    let now = properties()
    if let announced { service.propertiesChanged(now.changes(from: announced)) }
    announced = now
  }

  /// Silent while the session is locked or the screen blanked, or gestures are paused.
  private func gate(_ bridge: Bridge) {
    feed.set(bridge.actions == .paused || bridge.lock.isLocked ? .silent : .open)
  }
}

extension XDisplay {
  /// The screen as `--list-devices` and the bus's `ListDevices` size devices by.
  var screenSize: ScreenSize {
    let root = queryRootSize()
    let millimetres = screenMillimetres
    return ScreenSize(
      width: root.width, height: root.height, widthMM: millimetres.width, heightMM: millimetres.height,
      outputs: queryMonitorOutputs())
  }
}
