/// Cuts touch events into touch sequences, one device at a time: a sequence
/// begins when a touch begins on a device with none down and ends when its
/// last touch ends or is cancelled. Each finished sequence comes out as a
/// trace of its own (its device's line, then its events, times kept), the
/// form a stroke template's example takes (`strokes/NAME.trace`, docs/REFERENCE.md §16)
/// and the form `--learn` is sent over the session bus.
///
///     var sequences = TouchSequences()
///     sequences.declare(device)
///     if let finished = sequences.take(event) { … finished.render() … }
///
/// Events of a touch that never began (a touch down before recording started)
/// are left out, as is everything on a device never declared.
public struct TouchSequences: Sendable {
  private struct Open: Sendable {
    var events: [TouchEvent] = []
    var down: Set<Int> = []
  }

  private var devices: [Int: DeviceGeometry] = [:]
  private var open: [Int: Open] = [:]

  public init() {}

  /// A device whose events may follow (again: a replugged device's new geometry).
  public mutating func declare(_ device: DeviceGeometry) {
    devices[device.id] = device
  }

  /// The device went away: its open sequence is dropped.
  public mutating func remove(device: Int) {
    open[device] = nil
    devices[device] = nil
  }

  /// One event; the sequence it finishes, when it is the last touch's end.
  public mutating func take(_ event: TouchEvent) -> Trace? {
    guard let device = devices[event.device] else { return nil }
    var sequence = open[event.device] ?? Open()
    switch event.phase {
    case .begin:
      sequence.down.insert(event.touch)
    case .update:
      guard sequence.down.contains(event.touch) else { return nil }
    case .end, .cancel:
      guard sequence.down.remove(event.touch) != nil else { return nil }
    }
    sequence.events.append(event)
    guard sequence.down.isEmpty else {
      open[event.device] = sequence
      return nil
    }
    open[event.device] = nil
    return Trace(entries: [.device(device)] + sequence.events.map { .event($0) })
  }

  /// Whether a sequence is under way on some device.
  public var isDrawing: Bool { !open.isEmpty }
}

extension Trace {
  /// The trace's finished touch sequences, in the order they finished, each a
  /// trace of its own (`TouchSequences`). A sequence still open at the end
  /// of the trace is left out.
  public var sequences: [Trace] {
    var cutter = TouchSequences()
    var result: [Trace] = []
    for entry in entries {
      switch entry {
      case .device(let device): cutter.declare(device)
      case .event(let event): if let finished = cutter.take(event) { result.append(finished) }
      case .deviceRemoved(_, let device): cutter.remove(device: device)
      }
    }
    return result
  }
}
