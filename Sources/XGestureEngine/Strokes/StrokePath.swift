/// A drawn path as the stroke matcher takes it: the points in the order they
/// were drawn, in millimetres on the device (a mouse's on the screen), and
/// how long the drawing took. A recognizer builds one from the fingers'
/// centroid (or a mouse button's touch) between the first landing and the
/// last lift; a template file gives one per touch sequence.
public struct StrokePath: Hashable, Sendable {
  public var points: [Point]
  /// From the first point to the last, ms.
  public var duration: Double

  public init(points: [Point], duration: Double) {
    self.points = points
    self.duration = duration
  }

  /// The paths of a trace, one per touch sequence (a first touch landing on
  /// an empty device to the last lift) on each device: the path
  /// `StrokeRecognizer` draws from the same events with `fingers:` (for a
  /// mouse device, one touch, the button's: the pointer). The events are
  /// taken in the engine's frames (the events of one time on one device,
  /// each of a different touch): a frame's moves make one point, then each
  /// landing and lift, in order, its own; the fingers' centroid is carried
  /// across landings and lifts (`CentroidTrack`), and a lift's own position
  /// is not drawn (a real X server repeats the last one there). Sequences of
  /// several devices may interleave; each is followed on its own.
  public static func sequences(in trace: Trace) -> [StrokePath] {
    var open: [Int: StrokeSequence] = [:]
    var done: [(start: Double, path: StrokePath)] = []
    var frame: [TouchEvent] = []
    func take() {
      guard let device = frame.first?.device else { return }
      var sequence = open[device] ?? StrokeSequence()
      sequence.move(frame.filter { $0.phase == .update })
      for event in frame where event.phase != .update {
        sequence.take(event)
        if sequence.isFinished {
          done.append((sequence.startTime, sequence.path))
          sequence = StrokeSequence()
        }
      }
      open[device] = sequence.hasStarted ? sequence : nil
      frame.removeAll()
    }
    for event in trace.events {
      if let first = frame.first,
        event.time != first.time || event.device != first.device || frame.contains(where: { $0.touch == event.touch })
      {
        take()
      }
      frame.append(event)
    }
    take()
    for sequence in open.values { done.append((sequence.startTime, sequence.path)) }
    return done.sorted { $0.start < $1.start }.map(\.path)
  }
}

/// One touch sequence of a trace being followed (`StrokePath.sequences(in:)`),
/// as `StrokeRecognizer` follows one: the fingers down in the order they
/// landed, their centroid carried on.
struct StrokeSequence {
  private var down: [(touch: Int, position: Point)] = []
  private var first = Point.zero
  private var track = CentroidTrack(at: .zero)
  private(set) var startTime = 0.0
  private(set) var path = StrokePath(points: [], duration: 0)
  private(set) var isFinished = false

  /// Whether a finger landed.
  var hasStarted: Bool { !path.points.isEmpty }

  /// The mean position of the fingers down, summed in the order they landed
  /// (as the engine's frames are); nil when none is.
  private var centroid: Point? {
    guard !down.isEmpty else { return nil }
    var sum = Point.zero
    for finger in down { sum = sum + finger.position }
    return sum / Double(down.count)
  }

  private mutating func append(at time: Double) {
    path.points.append(first + track.translation)
    path.duration = time - startTime
  }

  /// A frame's moves (one point): of fingers down, none before the first landing.
  mutating func move(_ updates: [TouchEvent]) {
    guard let time = updates.first?.time, hasStarted, !isFinished else { return }
    var moved = false
    for event in updates {
      guard let i = down.firstIndex(where: { $0.touch == event.touch }) else { continue }
      down[i].position = event.position
      moved = true
    }
    guard moved, let centroid else { return }
    track.move(to: centroid)
    append(at: time)
  }

  /// A landing or a lift (a point, where the path is: the track carries it).
  mutating func take(_ event: TouchEvent) {
    switch event.phase {
    case .begin:
      guard !down.contains(where: { $0.touch == event.touch }) else { return }
      down.append((event.touch, event.position))
      if !hasStarted {
        startTime = event.time
        first = event.position
        track = CentroidTrack(at: event.position)
      } else {
        track.regroup(at: centroid)
      }
    case .end, .cancel:
      guard let i = down.firstIndex(where: { $0.touch == event.touch }) else { return }
      down.remove(at: i)
      track.regroup(at: centroid)
      isFinished = down.isEmpty
    case .update:
      return
    }
    append(at: event.time)
  }
}
