import XGestureEngine
import XGestureImport

/// The command line (docs/REFERENCE.md), parsed.
struct Options: Equatable {
  enum Command: Equatable {
    case run
    case listDevices
    case check(String?)
    case replay(String)
    /// `--import TOOL FILE`: print FILE converted from TOOL's config.
    case `import`(ImportTool, String)
    /// `--monitor [--json]`: print the running xgesture's signals from the session bus.
    case monitor(json: Bool)
    /// `--learn NAME [--examples N] [--from TRACE]`: learn a shape (docs/REFERENCE.md §16).
    case learn(Learning)
    case version
    case help
  }

  /// What `--learn` is asked: the shape's name, how many examples, and the
  /// recorded trace to take them from (nil: drawn now).
  struct Learning: Equatable {
    var name: String
    /// `--examples N`; nil: 3 drawn, or every sequence of the `--from` trace.
    var examples: Int?
    var from: String?

    static let defaultExamples = 3
  }

  var command: Command = .run
  var configPath: String?
  var mode: InputMode?
  var verbose = false
  var dryRun = false
  var recordPath: String?
  /// `--show-touches`: `settings.feedback.touches` on for this run.
  var showTouches = false
  /// `--json`: `--monitor` prints JSON lines.
  var json = false
  /// `--examples N`, with `--learn`.
  var examples: Int?
  /// `--from TRACE`, with `--learn`.
  var from: String?

