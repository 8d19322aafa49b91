import Testing
import XGestureEngine
import XGestureScreen

/// The one monitor and its refresh rate (docs/OVERLAY.md, "Frames";
/// docs/REFERENCE.md §9: animations at the screen's refresh rate, at least 60 Hz).
@Suite struct MonitorTests {
  static let left = Monitor(
    name: "DP-1", area: PixelRect(x: 0, y: 0, width: 1920, height: 1080), widthMM: 527, heightMM: 296,
    refreshRate: 59.94)
  static let right = Monitor(
    name: "HDMI-1", area: PixelRect(x: 1920, y: 0, width: 2560, height: 1440), refreshRate: 144)

  @Test("a monitor refreshes at its mode's rate, or at 60 Hz when its mode does not say")
  func refreshRate() {
    #expect(Self.left.refreshRate == 59.94)
    #expect(Monitor(name: "VIRTUAL-1", area: Self.left.area).refreshRate == 60)
    for unknown in [0, -1, Double.nan, .infinity] {
      #expect(Monitor.refreshRate(ofMode: unknown) == 60)
    }
    #expect(abs(Self.right.period - 1000.0 / 144) < 1e-12)
  }

  @Test("a point is on the monitor holding it, else on the nearest one")
  func pointOnMonitor() {
    let monitors = [Self.left, Self.right]
    #expect(Monitor.index(of: Point(x: 1919.5, y: 1079.5), among: monitors) == 0)
    #expect(Monitor.index(of: Point(x: 1920, y: 0), among: monitors) == 1)
    // Below the left monitor: 220 px below it, but only 20 px left of the right one.
    #expect(Monitor.index(of: Point(x: 1900, y: 1300), among: monitors) == 1)
    // Far below the left monitor's left side: 220 px from it, 1820 px from the right one.
    #expect(Monitor.index(of: Point(x: 100, y: 1300), among: monitors) == 0)
  }

  @Test("animations run at the fastest monitor's rate, never slower than 60 Hz, and at 60 Hz with no monitor known")
  func animationPacing() {
    #expect(FramePacer(animatingOn: [Self.left]).period == 1000.0 / 60)
    #expect(FramePacer(animatingOn: [Self.left, Self.right]).period == 1000.0 / 144)
    var slow = Self.left
    slow.refreshRate = 50
    #expect(FramePacer(animatingOn: [slow]).period == 1000.0 / 60)
    #expect(FramePacer(animatingOn: []).period == 1000.0 / 60)
  }
}
