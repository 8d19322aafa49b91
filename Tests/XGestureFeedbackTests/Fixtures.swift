import XGestureEngine
import XGestureFeedback
import XGestureTestSupport

/// The bed's touchscreen: 294 × 165 mm on a 1920 × 1080 screen.
let screen = DeviceGeometry(
  id: 6, name: "touchscreen", width: 294, height: 165, screenWidth: 1920, screenHeight: 1080)

/// Pixels per millimetre on it, the mean of both axes.
let pxPerMM = (1920.0 / 294 + 1080.0 / 165) / 2

/// A touch event at a root position (px) on `screen`.
func touch(_ phase: TouchPhase, _ id: Int = 1, x: Double, y: Double, at time: Double) -> TouchEvent {
  TouchEvent(
    time: time, device: 6, touch: id, phase: phase, position: screen.surfacePoint(Point(x: x, y: y))
  )
}

let showingTouches = FeedbackSettings(touches: true)

/// The scene's discs and polylines.
func discs(_ scene: Scene) -> [Disc] {
  scene.shapes.compactMap { if case .disc(let disc) = $0 { disc } else { nil } }
}

func polylines(_ scene: Scene) -> [Polyline] {
  scene.shapes.compactMap { if case .polyline(let line) = $0 { line } else { nil } }
}

func labels(_ scene: Scene) -> [Label] {
  scene.shapes.compactMap { if case .label(let label) = $0 { label } else { nil } }
}

func rectangles(_ scene: Scene) -> [RoundedRectangle] {
  scene.shapes.compactMap { if case .rectangle(let rectangle) = $0 { rectangle } else { nil } }
}