  /// Why a command line cannot be used; exit status 2.
  struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String
    var description: String { "\(message) — see 'xgesture --help'" }
  }

  init() {}

  /// Parses the arguments after the program name.
  init(arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    func value(for option: String) throws(UsageError) -> String {
      guard let next = rest.popFirst(), !next.hasPrefix("-") || next == "-" else {
        throw UsageError(message: "\(option) needs a value")
      }
      return next
    }
    var commands: [Command] = []
    while let argument = rest.popFirst() {
      switch argument {
      case "--config", "-c": configPath = try value(for: argument)
      case "--list-devices": commands.append(.listDevices)
      case "--check":
        if let next = rest.first, !next.hasPrefix("-") {
          rest.removeFirst()
          commands.append(.check(next))
        } else {
          commands.append(.check(nil))
        }
      case "--mode":
        let word = try value(for: argument)
        guard let parsed = InputMode(rawValue: word) else {
          throw UsageError(message: "--mode takes 'observe' or 'claim', not '\(word)'")
        }
        mode = parsed
      case "--verbose", "-v": verbose = true
      case "--dry-run", "-n": dryRun = true
      case "--record": recordPath = try value(for: argument)
      case "--show-touches": showTouches = true
      case "--monitor": commands.append(.monitor(json: false))
      case "--json": json = true
      case "--replay": commands.append(.replay(try value(for: argument)))
      case "--learn": commands.append(.learn(Learning(name: try Self.shapeName(try value(for: argument)))))
      case "--examples": examples = try Self.count(try value(for: argument))
      case "--from": from = try value(for: argument)
      case "--import":
        let word = try value(for: argument)
        commands.append(try Self.importCommand(word, file: rest.popFirst()))
      case "--version", "-V": commands.append(.version)
      case "--help", "-h": commands.append(.help)
      default:
        if argument.hasPrefix("-") {
          throw UsageError(message: "unknown option '\(argument)'")
        }
        throw UsageError(message: "unexpected argument '\(argument)'")
      }
    }
    try choose(commands)
  }

  /// Takes the one command given (running, when none) and checks that the
  /// options given go with it.
  private mutating func choose(_ commands: [Command]) throws(UsageError) {
    guard commands.count <= 1 else {
      throw UsageError(
        message:
          "choose one of --list-devices, --check, --replay, --import, --monitor, --learn, --version, --help")
    }
    command = commands.first ?? .run
    if case .learn(var learning) = command {
      learning.examples = examples
      learning.from = from
      command = .learn(learning)
    } else if examples != nil || from != nil {
      throw UsageError(message: "\(examples != nil ? "--examples" : "--from") goes with --learn NAME")
    }
    if command == .monitor(json: false) {
      command = .monitor(json: json)
    } else if json {
      throw UsageError(message: "--json goes with --monitor")
    }
    if recordPath != nil, command != .run {
      throw UsageError(message: "--record goes with running the bridge, not with other commands")
    }
    if showTouches, command != .run {
      throw UsageError(message: "--show-touches goes with running the bridge, not with other commands")
    }
  }

  /// A shape's name for `--learn`: it becomes `strokes/NAME.trace`, so no
  /// slash, no leading dot, nothing a config's `shape:` could not name.
  private static func shapeName(_ word: String) throws(UsageError) -> String {
    let allowed = word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    guard !word.isEmpty, allowed, word.first != "-" else {
      throw UsageError(
        message:
          "--learn takes a shape's name of letters, digits, '-' and '_' (like 'z' or 'left-caret'), not '\(word)'")
    }
    return word
  }

  /// `--examples N`: 1 to 20.
  private static func count(_ word: String) throws(UsageError) -> Int {
    guard let count = Int(word), (1...20).contains(count) else {
      throw UsageError(message: "--examples takes a number of examples from 1 to 20, not '\(word)'")
    }
    return count
  }

  /// `--import TOOL FILE`, from TOOL's word and the argument after it.
  private static func importCommand(_ word: String, file: String?) throws(UsageError) -> Command {
    guard let tool = ImportTool(rawValue: word) else {
      throw UsageError(message: "--import takes \(ImportTool.choices), not '\(word)'")
    }
    guard let file, !file.hasPrefix("-") || file == "-" else {
      throw UsageError(message: "--import \(word) needs the file to convert")
    }
    return .import(tool, file)
  }

  static let help = """
    usage: xgesture [OPTIONS]

    UIKit-style gesture recognizers for the X11 desktop: recognizes gestures
    on every touchscreen and touchpad and runs what the config file binds to
    them: commands, sounds, keys, clicks, scrolling, workspaces and windows.

      (no option)             run in the foreground (desktop autostart runs this)
      --config FILE, -c FILE  use FILE (default: $XDG_CONFIG_HOME/xgesture/config.yaml,
                              else ~/.config/xgesture/config.yaml, else the built-in default)
      --list-devices          list the X server's touch devices and the lock sources, and exit
      --check [FILE]          validate a config file, print every error, exit 0 or 1
      --mode observe|claim    override settings.mode
      --verbose, -v           log every recognizer transition and every action
      --dry-run, -n           print the actions instead of running them
      --record FILE           also write every touch event received to FILE (a trace)
      --show-touches          show a dot under each finger (settings.feedback.touches) for this run
      --replay FILE           feed a trace to the engine instead of the X server, run its
                              actions (or print them with --dry-run), exit when it ends
      --import TOOL FILE      print FILE, a config of TOOL (touchegg, libinput-gestures or
                              fusuma), as an xgesture config; what has no xgesture form
                              stays as '# not converted:' comments, counted on stderr
      --learn NAME            learn the shape NAME for stroke gestures: draw it (on the device
                              you choose by drawing), and it is saved as strokes/NAME.trace
                              beside the config; says which other shape comes nearest
        --examples N          how many times to draw it (default 3)
        --from TRACE          take the examples from a recorded trace instead (--record)
      --monitor [--json]      print what the running xgesture recognizes, as it happens: each
                              transition, each action and its outcome, and after each touch
                              sequence which gesture won and why the others failed (--json:
                              one JSON object per line); Ctrl-C stops
      --version, -V           print the version
      --help, -h              print this help

    exit status: 0 success, 1 invalid config, unreadable import, no xgesture to
    monitor or runtime failure, 2 bad command line
    """
}
