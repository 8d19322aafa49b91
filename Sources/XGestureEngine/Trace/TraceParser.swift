extension Trace {
  /// Reads a trace. Blank lines and `#` comments are ignored; any other
  /// malformed line throws a `TraceError` with its line number.
  ///
  /// The parser checks form, not sense: times going backwards, touches that
  /// never began and NaN positions are kept, because a trace records what the
  /// X server delivered and the engine is the one that copes with it.
  public init(parsing text: String) throws(TraceError) {
    var parser = TraceParser()
    var lineNumber = 0
    for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lineNumber += 1
      try parser.read(rawLine, number: lineNumber)
    }
    guard parser.sawHeader else {
      throw TraceError(
        line: max(lineNumber, 1), message: "the trace is empty — it must start with '\(TraceFormat.header)'")
    }
    self.init(entries: parser.entries)
  }
}

/// The line-by-line state of `Trace(parsing:)`.
struct TraceParser {
  var sawHeader = false
  var entries: [Trace.Entry] = []
  var declared: [Int: DeviceGeometry] = [:]
  var defaultDevice: Int?

  mutating func read(_ rawLine: Substring, number: Int) throws(TraceError) {
    let tokens: [TraceToken]
    do {
      tokens = try TraceToken.split(rawLine)
    } catch {
      throw TraceError(line: number, message: error.message)
    }
    guard let first = tokens.first else { return }
    func fail(_ message: String) -> TraceError { TraceError(line: number, message: message) }

    guard sawHeader else {
      try readHeader(tokens, fail: fail)
      return
    }
    if first.text == "device", !first.quoted {
      try declare(try parseDevice(tokens, fail: fail), fail: fail)
      return
    }
    if first.text == "xgesture-trace" {
      throw fail("the header appears twice")
    }
    guard let time = Double(first.text), !first.quoted, !time.isNaN else {
      throw fail("expected a time in ms, 'device' or a '#' comment, found '\(first.text)'")
    }
    guard tokens.count >= 2 else { throw fail("expected an event after the time") }
    if tokens[1].text == "removed" {
      try readRemoval(tokens, time: time, fail: fail)
    } else {
      try readEvent(tokens, time: time, fail: fail)
    }
  }

  /// `xgesture-trace 1`, before anything else.
  private mutating func readHeader(_ tokens: [TraceToken], fail: (String) -> TraceError) throws(TraceError) {
    guard tokens[0].text == "xgesture-trace", !tokens[0].quoted else {
      throw fail("expected the header '\(TraceFormat.header)' before anything else, found '\(tokens[0].text)'")
    }
    guard tokens.count == 2, let version = Int(tokens[1].text) else {
      throw fail("the header must be '\(TraceFormat.header)'")
    }
    guard version == Trace.version else {
      throw fail("trace version \(version) is not supported — this xgesture reads version \(Trace.version)")
    }
    sawHeader = true
  }

  /// A `device` line's device, once per id; the first is the events' default.
  private mutating func declare(_ device: DeviceGeometry, fail: (String) -> TraceError) throws(TraceError) {
    guard declared[device.id] == nil else {
      throw fail("device \(device.id) is declared twice")
    }
    declared[device.id] = device
    if defaultDevice == nil { defaultDevice = device.id }
    entries.append(.device(device))
  }

  /// `TIME removed DEVICE`.
  private mutating func readRemoval(_ tokens: [TraceToken], time: Double, fail: (String) -> TraceError)
    throws(TraceError)
  {
    guard tokens.count == 3, let id = Int(tokens[2].text) else {
      throw fail("expected 'TIME removed DEVICE'")
    }
    guard declared[id] != nil else { throw fail("device \(id) was never declared") }
    entries.append(.deviceRemoved(time: time, device: id))
  }

  /// `TIME EVENT TOUCH X Y [DEVICE]`.
  private mutating func readEvent(_ tokens: [TraceToken], time: Double, fail: (String) -> TraceError)
    throws(TraceError)
  {
    let word = tokens[1].text
    guard let phase = TouchPhase(rawValue: word) else {
      throw fail("unknown event '\(word)' — expected begin, update, end, cancel or removed")
    }
    guard tokens.count >= 5 else {
      throw fail("expected 'TIME \(word) TOUCH X Y [DEVICE]', found \(tokens.count) fields")
    }
    guard tokens.count <= 6 else {
      throw fail("too many fields: expected 'TIME \(word) TOUCH X Y [DEVICE]'")
    }
    guard let touch = Int(tokens[2].text) else {
      throw fail("the touch id must be a whole number, found '\(tokens[2].text)'")
    }
    guard let x = Double(tokens[3].text), let y = Double(tokens[4].text) else {
      throw fail("the position must be two numbers in mm, found '\(tokens[3].text) \(tokens[4].text)'")
    }
    let device: Int
    if tokens.count == 6 {
      guard let id = Int(tokens[5].text) else {
        throw fail("the device must be a declared device id, found '\(tokens[5].text)'")
      }
      guard declared[id] != nil else { throw fail("device \(id) was never declared") }
      device = id
    } else {
      guard let id = defaultDevice else { throw fail("an event before any 'device' line") }
      device = id
    }
    entries.append(.event(TouchEvent(time: time, device: device, touch: touch, phase: phase, x: x, y: y)))
  }

