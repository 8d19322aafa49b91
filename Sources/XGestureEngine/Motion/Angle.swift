/// The trigonometry and logarithms the engine needs, in plain Swift (the
/// standard library has no `atan2`, `sin` or `log`, and the engine imports no C).
enum Angle {
  static let degreesPerRadian = 180 / Double.pi
  /// ln 2.
  static let logTwo = 0.693_147_180_559_945_309_417_232_121_458

  /// Arc tangent of `z` in radians, accurate to a few ulps: half-angle
  /// reductions bring |z| under 0.2, then the series runs until its terms vanish.
  static func atan(_ z: Double) -> Double {
    guard z.isFinite else { return z.isNaN ? z : (z > 0 ? Double.pi / 2 : -Double.pi / 2) }
    var x = z.magnitude
    let inverted = x > 1
    if inverted { x = 1 / x }
    // Small angles (most of a rotation's per-frame turns) need no reduction.
    var halvings = 0.0
    while x > 0.2 {
      x = x / (1 + (1 + x * x).squareRoot())
      halvings += 1
    }
    let x2 = x * x
    var power = x
    var sum = 0.0
    var k = 0
    while power > 1e-17 * Double(2 * k + 1) {
      let term = power / Double(2 * k + 1)
      sum += k % 2 == 0 ? term : -term
      power *= x2
      k += 1
    }
    var result = sum
    while halvings > 0 {
      result *= 2
      halvings -= 1
    }
    if inverted { result = Double.pi / 2 - result }
    return z < 0 ? -result : result
  }

  /// The angle of the vector (x, y) in radians, in (-π, π]. With y pointing
  /// down (screen and surface coordinates), positive angles are clockwise.
  static func atan2(_ y: Double, _ x: Double) -> Double {
    if x > 0 { return atan(y / x) }
    if x < 0 { return y >= 0 ? atan(y / x) + Double.pi : atan(y / x) - Double.pi }
    if y > 0 { return Double.pi / 2 }
    if y < 0 { return -Double.pi / 2 }
    return 0
  }

  /// The signed angle from `a` to `b` in radians (clockwise positive on screen).
  static func between(_ a: Point, _ b: Point) -> Double {
    atan2(a.x * b.y - a.y * b.x, a.x * b.x + a.y * b.y)
  }

  /// Sine of `x` radians, accurate to a few ulps: reduced to [-π, π], then its series.
  static func sin(_ x: Double) -> Double {
    guard x.isFinite else { return .nan }
    let twoPi = 2 * Double.pi
    var r = x - (x / twoPi).rounded() * twoPi
    if r > Double.pi / 2 { r = Double.pi - r } else if r < -Double.pi / 2 { r = -Double.pi - r }
    let r2 = r * r
    var term = r
    var sum = r
    var k = 1.0
    while term.magnitude > 1e-18 {
      term *= -r2 / ((2 * k) * (2 * k + 1))
      sum += term
      k += 1
    }
    return sum
  }

  /// Cosine of `x` radians.
  static func cos(_ x: Double) -> Double { sin(x + Double.pi / 2) }

  /// Arc cosine of `x` (clamped to -1 … 1) in radians, 0 … π.
  static func acos(_ x: Double) -> Double {
    let c = min(max(x, -1), 1)
    return atan2((1 - c * c).squareRoot(), c)
  }

  /// Natural logarithm of `x` for x near 1 (|x - 1| < 0.5), by its series.
  static func logNearOne(_ x: Double) -> Double {
    let u = x - 1
    var power = u
    var sum = 0.0
    for k in 1...60 {
      sum += (k % 2 == 1 ? power : -power) / Double(k)
      power *= u
    }
    return sum
  }

  /// Natural logarithm of `x` (a preview's scale progress), accurate to a
  /// few ulps: x = m · 2^e with m in [1/√2, √2), so ln x = e · ln 2 + ln m,
  /// and ln m = 2 artanh((m − 1) / (m + 1)) by its series (|u| < 0.18, so
  /// a dozen terms). −∞ for 0, NaN below 0 or for NaN.
  static func log(_ x: Double) -> Double {
    guard x > 0 else { return x == 0 ? -Double.infinity : Double.nan }
    guard x.isFinite else { return x }
    var m = x.significand
    var e = Double(x.exponent)
    if m > 2.0.squareRoot() {
      m /= 2
      e += 1
    }
    let u = (m - 1) / (m + 1)
    let u2 = u * u
    var power = u
    var sum = 0.0
    var k = 1.0
    while power.magnitude > 1e-18 {
      sum += power / k
      power *= u2
      k += 2
    }
    return 2 * sum + e * logTwo
  }
}
