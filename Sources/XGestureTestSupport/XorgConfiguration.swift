/// The `xorg.conf` of a bed's X server: the dummy video driver at a chosen
/// screen size, and every touchscreen given the evdev input driver.
public struct XorgConfiguration: Sendable, Equatable {
  public var screenWidth: Int
  public var screenHeight: Int

  public init(screenWidth: Int = 1920, screenHeight: Int = 1080) {
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
  }

  public var text: String {
    let mode = "\(screenWidth)x\(screenHeight)"
    // A CVT-like modeline; the dummy driver only needs it to be consistent.
    let hTotal = screenWidth + 280
    let vTotal = screenHeight + 45
    let clock = Double(hTotal * vTotal * 60) / 1_000_000
    return """
      Section "ServerFlags"
        Option "AutoAddDevices" "true"
        Option "AutoEnableDevices" "true"
        Option "AutoAddGPU" "false"
        Option "DontVTSwitch" "true"
      EndSection
      Section "Device"
        Identifier "xgesture-dummy"
        Driver "dummy"
        VideoRam 65536
      EndSection
      Section "Monitor"
        Identifier "xgesture-monitor"
        HorizSync 5.0-1000.0
        VertRefresh 5.0-200.0
        Modeline "\(mode)" \(clock) \(screenWidth) \(screenWidth + 88) \(screenWidth + 132) \(hTotal) \(screenHeight) \(screenHeight + 4) \(screenHeight + 9) \(vTotal) +hsync +vsync
      EndSection
      Section "Screen"
        Identifier "xgesture-screen"
        Device "xgesture-dummy"
        Monitor "xgesture-monitor"
        DefaultDepth 24
        SubSection "Display"
          Depth 24
          Modes "\(mode)"
          Virtual \(screenWidth) \(screenHeight)
        EndSubSection
      EndSection
      Section "InputClass"
        Identifier "xgesture-touchscreens"
        MatchIsTouchscreen "on"
        Driver "evdev"
      EndSection

      """
  }
}
