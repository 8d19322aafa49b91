/// The words of a simple shell command, and argument lists quoted for `sh`.
enum ShellWords {
  /// The words of `command` when it is one simple command: words of plain
  /// characters, single- or double-quoted parts with nothing to expand.
  /// nil for anything a shell would do more with: variables, globs,
  /// pipes, lists, redirections, assignments, escapes, substitutions.
  static func split(_ command: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    for character in command {
      if let open = quote {
        if character == open {
          quote = nil
        } else if open == "\"" && "$`\\".contains(character) {
          return nil
        } else {
          word.append(character)
        }
        continue
      }
      switch character {
      case " ", "\t":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "'", "\"":
        quote = character
        inWord = true
      default:
        guard !"|&;<>()$`\\*?[]{}~#!=\n\r".contains(character) else { return nil }
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil else { return nil }
    if inWord { words.append(word) }
    return words.isEmpty ? nil : words
  }

  /// Python's `shlex.split` (POSIX mode, no comments), which
  /// libinput-gestures uses; nil for an unclosed quote or a trailing backslash.
  static func shlex(_ line: String) -> [String]? {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in line {
      if escaped {
        if quote == "\"" && !"\\\"$`\n".contains(character) { word.append("\\") }
        word.append(character)
        escaped = false
        continue
      }
      if character == "\\" && quote != "'" {
        escaped = true
        inWord = true
        continue
      }
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
        continue
      }
      switch character {
      case " ", "\t", "\n", "\r":
        if inWord { words.append(word) }
        word = ""
        inWord = false
      case "'", "\"":
        quote = character
        inWord = true
      default:
        word.append(character)
        inWord = true
      }
    }
    guard quote == nil, !escaped else { return nil }
    if inWord { words.append(word) }
    return words
  }

  /// An argument list as one `sh` command line that runs the same program
  /// with the same arguments: each word single-quoted unless it is plain.
  /// The first word keeps a leading `~/` and `$VAR`s unquoted, since
  /// libinput-gestures expands those in the program's name.
  static func quoted(_ arguments: [String]) -> String {
    arguments.enumerated().map { index, word in
      if isSafe(word) || (index == 0 && isExpandableProgram(word)) { return word }
      return "'" + word.replacingAll("'", with: "'\\''") + "'"
    }.joined(separator: " ")
  }

  private static func isSafe(_ word: String) -> Bool {
    !word.isEmpty
      && word.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "@", "%", "+", ":", ",", ".", "/", "-": true
        default: false
        }
      }
  }

  private static func isExpandableProgram(_ word: String) -> Bool {
    let rest = word.hasPrefix("~/") ? String(word.dropFirst(2)) : word
    return !rest.isEmpty
      && rest.unicodeScalars.allSatisfy { scalar in
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "/", "-", "$", "{", "}": true
        default: false
        }
      }
  }
}
