import Foundation
import XGestureTestSupport

/// The touch bed's 10 contacts moving continuously for `seconds`: down in
/// two rows, then circling 10 mm wide, a frame every 8 ms, then lifted.
func flood(_ bed: TouchBed, seconds: Double) {
  let frames = Int(seconds * 1000 / 8)
  func place(_ finger: Int, _ step: Int) -> (x: Double, y: Double) {
    let angle = Double(step) * 0.05
    return (60 + Double(finger % 5) * 30 + 10 * cos(angle), 50 + Double(finger / 5) * 50 + 10 * sin(angle))
  }
  do {
    try bed.script { () throws(BedError) in
      for finger in 0..<10 { bed.down(slot: finger, x: place(finger, 0).x, y: place(finger, 0).y) }
      try bed.frame()
      for step in 1...frames {
        bed.pause(8)
        for finger in 0..<10 { bed.move(slot: finger, x: place(finger, step).x, y: place(finger, step).y) }
        try bed.frame()
      }
      bed.pause(8)
      for finger in 0..<10 { bed.up(slot: finger) }
      try bed.frame()
    }
  } catch {
    fail("the flood: \(error)")
  }
}

/// Prints one CPU figure: ticks (utime + stime) and ms on the CPU over a span of `seconds`.
func printCPU(_ name: String, _ cpu: (ticks: Int, milliseconds: Double), seconds: Double) {
  let share = cpu.milliseconds / (seconds * 10)
  print(
    "bench \(name)_ticks=\(cpu.ticks) \(name)_cpu_ms=\(String(format: "%.1f", cpu.milliseconds)) "
      + "\(name)_percent=\(String(format: "%.2f", share))")
}
