/// How xgesture takes its input (`settings.mode`, `--mode`): the one type
/// the config, the X bridge and the command line share.
///
/// - `observe`: never interfere with applications; xgesture reads raw events.
/// - `claim`: take the touches of a recognized gesture away from applications
///   and pass every other touch on (a passive touch grab on the root window).
public enum InputMode: String, Hashable, Sendable, CaseIterable {
  case observe, claim
}
