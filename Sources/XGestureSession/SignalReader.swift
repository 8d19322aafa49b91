internal import CSystemd
import XGestureBus
import XGestureSystem

/// Reads one received sd-bus message in order: its strings, and xgesture's
/// three signals as a `MonitorEvent`. A message whose signature is not the
/// interface's is no event (nil), never a half-read one.
struct SignalReader {
  private let message: OpaquePointer

  init(_ message: OpaquePointer) { self.message = message }

  /// The signal, when it is one of `org.xgesture.Xgesture1`'s with the declared signature.
  func event() -> MonitorEvent? {
    guard let member = sd_bus_message_get_member(message) else { return nil }
    switch String(cString: member) {
    case "Transition" where sd_bus_message_has_signature(message, "ssssa{sv}") > 0:
      guard let gesture = string(), let type = string(), let from = string(), let to = string(),
        let data = dictionary()
      else { return nil }
      return .transition(.init(gesture: gesture, type: type, from: from, to: to, data: data))
    case "Action" where sd_bus_message_has_signature(message, "ssss") > 0:
      guard let gesture = string(), let state = string(), let action = string(), let outcome = string()
      else { return nil }
      return .action(.init(gesture: gesture, state: state, action: action, outcome: outcome))
    case "SequenceEnded" where sd_bus_message_has_signature(message, "asa{ss}t") > 0:
      guard let recognized = strings(), let failed = failures(), let time = basic(UInt64(0), "t") else { return nil }
      return .sequenceEnded(.init(recognized: recognized, failed: failed, time: time))
    default:
      return nil
    }
  }

  /// The next `s` (or `o`).
  func string() -> String? {
    var text: UnsafePointer<CChar>?
    guard sd_bus_message_read_basic(message, Self.code("s"), &text) > 0, let text else { return nil }
    return String(cString: text)
  }

  /// The next basic value of type `code`.
  private func basic<T: BitwiseCopyable>(_ initial: T, _ code: Character) -> T? {
    var value = initial
    return sd_bus_message_read_basic(message, Self.code(code), &value) > 0 ? value : nil
  }

  /// The next `as`.
  private func strings() -> [String]? {
    guard sd_bus_message_enter_container(message, Self.code("a"), "s") > 0 else { return nil }
    var result: [String] = []
    while let text = string() { result.append(text) }
    return sd_bus_message_exit_container(message) >= 0 ? result : nil
  }

  /// The next `a{ss}`, as gestures and their reasons.
  private func failures() -> [MonitorEvent.SequenceEnd.Failure]? {
    guard sd_bus_message_enter_container(message, Self.code("a"), "{ss}") > 0 else { return nil }
    var result: [MonitorEvent.SequenceEnd.Failure] = []
    while sd_bus_message_enter_container(message, Self.code("e"), "ss") > 0 {
      guard let gesture = string(), let reason = string(), sd_bus_message_exit_container(message) >= 0 else {
        return nil
      }
      result.append(.init(gesture: gesture, reason: reason))
    }
    return sd_bus_message_exit_container(message) >= 0 ? result : nil
  }

  /// The next `a{sv}`; a value of a type the interface does not use
  /// (other than `s`, `i`, `t`, `d`, `b`) is left out.
  private func dictionary() -> BusDictionary? {
    guard sd_bus_message_enter_container(message, Self.code("a"), "{sv}") > 0 else { return nil }
    var result: BusDictionary = []
    while sd_bus_message_enter_container(message, Self.code("e"), "sv") > 0 {
      guard let key = string() else { return nil }
      var kind: CChar = 0
      var contents: UnsafePointer<CChar>?
      guard sd_bus_message_peek_type(message, &kind, &contents) > 0, let contents else { return nil }
      let signature = String(cString: contents)
      guard sd_bus_message_enter_container(message, Self.code("v"), signature) > 0 else { return nil }
      if let value = variant(signature) {
        result.append(BusPair(key, value))
      } else if sd_bus_message_skip(message, signature) < 0 {
        return nil
      }
      guard sd_bus_message_exit_container(message) >= 0, sd_bus_message_exit_container(message) >= 0 else {
        return nil
      }
    }
    return sd_bus_message_exit_container(message) >= 0 ? result : nil
  }

  /// The variant's value, read, for the types the interface uses; nil (nothing read) for any other.
  private func variant(_ signature: String) -> BusValue? {
    switch signature {
    case "s": string().map { .string($0) }
    case "i": basic(Int32(0), "i").map { .int32($0) }
    case "t": basic(UInt64(0), "t").map { .uint64($0) }
    case "d": basic(Double(0), "d").map { .double($0) }
    case "b": basic(Int32(0), "b").map { .bool($0 != 0) }
    default: nil
    }
  }

  private static func code(_ character: Character) -> CChar { CChar(character.asciiValue!) }

  /// What a failed sd-bus call says: the error's message, else its name, else errno's sentence.
  static func sentence(_ status: Int32, _ error: sd_bus_error = sd_bus_error()) -> String {
    if let message = error.message { return String(cString: message) }
    if let name = error.name { return String(cString: name) }
    return Errno.sentence(-status)
  }
}
