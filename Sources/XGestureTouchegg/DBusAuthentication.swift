/// The server's side of D-Bus's authentication handshake (docs/REFERENCE.md
/// §15, "The handshake"), as a state machine fed with the client's bytes:
///
/// - the client's first byte is a NUL (the credentials byte);
/// - then lines ending in CR LF. `AUTH EXTERNAL <hex>` whose hex is the
///   client's uid in decimal ASCII — the uid the socket's credentials gave,
///   checked before — gets `OK <guid>`; `AUTH EXTERNAL` alone gets `DATA`,
///   answered by `DATA` (the socket's uid) or `DATA <hex>`; every other
///   mechanism, and a uid that is not the socket's, gets `REJECTED
///   EXTERNAL` (as GDBus's server, xgesture takes no ANONYMOUS);
/// - `NEGOTIATE_UNIX_FD` gets `ERROR`: xgesture declines file descriptors,
///   which it never sends and has no use for;
/// - `BEGIN` after `OK` ends the handshake: the bytes after its line are
///   the first message's.
///
/// A command out of place gets `ERROR`, as the specification says; what is
/// not a handshake at all — no NUL first, a line that is not printable
/// ASCII or longer than `lineLimit`, `BEGIN` before `OK`, more than
/// `attemptLimit` refusals — ends the connection.
public struct DBusAuthentication: Sendable {
  /// What the caller does after a `receive`.
  public enum Action: Equatable, Sendable {
    /// Send this line (CR LF included).
    case send(String)
    /// The handshake is over: `rest` holds the bytes after `BEGIN`'s line.
    case begin(rest: [UInt8])
    /// Close the connection; the sentence says why.
    case drop(String)
  }

  private enum State: Equatable, Sendable {
    case waitingForNul
    case waitingForAuth
    case waitingForData
    case waitingForBegin
    case ended
  }

  public static let lineLimit = 4096
  public static let attemptLimit = 8

  private let userID: UInt32
  private let guid: String
  private var state = State.waitingForNul
  private var line: [UInt8] = []
  private var refusals = 0

  /// A handshake with a client whose socket belongs to user `userID`;
  /// `guid` (32 hex digits) is the server's, sent with `OK`.
  public init(userID: UInt32, guid: String) {
    self.userID = userID
    self.guid = guid
  }

  /// Feeds the client's bytes; returns what to do, in order. After
  /// `begin` or `drop`, nothing more is read.
  public mutating func receive(_ bytes: some Collection<UInt8>) -> [Action] {
    var actions: [Action] = []
    var index = bytes.startIndex
    while index != bytes.endIndex, state != .ended {
      let byte = bytes[index]
      index = bytes.index(after: index)
      if state == .waitingForNul {
        guard byte == 0 else { return end(actions, .drop("it did not begin with the handshake's NUL byte")) }
        state = .waitingForAuth
        continue
      }
      line.append(byte)
      guard line.count <= Self.lineLimit else {
        return end(actions, .drop("a handshake line of more than \(Self.lineLimit) bytes"))
      }
      guard line.count >= 2, line[line.count - 2] == 13, byte == 10 else { continue }
      let text = line.dropLast(2)
      line.removeAll(keepingCapacity: true)
      guard text.allSatisfy({ (32...126).contains($0) }) else {
        return end(actions, .drop("its handshake is not printable text"))
      }
      let action = command(String(decoding: text, as: UTF8.self))
      if case .begin = action { return end(actions, .begin(rest: Array(bytes[index...]))) }
      if case .drop = action { return end(actions, action) }
      actions.append(action)
    }
    return actions
  }

  private mutating func end(_ actions: [Action], _ last: Action) -> [Action] {
    state = .ended
    return actions + [last]
  }

  /// The answer to one line.
  private mutating func command(_ text: String) -> Action {
    let words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    switch (state, words.first ?? "") {
    case (.waitingForAuth, "AUTH"):
      guard words.count >= 2, words[1] == "EXTERNAL" else { return reject() }
      guard words.count >= 3 else {
        state = .waitingForData
        return .send("DATA\r\n")
      }
      return external(words[2])
    case (.waitingForData, "DATA"):
      return words.count >= 2 ? external(words[1]) : accept()
    case (.waitingForAuth, "BEGIN"), (.waitingForData, "BEGIN"):
      return .drop("it sent BEGIN before it was authenticated")
    case (.waitingForBegin, "BEGIN"):
      return .begin(rest: [])
    case (.waitingForBegin, "NEGOTIATE_UNIX_FD"):
      return .send("ERROR \"xgesture passes no file descriptors\"\r\n")
    case (.waitingForAuth, "ERROR"), (.waitingForData, "CANCEL"), (.waitingForData, "ERROR"),
      (.waitingForBegin, "CANCEL"), (.waitingForBegin, "ERROR"):
      return reject()
    default:
      return .send("ERROR \"unexpected \(words.first ?? "empty line")\"\r\n")
    }
  }

  /// `AUTH EXTERNAL`'s or `DATA`'s hex: the uid in decimal ASCII.
  private mutating func external(_ hex: String) -> Action {
    guard let claimed = Self.decodeHex(hex), claimed == Array(String(userID).utf8) else { return reject() }
    return accept()
  }

  private mutating func accept() -> Action {
    state = .waitingForBegin
    return .send("OK \(guid)\r\n")
  }

  private mutating func reject() -> Action {
    refusals += 1
    guard refusals <= Self.attemptLimit else {
      return .drop("it was refused \(Self.attemptLimit) times")
    }
    state = .waitingForAuth
    return .send("REJECTED EXTERNAL\r\n")
  }

  /// Pairs of hex digits as bytes; nil for an odd count or another character.
  static func decodeHex(_ hex: String) -> [UInt8]? {
    let digits = Array(hex.utf8)
    guard digits.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    for pair in stride(from: 0, to: digits.count, by: 2) {
      guard let high = hexValue(digits[pair]), let low = hexValue(digits[pair + 1]) else { return nil }
      bytes.append(high << 4 | low)
    }
    return bytes
  }

  private static func hexValue(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
