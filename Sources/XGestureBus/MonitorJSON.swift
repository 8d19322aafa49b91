/// `xgesture --monitor --json`: one JSON object per signal, on one line
/// (docs/REFERENCE.md §15, "Watching it", lists every key):
///
/// - `{"signal":"Transition","gesture":…,"type":…,"from":…,"to":…, DATA…}`:
///   the transition's `data` flattened into the object, in the message's
///   order, each value as its type says (`i` and `t` integers, `d` numbers,
///   `s` strings, `b` booleans); a data key that repeats one of the
///   signal's own fields is left out, so every key is once in the object;
/// - `{"signal":"Action","gesture":…,"state":…,"action":…,"outcome":…}`;
/// - `{"signal":"SequenceEnded","recognized":[…],"failed":{GESTURE:REASON,…},"time":…}`.
public enum MonitorJSON {
  /// The event's line, without the newline.
  public static func line(for event: MonitorEvent) -> String {
    object(for: event).text
  }

  /// The event's object.
  public static func object(for event: MonitorEvent) -> JSONValue {
    switch event {
    case .transition(let transition):
      let fields: [JSONValue.Member] = [
        .init("signal", .string("Transition")), .init("gesture", .string(transition.gesture)),
        .init("type", .string(transition.type)), .init("from", .string(transition.from)),
        .init("to", .string(transition.to)),
      ]
      let taken = Set(fields.map(\.key))
      var seen = Set<String>()
      let data = transition.data.filter { !taken.contains($0.key) && seen.insert($0.key).inserted }
      return .object(fields + data.map { .init($0.key, value($0.value)) })
    case .action(let action):
      return .object([
        .init("signal", .string("Action")), .init("gesture", .string(action.gesture)),
        .init("state", .string(action.state)), .init("action", .string(action.action)),
        .init("outcome", .string(action.outcome)),
      ])
    case .sequenceEnded(let end):
      return .object([
        .init("signal", .string("SequenceEnded")), .init("recognized", .array(end.recognized.map { .string($0) })),
        .init("failed", .object(end.failed.map { .init($0.gesture, .string($0.reason)) })),
        .init("time", .unsigned(end.time)),
      ])
    }
  }

  private static func value(_ value: BusValue) -> JSONValue {
    switch value {
    case .string(let text): .string(text)
    case .int32(let number): .integer(Int64(number))
    case .uint64(let number): .unsigned(number)
    case .double(let number): .number(number)
    case .bool(let flag): .boolean(flag)
    case .strings(let texts): .array(texts.map { .string($0) })
    case .int32s(let numbers): .array(numbers.map { .integer(Int64($0)) })
    case .dictionary(let entries): object(entries)
    case .stringDictionary(let entries): .object(entries.map { .init($0.key, .string($0.value)) })
    case .dictionaries(let dictionaries): .array(dictionaries.map(object))
    }
  }

  private static func object(_ entries: BusDictionary) -> JSONValue {
    .object(entries.map { .init($0.key, value($0.value)) })
  }
}
