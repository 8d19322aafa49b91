/// A command line split into a program and its arguments as Qt's
/// `QProcess::startDetached(command)` splits it (Touchégg 1.x's
/// RUN_COMMAND), which runs no shell: words are separated by white space, a
/// double-quoted part keeps its spaces, and three double quotes in a row
/// are one literal quote. Single quotes, `$`, `|`, `~` and `#` are plain
/// characters.
enum QtCommandWords {
  static func split(_ command: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quotes = 0
    var inQuote = false
    for character in command {
      if character == "\"" {
        quotes += 1
        if quotes == 3 {
          quotes = 0
          word.append(character)
        }
        continue
      }
      if quotes == 1 { inQuote.toggle() }
      quotes = 0
      if !inQuote && (character == " " || character == "\t" || character == "\n" || character == "\r") {
        if !word.isEmpty { words.append(word) }
        word = ""
      } else {
        word.append(character)
      }
    }
    if !word.isEmpty { words.append(word) }
    return words
  }
}
