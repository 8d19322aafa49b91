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
  /// an empty device to the last lift) on each device: the centroid of the
  /// touches down, carried across fingers landing and lifting so that it
  /// never jumps — what `StrokeRecognizer` draws with `fingers:`, and for a
  /// mouse device (one touch, the button's) the pointer. Sequences of
  /// several devices may interleave; each is followed on its own.
  public static func sequences(in trace: Trace) -> [StrokePath] {
    var open: [Int: StrokeSequence] = [:]
    var done: [(start: Double, path: StrokePath)] = []
    for event in trace.events {
      var sequence = open[event.device] ?? StrokeSequence()
      sequence.take(event)
      if sequence.isFinished {
        done.append((sequence.startTime, sequence.path))
        open[event.device] = nil
      } else {
        open[event.device] = sequence
      }
    }
    for sequence in open.values where !sequence.path.points.isEmpty {
      done.append((sequence.startTime, sequence.path))
    }
    return done.sorted { $0.start < $1.start }.map(\.path)
  }
}

/// One touch sequence of a trace being followed (`StrokePath.sequences(in:)`).
struct StrokeSequence {
  private var down: [Int: Point] = [:]
  private var first = Point.zero
  private var origin = Point.zero
  private var carried = Point.zero
  private(set) var startTime = 0.0
  private(set) var path = StrokePath(points: [], duration: 0)
  private(set) var isFinished = false

  private var centroid: Point {
    var sum = Point.zero
    for p in down.values { sum = sum + p }
    return sum / Double(max(down.count, 1))
  }

  private mutating func append() { path.points.append(first + carried + (centroid - origin)) }

  mutating func take(_ event: TouchEvent) {
    switch event.phase {
    case .begin:
      if down.isEmpty, path.points.isEmpty {
        startTime = event.time
        first = event.position
        origin = event.position
      } else if !down.isEmpty {
        carried = carried + (centroid - origin)
      }
      down[event.touch] = event.position
      origin = centroid
      append()
    case .update:
      down[event.touch] = event.position
      append()
    case .end, .cancel:
      down[event.touch] = event.position
      append()
      carried = carried + (centroid - origin)
      down[event.touch] = nil
      origin = centroid
      isFinished = down.isEmpty
    }
    path.duration = event.time - startTime
  }
}
