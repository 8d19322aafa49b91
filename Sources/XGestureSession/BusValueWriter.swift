internal import CSystemd
import XGestureBus

/// Writes `BusValue`s into an sd-bus message: a signal's arguments, a
/// method's reply, a property's value.
enum BusValueWriter {
  /// Appends `value`; a negative errno when sd-bus refuses.
  static func append(_ value: BusValue, to message: OpaquePointer) -> Int32 {
    switch value {
    case .string(let text): return text.withCString { sd_bus_message_append_basic(message, code("s"), $0) }
    case .bool(let flag):
      var raw: Int32 = flag ? 1 : 0
      return sd_bus_message_append_basic(message, code("b"), &raw)
    case .int32(var number): return sd_bus_message_append_basic(message, code("i"), &number)
    case .uint64(var number): return sd_bus_message_append_basic(message, code("t"), &number)
    case .double(var number): return sd_bus_message_append_basic(message, code("d"), &number)
    case .strings(let texts): return array(of: "s", texts.map(BusValue.string), message)
    case .int32s(let numbers): return array(of: "i", numbers.map(BusValue.int32), message)
    case .dictionary(let entries):
      return container("a", "{sv}", message) {
        for entry in entries {
          let status = container("e", "sv", message) {
            let key = append(.string(entry.key), to: message)
            guard key >= 0 else { return key }
            return container("v", entry.value.signature, message) { append(entry.value, to: message) }
          }
          guard status >= 0 else { return status }
        }
        return 0
      }
    case .stringDictionary(let entries):
      return container("a", "{ss}", message) {
        for entry in entries {
          let status = container("e", "ss", message) {
            let key = append(.string(entry.key), to: message)
            return key < 0 ? key : append(.string(entry.value), to: message)
          }
          guard status >= 0 else { return status }
        }
        return 0
      }
    case .dictionaries(let list): return array(of: "a{sv}", list.map(BusValue.dictionary), message)
    }
  }

  /// Appends each of `values` in turn.
  static func append(_ values: [BusValue], to message: OpaquePointer) -> Int32 {
    for value in values {
      let status = append(value, to: message)
      guard status >= 0 else { return status }
    }
    return 0
  }

  private static func array(of signature: String, _ elements: [BusValue], _ message: OpaquePointer) -> Int32 {
    container("a", signature, message) { append(elements, to: message) }
  }

  /// Opens a container of `kind` holding `contents`, fills it, closes it.
  private static func container(
    _ kind: Unicode.Scalar, _ contents: String, _ message: OpaquePointer, _ fill: () -> Int32
  ) -> Int32 {
    var status = contents.withCString { sd_bus_message_open_container(message, code(kind), $0) }
    guard status >= 0 else { return status }
    status = fill()
    guard status >= 0 else { return status }
    return sd_bus_message_close_container(message)
  }

  private static func code(_ scalar: Unicode.Scalar) -> CChar { CChar(UInt8(ascii: scalar)) }
}
