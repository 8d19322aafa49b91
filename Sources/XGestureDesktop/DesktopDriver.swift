public import XGestureEngine

/// Carries out `DesktopDecisions` on a `DesktopServer`: the dispatcher's
/// `DesktopControlling`, and a deadline for the bridge's poll loop
/// (`nextDeadline`, `timePassed(to:)`). Each input's requests go out with
/// one flush. Not thread-safe: use it from the loop's thread.
///
///     let desktop = DesktopDriver(server: X11Desktop(display: display), log: verbose ? logLine : nil)
///     dispatcher = ActionDispatcher(…, desktop: desktop, …)
///     bridge.sequenceBegan = { desktop.sequenceBegan(over: $0) }
///     display.focusArrived = { desktop.focusArrived(on: $0, at: bridge.now) }
///     // in the loop: deadline desktop.nextDeadline, then desktop.timePassed(to: now)
///     desktop.stop()
public final class DesktopDriver: DesktopControlling {
  public private(set) var decisions = DesktopDecisions()
  public let server: any DesktopServer
  /// Where the lines of deadlines go (`--verbose`): keys that waited for the
  /// focus in vain. nil: nowhere.
  public var log: ((String) -> Void)?

  public init(server: any DesktopServer, log: ((String) -> Void)? = nil) {
    self.server = server
    self.log = log
  }

  public func perform(_ action: DesktopAction, gesture place: GesturePlace, at now: Double) -> String? {
    let outcome = decisions.perform(action, place: place, at: now, asking: server)
    carryOut(outcome.requests)
    return outcome.note
  }

  /// What `action` would do for a gesture at `place` (its preview's
  /// picture); asked once, when the gesture begins. Nothing is carried out.
  public func preview(_ action: DesktopAction, gesture place: GesturePlace) -> PreviewPicture? {
    decisions.preview(action, place: place, asking: server)
  }

  public func follow(_ transition: GestureTransition, at now: Double) {
    carryOut(decisions.follow(transition, at: now, asking: server))
  }

  /// A touch sequence began over `window` (the bridge's `sequenceBegan`).
  public func sequenceBegan(over window: AppWindow?) { decisions.sequenceBegan(over: window) }

  /// When `timePassed(to:)` must next run.
  public var nextDeadline: Double? { decisions.nextDeadline }

  /// `window` got the focus (a FocusIn the X connection read).
  public func focusArrived(on window: UInt, at now: Double) {
    carryOut(decisions.focusArrived(on: window, at: now))
  }

  public func timePassed(to now: Double) {
    let outcome = decisions.timePassed(to: now)
    carryOut(outcome.requests)
    if let note = outcome.note { log?(note) }
  }

  /// Gives back what is lent (xgesture stops).
  public func stop() { carryOut(decisions.stopping()) }

  private func carryOut(_ requests: [DesktopRequest]) {
    guard !requests.isEmpty else { return }
    for request in requests { server.perform(request) }
    server.flush()
  }
}
