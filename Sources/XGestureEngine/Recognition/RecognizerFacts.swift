/// What a recognizer type states about itself (its `Recognizer` static
/// requirements), known without building a recognizer: what the config
/// readers, the X bridge and the docs ask of a type. `RecognizerRegistry`
/// has them for every `type:` word and `RecognizerSpec` for its gesture.
public struct RecognizerFacts: Hashable, Sendable {
  /// The config's `type:` word.
  public let typeName: String
  public let kind: GestureKind
  /// The touchpad gesture sequences that can make it; nil when no touchpad can.
  public let touchpadMotion: TouchpadMotion?
  /// What its progress is measured in, for `repeat:` and `preview:`; nil when it has none.
  public let progressUnit: ProgressUnit?
  /// Whether `{ window: move }` can ride it, on its `began`.
  public let movesWindows: Bool
  /// Which measurements its `--verbose` line shows (`TransitionLogLine`).
  public let reports: ReportedFields

  public init<R: Recognizer>(_ type: R.Type) {
    typeName = R.typeName
    kind = R.kind
    touchpadMotion = R.touchpadMotion
    progressUnit = R.progressUnit
    movesWindows = R.movesWindows
    reports = R.reports
  }
}
