import XGestureEngine

#if canImport(Glibc)
  import Glibc
#endif

// xgesture-shapes [--svg FILE]
//
// Draws the built-in shapes (StrokeTemplate.builtIn) as one SVG picture for
// the docs (docs/pictures/built-in-shapes.svg: each shape's first example, a
// dot where it starts, an arrowhead where it ends), and prints how near
// varied drawings of each built-in shape come to itself and to the nearest
// other one: what --learn's confusion warning is chosen from
// (docs/REFERENCE.md §16, "Learning").

/// A deterministic generator (SplitMix64), so that every run measures the same drawings.
struct Generator {
  var state: UInt64
  mutating func next() -> Double {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
  }
  mutating func within(_ range: ClosedRange<Double>) -> Double {
    range.lowerBound + next() * (range.upperBound - range.lowerBound)
  }
}

/// A drawing of `path` as a person might make it: turned up to ±10°,
/// sheared (slant) up to ±0.2, stretched 0.8–1.25 each way, each point
/// jittered up to ±0.8 mm.
func varied(_ path: StrokePath, _ random: inout Generator) -> StrokePath {
  let turn = random.within(-10...10) * Double.pi / 180
  let slant = random.within(-0.2...0.2)
  let sx = random.within(0.8...1.25)
  let sy = random.within(0.8...1.25)
  let (c, s) = (cos(turn), sin(turn))
  let points = path.points.map { p -> Point in
    let q = Point(x: (p.x + slant * p.y) * sx, y: p.y * sy)
    let r = Point(x: q.x * c - q.y * s, y: q.x * s + q.y * c)
    return Point(x: r.x + random.within(-0.8...0.8), y: r.y + random.within(-0.8...0.8))
  }
  return StrokePath(points: points, duration: path.duration)
}

func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
}

func measure() {
  let library = StrokeLibrary.builtIn
  var random = Generator(state: 24)
  var own: [Double] = []
  var other: [Double] = []
  print("shape          nearest other (as drawn)   own score p5 / min   nearest other p95 / max (varied)")
  for template in StrokeTemplate.builtIn {
    let alone = StrokeLibrary([template])
    var mine: [Double] = []
    var theirs: [Double] = []
    for _ in 0..<200 {
      let example = template.examples[Int(random.next() * Double(template.examples.count)) % template.examples.count]
      let drawn = varied(example, &random)
      if let score = alone.nearest(to: drawn)?.score { mine.append(score) }
      if let score = library.nearest(to: drawn, excluding: template.name)?.score { theirs.append(score) }
    }
    own += mine
    other += theirs
    let nearest =
      library.nearest(to: template).map { "\($0.name) \(decimal($0.score, places: 2, keepingZeros: true))" } ?? "-"
    let name = template.name.padding(12)
    print(
      "\(name)   \(nearest.padding(24))   \(decimal(percentile(mine, 0.05), places: 2, keepingZeros: true)) / \(decimal(mine.min() ?? 0, places: 2, keepingZeros: true))"
        + "          \(decimal(percentile(theirs, 0.95), places: 2, keepingZeros: true)) / \(decimal(theirs.max() ?? 0, places: 2, keepingZeros: true))"
    )
  }
  print(
    "all            own p1 \(decimal(percentile(own, 0.01), places: 2)) p5 \(decimal(percentile(own, 0.05), places: 2))"
      + "   others p95 \(decimal(percentile(other, 0.95), places: 2)) p99 \(decimal(percentile(other, 0.99), places: 2))"
  )
}

extension String {
  func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}

/// The SVG: a grid of 6 × 2 cells of 120 × 130 px, each shape in a 80 px square with its name below.
func svg() -> String {
  let cell = 120.0
  let shapes = StrokeTemplate.builtIn
  var text = """
    <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(cell * 6))" height="\(Int(cell * 2 + 20))" viewBox="0 0 \(Int(cell * 6)) \(Int(cell * 2 + 20))" font-family="sans-serif" font-size="13">
    <rect width="100%" height="100%" fill="#ffffff"/>

    """
  for (index, template) in shapes.enumerated() {
    guard let path = template.examples.first, let first = path.points.first, let last = path.points.last else {
      continue
    }
    let xs = path.points.map(\.x)
    let ys = path.points.map(\.y)
    let (minX, minY) = (xs.min() ?? 0, ys.min() ?? 0)
    let size = max((xs.max() ?? 1) - minX, (ys.max() ?? 1) - minY, 1)
    let originX = Double(index % 6) * cell + 20
    let originY = Double(index / 6) * (cell + 10) + 15
    func place(_ p: Point) -> (Double, Double) {
      (originX + (p.x - minX) / size * 80, originY + (p.y - minY) / size * 80)
    }
    let points = path.points.map { p in
      let (x, y) = place(p)
      return "\(decimal(x, places: 1)),\(decimal(y, places: 1))"
    }
    text +=
      "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" stroke=\"#1c71d8\" stroke-width=\"3\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>\n"
    let (sx, sy) = place(first)
    text += "<circle cx=\"\(decimal(sx, places: 1))\" cy=\"\(decimal(sy, places: 1))\" r=\"5\" fill=\"#2ec27e\"/>\n"
    // The arrowhead: along the last few millimetres' direction.
    let before = path.points[max(0, path.points.count - 4)]
    let (ex, ey) = place(last)
    let (bx, by) = place(before)
    let length = max(((ex - bx) * (ex - bx) + (ey - by) * (ey - by)).squareRoot(), 0.001)
    let (ux, uy) = ((ex - bx) / length, (ey - by) / length)
    let left = (ex - 10 * ux + 5 * uy, ey - 10 * uy - 5 * ux)
    let right = (ex - 10 * ux - 5 * uy, ey - 10 * uy + 5 * ux)
    text +=
      "<polygon points=\"\(decimal(ex, places: 1)),\(decimal(ey, places: 1)) \(decimal(left.0, places: 1)),\(decimal(left.1, places: 1)) \(decimal(right.0, places: 1)),\(decimal(right.1, places: 1))\" fill=\"#c01c28\"/>\n"
    text +=
      "<text x=\"\(decimal(originX + 40, places: 1))\" y=\"\(decimal(originY + 102, places: 1))\" text-anchor=\"middle\">\(template.name)</text>\n"
  }
  return text + "</svg>\n"
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--svg", arguments.count == 2 {
  let text = svg()
  guard let file = fopen(arguments[1], "w") else {
    print("cannot write \(arguments[1])")
    exit(1)
  }
  fputs(text, file)
  fclose(file)
  print("wrote \(arguments[1])")
} else {
  measure()
}
