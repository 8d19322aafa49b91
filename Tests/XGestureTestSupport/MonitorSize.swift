/// The physical size the bed's monitor reports. The dummy video driver's one
/// RandR output (`DUMMY0`) reports 0 × 0 mm, as virtual outputs do; its
/// `WIDTH_MM` and `HEIGHT_MM` output properties set the millimetres RandR
/// gives for it (XRRGetOutputInfo's mm_width, mm_height: what a real
/// monitor's EDID says), while the screen's DisplayWidthMM stays 96 dpi.
/// The driver takes them at its next probe, as a server reads a monitor's
/// EDID when it is plugged in: `xrandr --query` asks for one
/// (XRRGetScreenResources); `--current` and xgesture's XRRGetScreenResourcesCurrent do not.
extension TouchBed {
  /// Makes the bed's monitor report `width` × `height` mm (xrandr --set, then a probe).
  public func setMonitorMillimetres(width: Int, height: Int, output: String = "DUMMY0")
    throws(BedError)
  {
    let xrandr = try ProgramLookup.find("xrandr", package: "x11-xserver-utils")
    let arguments = [
      "--output", output, "--set", "WIDTH_MM", "\(width)", "--set", "HEIGHT_MM", "\(height)",
    ]
    for step in [arguments, ["--query"]] {
      let result = try ChildProcess.run(
        xrandr, arguments: step,
        environment: ChildProcess.environment(adding: environment.mapValues { Optional($0) }))
      guard result.status == .exited(0) else {
        throw .commandFailed("xrandr \(step.joined(separator: " "))", detail: result.output)
      }
    }
  }
}
