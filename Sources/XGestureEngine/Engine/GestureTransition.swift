/// One transition of one gesture, after arbitration: what `--verbose`
/// prints (`logLine`) and what actions run on (its data; the actions
/// library turns it into the commands' `XGESTURE_*` environment).
///
/// A value, kept in one shared, immutable box (docs/ENGINE.md, "A
/// transition's data when read"): an output is a word wide, so handing it on
/// copies nothing, and a setter makes a new box. Its `data` is made when it
/// is read, from what the recognizer measured and the device's geometry:
/// most transitions (a pan's every frame) are never read.
public struct GestureTransition: Hashable, Sendable {
  /// Everything a transition says, as the engine made it.
  struct Fields: Sendable {
    var time: Double
    var gesture: String
    var index: Int
    var type: String
    var kind: GestureKind
    var from: GestureState
    var to: GestureState
    var reason: FailureReason?
    /// The data's sources: the measure, the device, and the time it was taken at.
    var measure: GestureMeasure
    var device: DeviceGeometry
    var dataTime: Double
    var reports: ReportedFields
    var window: AppWindow?
    var previews: [PreviewProgress]
  }

  /// The fields' box. The arena fills a box again in place for a gesture's
  /// next transition only while it holds the one reference to it (no
  /// transition made from it is kept: `isKnownUniquelyReferenced`), so a
  /// transition's fields never change under a reader.
  final class Box: @unchecked Sendable {
    @exclusivity(unchecked) var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var box: Box
  /// What a fit the measure leaves to its reader is made from, fitted when the data is read.
  enum Samples {
    /// The fingers' velocities of the frame the measure's velocity is of (`GestureMeasure.takeVelocity(of:)`).
    case fingers(TouchVelocity)
    /// The samples of the rate the measure marks (`GestureMeasure.rateMark`).
    case rate(VelocityTracker)
  }

  /// One kind at most: no recognizer marks both a velocity and a rate, and
  /// one optional keeps a transition small enough to be moved, not copied.
  var samples: Samples?

  init(_ fields: Fields) { box = Box(fields) }
  /// A transition of `box`'s fields; the box is not written while it lives.
  init(box: Box, samples: Samples?) {
    self.box = box
    self.samples = samples
  }

  /// A setter's step: the fields changed in a new box (boxes are never written).
  private mutating func change(_ body: (inout Fields) -> Void) {
    var fields = box.fields
    body(&fields)
    box = Box(fields)
  }

  public var time: Double {
    get { box.fields.time }
    set { change { $0.time = newValue } }
  }
  /// The gesture's name in the config, and its index there.
  public var gesture: String {
    get { box.fields.gesture }
    set { change { $0.gesture = newValue } }
  }
  public var index: Int {
    get { box.fields.index }
    set { change { $0.index = newValue } }
  }
  public var type: String {
    get { box.fields.type }
    set { change { $0.type = newValue } }
  }
  public var kind: GestureKind {
    get { box.fields.kind }
    set { change { $0.kind = newValue } }
  }
  public var from: GestureState {
    get { box.fields.from }
    set { change { $0.from = newValue } }
  }
  public var to: GestureState {
    get { box.fields.to }
    set { change { $0.to = newValue } }
  }
  /// Why, for `failed` and `cancelled`.
  public var reason: FailureReason? {
    get { box.fields.reason }
    set { change { $0.reason = newValue } }
  }
  /// The gesture's data, made from its measure when read.
  public var data: GestureData {
    let f = box.fields
    var measure = f.measure
    switch samples {
    case .fingers(let velocities):
      if let mark = measure.velocityMark { measure.velocity = velocities.velocity(at: mark.time) }
    case .rate(let rate):
      measure = measure.fittingRate(from: rate)
    case nil:
      break
    }
    return GestureData(measure, device: f.device, time: f.dataTime)
  }
  /// Which measurements the log line shows.
  public var reports: ReportedFields {
    get { box.fields.reports }
    set { change { $0.reports = newValue } }
  }
  /// The application window the gesture's first sequence began on (nil: the root).
  public var window: AppWindow? {
    get { box.fields.window }
    set { change { $0.window = newValue } }
  }
  /// On `ended` and `cancelled` of a gesture with previews: each preview's
  /// decision, by slot (the `.preview` outputs that follow carry the same);
  /// empty otherwise. Whether a previewed `ended` action runs (`commits(slot:)`).
  public var previews: [PreviewProgress] {
    get { box.fields.previews }
    set { change { $0.previews = newValue } }
  }

  /// Whether the preview in `slot` (the position of a previewed action among
  /// those of the gesture's `ended`) committed: false when it backed out, or
  /// when the transition has no decision for that slot.
  public func commits(slot: Int) -> Bool { previews.indices.contains(slot) && previews[slot].commits }

  /// `tap: possible → recognized (fingers=1 x=960 y=540)`,
  /// `long-press: possible → failed (moved 5.2 mm > slop 3 mm)` (`TransitionLogLine`).
  public var logLine: String {
    let data = data
    var line = TransitionLogLine(
      gesture: gesture, from: from.rawValue, to: to.rawValue, reason: reason?.description, reports: reports)
    line.fingers = data.fingers
    line.x = data.x
    line.y = data.y
    line.dx = data.dx
    line.dy = data.dy
    line.vx = data.vx
    line.vy = data.vy
    line.flingX = data.flingX
    line.flingY = data.flingY
    line.scale = data.scale
    line.rotation = data.rotation
    line.direction = data.direction?.rawValue
    line.shape = data.shape
    line.score = data.score
    return line.text
  }

  /// Equal when every field a reader sees is, the data included.
  public static func == (a: Self, b: Self) -> Bool {
    if a.box === b.box { return true }
    return a.time == b.time && a.gesture == b.gesture && a.index == b.index && a.type == b.type
      && a.kind == b.kind && a.from == b.from && a.to == b.to && a.reason == b.reason && a.data == b.data
      && a.reports == b.reports && a.window == b.window && a.previews == b.previews
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(time)
    hasher.combine(gesture)
    hasher.combine(index)
    hasher.combine(type)
    hasher.combine(kind)
    hasher.combine(from)
    hasher.combine(to)
    hasher.combine(reason)
    hasher.combine(data)
    hasher.combine(reports)
    hasher.combine(window)
    hasher.combine(previews)
  }
}
