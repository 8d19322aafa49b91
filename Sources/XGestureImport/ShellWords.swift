/// The words of a simple shell command, and argument lists quoted for `sh`.
enum ShellWords {
  /// The words read so far, the one being read and the quote it is in:
  /// what both splitters share.
  private struct Words {
    var done: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?

    mutating func add(_ character: Character) {
      word.append(character)
      inWord = true
    }

    /// A quote opens the word even when nothing is in it yet (`''` is an empty word).
    mutating func open(_ character: Character) {
      quote = character
      inWord = true
    }

    mutating func end() {
      if inWord { done.append(word) }
      word = ""
      inWord = false
    }
  }

  /// The words of `command` when it is one simple command: words of plain
  /// characters, single- or double-quoted parts with nothing to expand.
  /// nil for anything a shell would do more with: variables, globs,
  /// pipes, lists, redirections, assignments, escapes, substitutions.
  static func split(_ command: String) -> [String]? {
    var words = Words()
    for character in command {
      if let open = words.quote {
        if character == open {
          words.quote = nil
        } else if open == "\"" && "$`\\".contains(character) {
          return nil
        } else {
          words.add(character)
        }
        continue
      }
      switch character {
      case " ", "\t": words.end()
      case "'", "\"": words.open(character)
      default:
        guard !"|&;<>()$`\\*?[]{}~#!=\n\r".contains(character) else { return nil }
        words.add(character)
      }
    }
    guard words.quote == nil else { return nil }
    words.end()
    return words.done.isEmpty ? nil : words.done
  }

  /// Python's `shlex.split` (POSIX mode, no comments), which
  /// libinput-gestures uses; nil for an unclosed quote or a trailing backslash.
  static func shlex(_ line: String) -> [String]? {
    var words = Words()
    var escaped = false
    for character in line {
      if escaped {
        if words.quote == "\"" && !"\\\"".contains(character) { words.add("\\") }
        words.add(character)
        escaped = false
        continue
      }
      if character == "\\" && words.quote != "'" {
        escaped = true
        words.inWord = true
        continue
      }
      if let open = words.quote {
        if character == open { words.quote = nil } else { words.add(character) }
        continue
      }
      switch character {
      case " ", "\t", "\n", "\r": words.end()
      case "'", "\"": words.open(character)
      default: words.add(character)
      }
    }
    guard words.quote == nil, !escaped else { return nil }
    words.end()
    return words.done
  }

  /// An argument list as one `sh` command line that runs the same program
  /// with the same arguments: each word single-quoted unless it is plain.
  /// The first word keeps a leading `~/` and `$VAR`s unquoted, since
  /// libinput-gestures expands those in the program's name (unless
  /// `expandsProgram` is false: then they are quoted like the rest).
  static func quoted(_ arguments: [String], expandsProgram: Bool = true) -> String {
    arguments.enumerated().map { index, word in
      if isSafe(word) || (expandsProgram && index == 0 && isExpandableProgram(word)) { return word }
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