  /// `device ID "NAME" size WxHmm screen WxH [at X,Y WxH] [touchpad | mouse]`
  private func parseDevice(_ given: [TraceToken], fail: (String) -> TraceError) throws(TraceError) -> DeviceGeometry {
    let form = "'device ID \"NAME\" size WxHmm screen WxH [at X,Y WxH] [touchpad | mouse]'"
    // A touchpad's gestures came as virtual contacts (docs/REFERENCE.md §7), a
    // mouse's held buttons as touches (§16).
    let last = given.count > 7 && !given[given.count - 1].quoted ? given[given.count - 1].text : ""
    let source: DeviceSource = last == "touchpad" ? .touchpad : last == "mouse" ? .mouse : .touchscreen
    let tokens = source == .touchscreen ? given : Array(given.dropLast())
    guard tokens.count == 7 || tokens.count == 10 else { throw fail("expected \(form)") }
    guard let id = Int(tokens[1].text) else {
      throw fail("the device id must be a whole number, found '\(tokens[1].text)'")
    }
    guard tokens[2].quoted else { throw fail("the device name must be in double quotes") }
    guard tokens[3].text == "size" else {
      throw fail("expected 'size' after the device name, found '\(tokens[3].text)'")
    }
    guard tokens[4].text.hasSuffix("mm"), let size = Self.pair(tokens[4].text.dropLast(2), "x"), Self.writable(size)
    else {
      throw fail("the size must be 'WIDTHxHEIGHTmm' with numbers of at least 0.001, found '\(tokens[4].text)'")
    }
    guard tokens[5].text == "screen" else { throw fail("expected 'screen' after the size, found '\(tokens[5].text)'") }
    guard let screen = Self.pair(Substring(tokens[6].text), "x"), Self.writable(screen) else {
      throw fail("the screen must be 'WIDTHxHEIGHT' in px of at least 0.001, found '\(tokens[6].text)'")
    }
    var device = DeviceGeometry(
      id: id, name: tokens[2].text, width: size.0, height: size.1, screenWidth: screen.0, screenHeight: screen.1,
      source: source)
    if tokens.count == 10 {
      guard tokens[7].text == "at" else {
        throw fail("expected 'at X,Y WxH' after the screen size, found '\(tokens[7].text)'")
      }
      guard let origin = Self.pair(Substring(tokens[8].text), ",") else {
        throw fail("the mapped origin must be 'X,Y' in px, found '\(tokens[8].text)'")
      }
      guard let extent = Self.pair(Substring(tokens[9].text), "x"), Self.writable(extent) else {
        throw fail("the mapped size must be 'WIDTHxHEIGHT' in px, found '\(tokens[9].text)'")
      }
      device.mapping = PixelRect(x: origin.0, y: origin.1, width: extent.0, height: extent.1)
    }
    return device
  }

  /// A size the writer can write back (it rounds to thousandths): both at
  /// least 0.001. Found by fuzzing: `screen 19e-20x1080` parsed, then rendered as `0x1080`;
  /// the same for the mapped size (`at 0,0 0.0001x1200` rendered as `0x1200`).
  private static func writable(_ size: (Double, Double)) -> Bool { size.0 >= 0.001 && size.1 >= 0.001 }

  private static func pair(_ text: Substring, _ separator: Character) -> (Double, Double)? {
    let parts = text.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), a.isFinite, b.isFinite else {
      return nil
    }
    return (a, b)
  }
}

/// A whitespace-separated field of a trace line; `"…"` makes one field of a
/// name with spaces (`\"` and `\\` escape). A `#` outside quotes starts a comment.
struct TraceToken {
  var text: String
  var quoted: Bool

  struct SplitError: Error {
    var message: String
  }

  static func split(_ line: Substring) throws(SplitError) -> [TraceToken] {
    var tokens: [TraceToken] = []
    var index = line.startIndex
    while index < line.endIndex {
      let c = line[index]
      if c == " " || c == "\t" || c == "\r" {
        index = line.index(after: index)
        continue
      }
      if c == "#" { break }
      if c == "\"" {
        var text = ""
        index = line.index(after: index)
        var closed = false
        while index < line.endIndex {
          let d = line[index]
          if d == "\"" {
            closed = true
            index = line.index(after: index)
            break
          }
          if d == "\\" {
            let next = line.index(after: index)
            guard next < line.endIndex else { break }
            text.append(line[next])
            index = line.index(after: next)
            continue
          }
          text.append(d)
          index = line.index(after: index)
        }
        guard closed else { throw SplitError(message: "a quoted name is not closed") }
        if index < line.endIndex, line[index] != " ", line[index] != "\t", line[index] != "\r" {
          throw SplitError(message: "expected a space after the closing quote")
        }
        tokens.append(TraceToken(text: text, quoted: true))
        continue
      }
      let start = index
      while index < line.endIndex, line[index] != " ", line[index] != "\t", line[index] != "\r" {
        index = line.index(after: index)
      }
      tokens.append(TraceToken(text: String(line[start..<index]), quoted: false))
    }
    return tokens
  }
}
