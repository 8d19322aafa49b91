import Testing
import XGestureEngine
import XGestureTouchegg

/// Touchégg's touchpad rules (docs/REFERENCE.md §15, "Touchégg's clients")
/// on a 100 × 60 mm touchpad, in libinput's units (1000 per inch): start 1 %
/// of 60 mm = 23.622 units; finish 9 % of 100 mm = 354.331 units left and
/// right, 9 % of 60 mm = 212.598 up and down. A swipe's percentage is its
/// summed motion less the start over the start plus the finish; a pinch's
/// is (1 − scale) in, (scale − 1) out, times 100.
@Suite("Touchégg's gestures on a touchpad")
struct ToucheggTouchpadTests {
  static let start = 60 / 25.4 * 1000 * 0.01
  static let horizontal = start + 100 / 25.4 * 1000 * 0.09

  @Test("The thresholds are 1 % of the shorter side and 9 % of each side, in 1000-dpi units")
  func thresholds() {
    let t = ToucheggThresholds.touchpad(width: 100, height: 60)
    #expect(abs(t.start - 23.622) < 1e-3)
    #expect(abs(t.finishHorizontal - 354.331) < 1e-3)
    #expect(abs(t.finishVertical - 212.598) < 1e-3)
    #expect(ToucheggThresholds.touchpad(width: nil, height: 60) == .touchpadUnknownSize)
    #expect(ToucheggThresholds.touchpadUnknownSize.start == 200)
  }

  @Test("A three-finger swipe right begins when its sum passes the start, and ends with the sequence")
  func swipeRight() {
    var pad = ToucheggTouchpad(width: 100, height: 60)
    pad.began(.swipe)
    var signals: [ToucheggSignal] = []
    for k in 1...20 {
      signals += pad.updated(fingers: 3, dx: 10, dy: 1, scale: 1, at: Double(10 * k))
    }
    signals += pad.ended(scale: 1, at: 300)
    // 10 units an update: past 23.622 at the 3rd (30 units, at 30 ms).
    #expect(signals.count == 18 + 1)
    #expect(signals.first!.phase == .begin && signals.last!.phase == .end)
    #expect(signals.allSatisfy { $0.type == .swipe && $0.direction == .right && $0.fingers == 3 })
    #expect(signals.allSatisfy { $0.device == .touchpad })
    #expect(abs(signals[0].percentage - (30 - Self.start) / Self.horizontal * 100) < 1e-9)
    #expect(signals[0].elapsed == 0)
    #expect(abs(signals.last!.percentage - (200 - Self.start) / Self.horizontal * 100) < 1e-9)
    #expect(signals.last!.elapsed == 270)
  }

  @Test("A swipe up of an unknown touchpad waits for 200 units and is 100 % past 2700")
  func unknownSize() {
    var pad = ToucheggTouchpad(width: nil, height: nil)
    pad.began(.swipe)
    var signals: [ToucheggSignal] = []
    for k in 1...30 { signals += pad.updated(fingers: 4, dx: 0, dy: -100, scale: 1, at: Double(k)) }
    signals += pad.ended(scale: 1, at: 31)
    // −300 at the 3rd update: (300 − 200) / 2700.
    #expect(signals.count == 28 + 1)
    #expect(signals.allSatisfy { $0.direction == .up && $0.fingers == 4 })
    #expect(abs(signals[0].percentage - 100.0 / 2700 * 100) < 1e-9)
    #expect(signals.last!.percentage == 100)
  }

  @Test("A swipe that never passes the start, and a two-finger one, send nothing")
  func nothing() {
    var pad = ToucheggTouchpad(width: 100, height: 60)
    pad.began(.swipe)
    var signals = pad.updated(fingers: 3, dx: 20, dy: 0, scale: 1, at: 1)
    signals += pad.ended(scale: 1, at: 2)
    pad.began(.swipe)
    for k in 1...10 { signals += pad.updated(fingers: 2, dx: 50, dy: 0, scale: 1, at: Double(k)) }
    signals += pad.ended(scale: 1, at: 20)
    #expect(signals.isEmpty)
  }

  @Test("A pinch begins at its first update, out above 1, and follows the scale to its end")
  func pinchOut() {
    var pad = ToucheggTouchpad(width: 100, height: 60)
    pad.began(.pinch)
    var signals = pad.updated(fingers: 2, dx: 0, dy: 0, scale: 1.1, at: 10)
    signals += pad.updated(fingers: 2, dx: 0, dy: 0, scale: 1.5, at: 20)
    signals += pad.updated(fingers: 2, dx: 0, dy: 0, scale: 2.4, at: 30)
    signals += pad.ended(scale: 1.6, at: 40)
    #expect(signals.map(\.phase) == [.begin, .update, .update, .end])
    #expect(signals.allSatisfy { $0.type == .pinch && $0.direction == .out && $0.fingers == 2 })
    let percentages = signals.map(\.percentage)
    for (got, want) in zip(percentages, [10.0, 50, 100, 60]) { #expect(abs(got - want) < 1e-9) }
    #expect(signals.map(\.elapsed) == [0, 10, 20, 30])
  }

  @Test("A pinch in of three fingers: in at or below 1, 100 % at scale 0")
  func pinchIn() {
    var pad = ToucheggTouchpad(width: 100, height: 60)
    pad.began(.pinch)
    var signals = pad.updated(fingers: 3, dx: 0, dy: 0, scale: 0.95, at: 10)
    signals += pad.updated(fingers: 3, dx: 0, dy: 0, scale: 1.2, at: 20)
    signals += pad.ended(scale: 0.5, at: 30)
    #expect(signals.map(\.phase) == [.begin, .update, .end])
    #expect(signals.allSatisfy { $0.direction == .in && $0.fingers == 3 })
    for (got, want) in zip(signals.map(\.percentage), [5.0, 0, 50]) { #expect(abs(got - want) < 1e-9) }
  }
}
