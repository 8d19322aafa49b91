import Testing
import XGestureEngine
import XGestureTouchegg

/// Touchégg's touchscreen rules (docs/REFERENCE.md §15, "Touchégg's
/// clients") on the touch bed's 294 × 165 mm panel: start threshold 2 % of
/// 165 mm = 3.3 mm; finish 16 % of 294 mm = 47.04 mm left and right, 16 % of
/// 165 mm = 26.4 mm up and down. A swipe's percentage is its average motion
/// since the begin, less 3.3 mm, over 3.3 mm + the finish.
@Suite("Touchégg's gestures on a touchscreen")
struct ToucheggTouchscreenTests {
  static let start = 3.3
  static let horizontal = 3.3 + 47.04
  static let vertical = 3.3 + 26.4

  @Test("The thresholds are 2 % of the shorter side and 16 % of each side, in mm")
  func thresholds() {
    let t = ToucheggThresholds.touchscreen(width: 294, height: 165)
    #expect(abs(t.start - 3.3) < 1e-9)
    #expect(abs(t.finishHorizontal - 47.04) < 1e-9)
    #expect(abs(t.finishVertical - 26.4) < 1e-9)
  }

  @Test("A three-finger swipe right across the panel begins past 3.3 mm and ends at the next-to-last lift")
  func swipeRight() {
    var s = TouchscreenScript()
    s.down(1, x: 100, y: 60)
    s.down(2, x: 100, y: 80)
    s.down(3, x: 100, y: 100)
    s.moveAll(50, by: Point(x: 1, y: 0))
    s.up(1)
    let beforeLast = s.events
    s.up(2)
    s.up(3)
    // The average passes 3.3 mm when finger 1 moves its 4th mm, (4 + 3 + 3)/3:
    // the 1st event of the 4th frame, the 10th move after the 3 landings.
    #expect(s.sentAfter.first == 3 + 10)
    #expect(s.phases.first == .begin)
    #expect(s.phases.dropFirst().dropLast().allSatisfy { $0 == .update })
    #expect(s.phases.last == .end)
    #expect(s.sentAfter.last == beforeLast + 1)
    for signal in s.signals {
      #expect(signal.type == .swipe && signal.direction == .right && signal.fingers == 3)
      #expect(signal.device == .touchscreen)
    }
    #expect(s.signals[0].percentage == 0 && s.signals[0].elapsed == 0)
    // Counted again from the begin (4, 3, 3 mm): 0 % until 3.3 mm more.
    #expect(s.signals[1...9].allSatisfy { $0.percentage == 0 })
    #expect(s.signals[10].percentage > 0)
    // At the end fingers 2 and 3 have moved 47 mm since the begin.
    let end = (47 - Self.start) / Self.horizontal * 100
    #expect(abs(s.signals.last!.percentage - end) < 1e-9)
    #expect(s.signals.last!.elapsed == UInt64(46 * 8 + 8 + 8))
  }

  @Test("A three-finger swipe down by 40 mm reaches 100 % and stays there")
  func swipeDown() {
    var s = TouchscreenScript()
    s.down(1, x: 100, y: 40)
    s.down(2, x: 120, y: 40)
    s.down(3, x: 140, y: 40)
    s.moveAll(40, by: Point(x: 0, y: 1))
    s.up(3)
    s.up(2)
    s.up(1)
    #expect(s.phases.first == .begin && s.phases.last == .end)
    #expect(s.signals.allSatisfy { $0.direction == .down && $0.type == .swipe })
    // Fingers 1 and 2 moved 36 and 37 mm since the begin: (36.5 − 3.3) / 29.7 > 1.
    #expect((36.5 - Self.start) / Self.vertical > 1)
    #expect(s.signals.last!.percentage == 100)
    #expect(s.signals.allSatisfy { $0.percentage <= 100 })
  }

  @Test("Two fingers swiping left and five swiping up are sent with their counts; six are not")
  func fingerCounts() {
    var two = TouchscreenScript()
    two.down(1, x: 150, y: 60)
    two.down(2, x: 150, y: 90)
    two.moveAll(20, by: Point(x: -1, y: 0))
    two.up(1)
    #expect(two.phases.first == .begin && two.phases.last == .end)
    #expect(two.signals.allSatisfy { $0.fingers == 2 && $0.direction == .left })

    for count in [5, 6] {
      var s = TouchscreenScript()
      for k in 1...count { s.down(k, x: Double(40 * k), y: 120) }
      s.moveAll(20, by: Point(x: 0, y: -1))
      for k in 1...count { s.up(k) }
      if count == 5 {
        #expect(s.phases.first == .begin && s.phases.last == .end)
        #expect(s.signals.allSatisfy { $0.fingers == 5 && $0.direction == .up })
      } else {
        #expect(s.signals.isEmpty)
      }
    }
  }

  @Test("Fingers that move 3 mm and lift after the tap time send nothing")
  func slowStart() {
    var s = TouchscreenScript()
    s.down(1, x: 100, y: 60)
    s.down(2, x: 100, y: 90)
    s.down(3, x: 100, y: 120)
    s.moveAll(30, by: Point(x: 0.1, y: 0))
    s.up(1, after: 100)
    s.up(2)
    s.up(3)
    #expect(s.signals.isEmpty)
  }

