import XGestureScreen

/// Which monitor gets a new frame, and when: the overlay's frame pacing as a
/// value (docs/OVERLAY.md, "Frames").
///
/// The performer hands it the scene of each monitor whenever something
/// changed (a touch moved, a gesture acted) and at every deadline. A
/// monitor whose scene differs from what it shows is painted at once when
/// its last frame is a refresh period old, else at the end of that period
/// (`FramePacer`); one whose scene did not change is not painted at all.
/// While the picture changes by itself (a fade, a trail catching up) the
/// next deadline is one period after the last frame; while nothing moves
/// there is none.
public struct FrameSchedule: Sendable {
  public private(set) var monitors: [Monitor]
  /// What each monitor shows (empty: nothing, its window is gone).
  public private(set) var shown: [Scene]
  private var pacers: [FramePacer]
  /// When each monitor's waiting frame is due (its scene differs from what it shows).
  private var waiting: [Double?]
  /// When `update` wants to be called next; nil while nothing moves.
  public private(set) var nextDeadline: Double?

  public init(monitors: [Monitor]) {
    self.monitors = monitors
    shown = [Scene](repeating: .empty, count: monitors.count)
    pacers = monitors.map { FramePacer(period: $0.period) }
    waiting = [Double?](repeating: nil, count: monitors.count)
  }

  /// One frame to paint: the monitor (an index into `monitors`) and its
  /// new scene; an empty scene means the monitor's window goes away.
  public struct Frame: Hashable, Sendable {
    public var monitor: Int
    public var scene: Scene

    public init(monitor: Int, scene: Scene) {
      self.monitor = monitor
      self.scene = scene
    }
  }

  /// The scene of each monitor at `time` (`Scene.split(among: monitors)`)
  /// and when the picture next changes by itself (nil: never; at or before
  /// `time`: continuously; later: at that moment): the frames to paint now.
  public mutating func update(at time: Double, scenes: [Scene], nextChange: Double?) -> [Frame] {
    precondition(scenes.count == monitors.count, "one scene per monitor")
    var frames: [Frame] = []
    for index in monitors.indices {
      guard scenes[index] != shown[index] else {
        waiting[index] = nil
        continue
      }
      let due = pacers[index].due(changeAt: time)
      if due <= time {
        frames.append(Frame(monitor: index, scene: scenes[index]))
        shown[index] = scenes[index]
        pacers[index].drew(at: time)
        waiting[index] = nil
      } else {
        waiting[index] = due
      }
    }
    nextDeadline = waiting.compactMap { $0 }.min()
    if let nextChange {
      let moving = self.moving(at: time, nextChange: nextChange)
      nextDeadline = min(nextDeadline ?? moving, moving)
    }
    return frames
  }

  /// When a change the scenes will make by themselves is next drawn: a
  /// later change when the pacing allows after it; a continuous one a period
  /// after the latest frame that is not yet a period old (there is one: a
  /// continuous change was just drawn), else a period from now.
  private func moving(at time: Double, nextChange: Double) -> Double {
    if nextChange > time {
      return pacers.map { $0.due(changeAt: nextChange) }.min() ?? nextChange
    }
    let ends = pacers.compactMap { pacer in pacer.lastFrame.map { $0 + pacer.period } }
    return ends.filter { $0 > time }.min()
      ?? time + (pacers.map(\.period).min() ?? 1000 / Monitor.unknownRefreshRate)
  }

  /// The monitors changed (the screen was reconfigured): everything starts
  /// anew on `monitors`, showing nothing (the caller drops its windows).
  public mutating func replaceMonitors(_ monitors: [Monitor]) {
    self = FrameSchedule(monitors: monitors)
  }
}
