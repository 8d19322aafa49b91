import XGestureActions
import XGestureEngine
import XGestureBridge
import XGestureX11

/// `window: move`: the window under a pan's first touch follows the pan,
/// then slides on to the fling point (`WindowSlide`), one move per frame of
/// the screen's refresh rate, served by the bridge's poll loop
/// (`nextDeadline`, `service(now:)`). A new touch on a sliding window stops it
/// where it is (`touched`).
final class WindowMover {
  private struct Drag {
    var window: UInt
    var originX: Int
    var originY: Int
    var width: Int
    var height: Int
    var throughWindowManager: Bool
    var x: Int
    var y: Int
  }

  private struct Sliding {
    var window: UInt
    var slide: WindowSlide
    var throughWindowManager: Bool
    var next: Double
  }

  private let display: XDisplay
  private let now: () -> Double
  private var drags: [String: Drag] = [:]
  private var slides: [Sliding] = []
  private var frameInterval: Double?

  init(display: XDisplay, now: @escaping () -> Double) {
    self.display = display
    self.now = now
  }

  /// The pan began: takes the window under its first touch, unless maximized or fullscreen.
  func begin(_ place: GesturePlace) -> String? {
    guard let window = place.window else {
      return "window: move: no application window under the gesture"
    }
    let states = display.windowStateNames(window)
    if states.contains(where: {
      $0 == "_NET_WM_STATE_FULLSCREEN" || $0.hasPrefix("_NET_WM_STATE_MAXIMIZED")
    }) {
      return "window: move: window 0x\(String(window, radix: 16)) is maximized or fullscreen; it stays put"
    }
    guard let client = display.clientFrame(window) else { return "window: move: the window is gone" }
    slides.removeAll { $0.window == window }
    // Positions are the frame's top left (the client's without a window manager).
    let throughWindowManager = display.supports("_NET_MOVERESIZE_WINDOW")
    let extents: (left: Int, right: Int, top: Int, bottom: Int) =
      throughWindowManager ? display.frameExtents(window) : (0, 0, 0, 0)
    let x = client.x - extents.left
    let y = client.y - extents.top
    drags[place.gesture] = Drag(
      window: window, originX: x, originY: y, width: client.width + extents.left + extents.right,
      height: client.height + extents.top + extents.bottom, throughWindowManager: throughWindowManager,
      x: x, y: y)
    return nil
  }

  /// The pan's transitions: follow while it changes, slide when it ends.
  func follow(_ transition: GestureTransition) {
    guard var drag = drags[transition.gesture] else { return }
    let d = transition.data
    switch transition.to {
    case .changed:
      let x = drag.originX + Int(d.dx.rounded())
      let y = drag.originY + Int(d.dy.rounded())
      guard x != drag.x || y != drag.y else { return }
      drag.x = x
      drag.y = y
      drags[transition.gesture] = drag
      display.moveWindow(drag.window, x: x, y: y, throughWindowManager: drag.throughWindowManager)
    case .ended:
      drags[transition.gesture] = nil
      let area = display.workArea()
      let interval = frameInterval ?? 1000 / display.refreshRate()
      frameInterval = interval
      let time = now()
      slides.append(
        Sliding(
          window: drag.window,
          slide: WindowSlide(
            startX: Double(drag.x), startY: Double(drag.y), distanceX: d.flingX - d.x,
            distanceY: d.flingY - d.y, startTime: time,
            bounds: (
              Double(area.x), Double(area.y), Double(area.x + area.width - drag.width),
              Double(area.y + area.height - drag.height)
            )),
          throughWindowManager: drag.throughWindowManager, next: time + interval))
    case .cancelled, .failed, .recognized:
      drags[transition.gesture] = nil
    case .possible, .began:
      break
    }
  }

  /// A touch sequence began over `window`: a slide of that window stops where it is.
  func touched(_ window: AppWindow?) {
    guard let window else { return }
    slides.removeAll { $0.window == window.id }
  }

  /// When the next frame of a slide is due.
  var nextDeadline: Double? { slides.map(\.next).min() }

  /// Moves every slide whose frame is due.
  func service(now: Double) {
    guard let interval = frameInterval else { return }
    var index = 0
    while index < slides.count {
      var sliding = slides[index]
      guard sliding.next <= now else {
        index += 1
        continue
      }
      let position = sliding.slide.position(at: now)
      display.moveWindow(
        sliding.window, x: position.x, y: position.y, throughWindowManager: sliding.throughWindowManager)
      if position.done {
        slides.remove(at: index)
        continue
      }
      // The next frame one period on; a late loop skips frames rather than bunching them.
      sliding.next += interval
      if sliding.next <= now { sliding.next = now + interval }
      slides[index] = sliding
      index += 1
    }
  }
}
