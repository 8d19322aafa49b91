public import XGestureEngine

/// Carries out `DesktopDecisions` on a `DesktopServer`: the dispatcher's
/// `DesktopControlling`, and a deadline for the bridge's poll loop
/// (`nextDeadline`, `timePassed(to:)`). Each input's requests go out with
/// one flush. Not thread-safe: use it from the loop's thread.
///
///     let desktop = DesktopDriver(server: X11Desktop(display: display))
///     dispatcher = ActionDispatcher(…, desktop: desktop, …)
///     bridge.sequenceBegan = { desktop.sequenceBegan(over: $0) }
///     // in the loop: deadline desktop.nextDeadline, then desktop.timePassed(to: now)
///     desktop.stop()
public final class DesktopDriver: DesktopControlling {
  public private(set) var decisions = DesktopDecisions()
  public let server: any DesktopServer

  public init(server: any DesktopServer) { self.server = server }

  public func perform(_ action: DesktopAction, gesture place: GesturePlace, at now: Double) -> String? {
    let outcome = decisions.perform(action, place: place, at: now, asking: server)
    carryOut(outcome.requests)
    return outcome.note
  }

  public func follow(_ transition: GestureTransition, at now: Double) {
    carryOut(decisions.follow(transition, at: now, asking: server))
  }

  /// A touch sequence began over `window` (the bridge's `sequenceBegan`).
  public func sequenceBegan(over window: AppWindow?) { decisions.sequenceBegan(over: window) }

  /// When `timePassed(to:)` must next run.
  public var nextDeadline: Double? { decisions.nextDeadline }

  public func timePassed(to now: Double) { carryOut(decisions.timePassed(to: now)) }

  /// Gives back what is lent (xgesture stops).
  public func stop() { carryOut(decisions.stopping()) }

  private func carryOut(_ requests: [DesktopRequest]) {
    guard !requests.isEmpty else { return }
    for request in requests { server.perform(request) }
    server.flush()
  }
}
