/// The tools whose configs `xgesture --import TOOL FILE` converts.
public enum ImportTool: String, CaseIterable, Sendable {
  case touchegg
  case libinputGestures = "libinput-gestures"
  case fusuma

  /// The tool's own spelling, for messages and the output's header.
  public var displayName: String {
    switch self {
    case .touchegg: "Touchégg"
    case .libinputGestures: "libinput-gestures"
    case .fusuma: "fusuma"
    }
  }

  /// "touchegg, libinput-gestures or fusuma": the words `--import` takes.
  public static var choices: String {
    let names = allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
  }
}
