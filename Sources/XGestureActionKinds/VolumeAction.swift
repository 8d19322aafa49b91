/// `volume: up | down | mute` — the volume of the sink xgesture's PulseAudio
/// connection plays to (the server's default sink), stepped by `step:`
/// (5% when not given) of full volume, up to 100% and down to 0; `mute`
/// toggles the sink's mute. In a `repeat:` it steps with the gesture
/// (docs/REFERENCE.md §9).
public struct VolumeAction: ActionKind {
  public enum Change: String, Sendable, Equatable, CaseIterable {
    case up, down, mute
  }

  public var change: Change
  /// A fraction of full volume (`5%` is 0.05); unused by `mute`.
  public var step: Double

  public init(_ change: Change, step: Double = VolumeAction.defaultStep) {
    self.change = change
    self.step = step
  }

  public static let defaultStep = 0.05

  package static let key = "volume"
  package static let extraKeys = ["step"]
  package static let performers: ActionNeeds = .soundServer

  package static func read(_ entry: ActionEntry, _ reading: any ActionReading) -> VolumeAction? {
    guard let change = reading.word(entry.value, of: Change.self, what: "'volume'", unknown: "volume change")
    else { return nil }
    guard let step = entry.extras["step"] else { return VolumeAction(change) }
    guard change != .mute else {
      reading.report(step.mark, "'step' goes with 'volume: up' or 'volume: down' — 'volume: mute' toggles the mute")
      return nil
    }
    guard let word = reading.text(step.value, what: "'step'") else { return nil }
    guard word.hasSuffix("%"), let percent = Double(word.dropLast()), percent.isFinite, percent > 0, percent <= 100
    else {
      reading.report(
        step.value.mark,
        "'step' beside 'volume:' is a share of full volume, more than 0% and at most 100%, like 5%, found '\(word)'")
      return nil
    }
    return VolumeAction(change, step: percent / 100)
  }

  public var description: String {
    change == .mute || step == Self.defaultStep
      ? "volume: \(change.rawValue)" : "volume: \(change.rawValue) by \(decimalPercent)%"
  }
  /// `volume up`, `volume down`, `volume mute`.
  package var label: String { "volume \(change.rawValue)" }

  package func perform(_ run: ActionRun, by performer: any ActionPerformer) {
    guard let volume = performer.sounds as? any VolumeControlling else {
      performer.failed(run, "\(self) not done: no connection to PulseAudio")
      return
    }
    volume.changeVolume(self)
  }

  /// The sink after this change, from its level (its loudest channel, a
  /// fraction of full volume) and mute: up by `step` to at most full volume
  /// (a level above it, set elsewhere, is kept), down by `step` to at least
  /// silence, or the mute toggled.
  public func applied(toLevel level: Double, muted: Bool) -> (level: Double, muted: Bool) {
    switch change {
    case .up: (max(level, min(1, level + step)), muted)
    case .down: (max(0, level - step), muted)
    case .mute: (level, !muted)
    }
  }

  private var decimalPercent: String {
    let percent = (step * 10000).rounded() / 100
    return percent == percent.rounded() ? String(Int(percent)) : String(percent)
  }
}

/// What changes the volume (`SoundPlayer`, on its PulseAudio connection).
/// Failures go to the log, never to the caller.
public protocol VolumeControlling: AnyObject {
  /// Carries out `change` on the sink, after any asked for before it; returns at once.
  func changeVolume(_ change: VolumeAction)
}

extension Action.Kind {
  /// The volume of the sink, up, down (by `step`, a fraction of full volume) or muted.
  public static func volume(_ change: VolumeAction.Change, step: Double = VolumeAction.defaultStep) -> Action.Kind {
    Action.Kind(VolumeAction(change, step: step))
  }
}
