import Foundation
import XGestureEngine

/// The non-strokes of the data set, which must never be taken for a shape:
/// taps, holds, straight drags and flicks in 8 directions, wobbly drags and
/// tiny circles, drawn by each writer with its jitter and speed.
enum NonStroke: String, CaseIterable {
  case tap, hold, drag, flick
  case wobbly = "wobbly drag"
  case tinyCircle = "tiny circle"

  /// How many of each a writer draws: one drag and one flick in each of the 8 directions.
  var perWriter: Int {
    switch self {
    case .tap: 4
    case .hold: 2
    case .drag, .flick: 8
    case .wobbly: 4
    case .tinyCircle: 3
    }
  }

  /// Example `k` of this kind by `writer`: timed points, mm and ms from 0.
  func draw(_ k: Int, by writer: Writer, _ random: inout BenchRandom) -> [(time: Double, point: Point)] {
    let start = Point(x: random.uniform(60...200), y: random.uniform(40...120))
    let angle = Double(k % 8) * Double.pi / 4 + random.uniform(-0.15...0.15)
    let way = Point(x: cos(angle), y: sin(angle))
    let across = Point(x: -way.y, y: way.x)
    switch self {
    case .tap:
      return still(at: start, for: random.uniform(40...220), drift: 0.6, writer, &random)
    case .hold:
      return still(at: start, for: random.uniform(600...1500), drift: 1.2, writer, &random)
    case .drag:
      let length = random.uniform(30...90)
      let bow = length * random.uniform(-0.03...0.03)
      let points = (0...60).map { i -> Point in
        let t = Double(i) / 60
        return start + way * (length * t) + across * (bow * 4 * t * (1 - t))
      }
      return timed(points, speed: writer.speed, profile: writer.profile, jitter: writer.jitter, &random)
    case .flick:
      let length = random.uniform(12...40)
      let points = (0...20).map { start + way * (length * Double($0) / 20) }
      return timed(points, speed: length / random.uniform(0.06...0.14), profile: .bell, jitter: writer.jitter, &random)
    case .wobbly:
      let length = random.uniform(40...90)
      let amplitude = random.uniform(1...2.5)
      let periods = random.uniform(2...6)
      let points = (0...120).map { i -> Point in
        let t = Double(i) / 120
        return start + way * (length * t) + across * (amplitude * sin(2 * .pi * periods * t))
      }
      return timed(points, speed: writer.speed, profile: writer.profile, jitter: writer.jitter, &random)
    case .tinyCircle:
      let radius = random.uniform(1.5...4)
      let points = (0...40).map { i -> Point in
        let a = 2 * Double.pi * Double(i) / 40
        return start + Point(x: radius * cos(a), y: radius * sin(a))
      }
      return timed(points, speed: random.uniform(30...80), profile: writer.profile, jitter: writer.jitter, &random)
    }
  }

  /// A finger resting `duration` ms, moving by the writer's jitter and a slow drift.
  private func still(
    at point: Point, for duration: Double, drift: Double, _ writer: Writer, _ random: inout BenchRandom
  ) -> [(time: Double, point: Point)] {
    let samples = Int(duration / 8) + 1
    let towards = Point(x: random.uniform(-drift...drift), y: random.uniform(-drift...drift))
    return (0..<samples).map { k in
      let t = Double(k) / Double(max(samples - 1, 1))
      let jitter = Point(x: random.gaussian(writer.jitter / 2), y: random.gaussian(writer.jitter / 2))
      return (Double(k) * 8, point + towards * t + jitter)
    }
  }
}