  @Test("Four fingers lifting one by one: the end comes at the third lift, nothing after")
  func liftOneByOne() {
    var s = TouchscreenScript()
    for k in 1...4 { s.down(k, x: 100, y: Double(30 * k)) }
    s.moveAll(15, by: Point(x: 1, y: 0))
    let sent = s.signals.count
    s.up(4, after: 100)
    s.up(3, after: 100)
    #expect(s.signals.count == sent)
    s.up(2, after: 100)
    #expect(s.signals.count == sent + 1 && s.phases.last == .end)
    #expect(s.signals.last!.fingers == 4)
    s.up(1, after: 100)
    #expect(s.signals.count == sent + 1)
  }

  @Test("Fingers lifted within 150 ms of the first landing are a tap: a begin and an end at 100 %")
  func tap() {
    var s = TouchscreenScript()
    s.down(1, x: 100, y: 60)
    s.time = 5
    s.down(2, x: 120, y: 60)
    s.time = 10
    s.down(3, x: 140, y: 60)
    s.up(1, after: 50)
    s.up(2, after: 5)
    s.up(3, after: 5)
    #expect(s.phases == [.begin, .end])
    #expect(s.signals.allSatisfy { $0.type == .tap && $0.percentage == 100 && $0.fingers == 3 })
    #expect(s.signals.allSatisfy { $0.direction == .unknown && $0.elapsed == 70 })
    #expect(s.sentAfter == [6, 6])

    // The last lift 149 ms after the first landing is still a tap; at 150 ms it is not.
    var late = TouchscreenScript()
    late.down(1, x: 100, y: 60)
    late.down(2, x: 120, y: 60)
    late.up(1, after: 140)
    late.up(2, after: 9)
    #expect(late.phases == [.begin, .end] && late.signals.allSatisfy { $0.elapsed == 149 })

    var slow = TouchscreenScript()
    slow.down(1, x: 100, y: 60)
    slow.down(2, x: 120, y: 60)
    slow.up(1, after: 140)
    slow.up(2, after: 10)
    #expect(slow.signals.isEmpty)
  }

  @Test("A symmetric pinch out, which Touchégg's daemon never begins, is sent out by its spread")
  func symmetricPinchOut() {
    var s = TouchscreenScript()
    s.down(1, x: 100, y: 80)
    s.down(2, x: 140, y: 80)
    s.move(20, by: [1: Point(x: -1, y: 0), 2: Point(x: 1, y: 0)])
    s.up(1)
    s.up(2)
    // The spread (half the distance) grows 0.5 mm an event: past 3.3 mm at
    // the 7th move, at a distance of 47 mm; at the end 80 mm.
    #expect(s.sentAfter.first == 2 + 7)
    #expect(s.phases.first == .begin && s.phases.last == .end)
    #expect(s.signals.allSatisfy { $0.type == .pinch && $0.direction == .out && $0.fingers == 2 })
    let end = (40 / 23.5 - 1) * 100
    #expect(abs(s.signals.last!.percentage - end) < 1e-9)
  }

  @Test("A symmetric pinch in is sent in, its percentage the spread's shrinking")
  func symmetricPinchIn() {
    var s = TouchscreenScript()
    s.down(1, x: 90, y: 80)
    s.down(2, x: 150, y: 80)
    s.move(10, by: [1: Point(x: 1, y: 0), 2: Point(x: -1, y: 0)])
    s.up(2)
    #expect(s.signals.allSatisfy { $0.type == .pinch && $0.direction == .in })
    // Begun at a distance of 53 mm (spread 26.5), ended at 40 (spread 20).
    #expect(abs(s.signals.last!.percentage - (1 - 20 / 26.5) * 100) < 1e-9)
  }

  @Test("One finger still and one moving away is Touchégg's pinch, measured by the width")
  func oneSidedPinch() {
    var s = TouchscreenScript()
    s.down(1, x: 100, y: 80)
    s.down(2, x: 140, y: 80)
    s.move(40, by: [2: Point(x: 1, y: 0)])
    s.up(2)
    // Average motion past 3.3 mm when finger 2 has moved 7 mm (width 47).
    #expect(s.sentAfter.first == 2 + 7)
    #expect(s.signals.allSatisfy { $0.type == .pinch && $0.direction == .out })
    #expect(abs(s.signals.last!.percentage - (80.0 / 47 - 1) * 100) < 1e-9)
  }

  @Test("Three fingers one above the other moving 6 mm a frame are Touchégg's pinch: the last had not moved")
  func fastSwipeIsAPinch() {
    var s = TouchscreenScript()
    s.down(1, x: 200, y: 40)
    s.down(2, x: 200, y: 55)
    s.down(3, x: 200, y: 70)
    s.moveAll(10, by: Point(x: -6, y: 0))
    s.up(1)
    // After finger 2's first move the average is 4 mm, finger 3 has not
    // moved: a pinch, out (the fingers' width grew from 0 to 6 mm).
    #expect(s.sentAfter.first == 3 + 2)
    #expect(s.signals.allSatisfy { $0.type == .pinch && $0.direction == .out })
  }

  @Test("Claim mode holds two fingers, and lets a lone finger go after 150 ms or 3.3 mm")
  func holding() {
    var s = TouchscreenScript()
    s.down(1, x: 100, y: 80)
    #expect(s.screen.holdsTouches(at: 0))
    #expect(s.screen.deadline == 150)
    #expect(!s.screen.holdsTouches(at: 150))
    s.down(2, x: 140, y: 80)
    #expect(s.screen.holdsTouches(at: 1000) && s.screen.deadline == nil)
    s.up(2)
    s.up(1)
    #expect(!s.screen.holdsTouches(at: s.time))

    var drag = TouchscreenScript()
    drag.down(1, x: 100, y: 80)
    drag.moveAll(4, by: Point(x: 1, y: 0))
    #expect(!drag.screen.holdsTouches(at: drag.time))
  }
}
