/// The `xorg.conf` of a bed's X server: the dummy video driver at a chosen
/// screen size, every touchscreen given the chosen input driver (evdev or
/// libinput), every touchpad the libinput driver, and the bed's inputtest
/// touchpads as configured devices.
public struct XorgConfiguration: Sendable, Equatable {
  /// The X input driver the server gives the bed's umockdev touchscreens.
  public enum InputDriver: String, Sendable {
    /// xf86-input-evdev: axes in device units with their resolution.
    case evdev
    /// xf86-input-libinput, the driver of most desktops: touchscreen axes
    /// 0 … 65535 with no resolution. The bed then imitates udev (see docs/BEDS.md).
    case libinput
  }

  public var screenWidth: Int
  public var screenHeight: Int
  public var touchscreenDriver: InputDriver

  public init(
    screenWidth: Int = 1920, screenHeight: Int = 1080, touchscreenDriver: InputDriver = .evdev
  ) {
    self.screenWidth = screenWidth
    self.screenHeight = screenHeight
    self.touchscreenDriver = touchscreenDriver
  }

  /// The configuration without inputtest devices.
  public var text: String { text(inputTest: []) }

  /// The configuration with inputtest touchpads (`DeviceType
  /// "PointerGesture"`) and mice (`DeviceType "Pointer"`, nine buttons), each
  /// with its socket, named in the server layout so the server adds them at
  /// start; pointer acceleration is off for them, so relative motion moves
  /// the pointer by exactly its pixels.
  func text(inputTest devices: [(device: InputTestDevice, socket: String)]) -> String {
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
        Driver "\(touchscreenDriver.rawValue)"
      EndSection
      Section "InputClass"
        Identifier "xgesture-touchpads"
        MatchIsTouchpad "on"
        Driver "libinput"
      EndSection

      """ + inputTestSections(devices)
  }

  private func inputTestSections(_ devices: [(device: InputTestDevice, socket: String)]) -> String {
    guard !devices.isEmpty else { return "" }
    var text = ""
    for (device, socket) in devices {
      text += """
        Section "InputDevice"
          Identifier "\(device.name)"
          Driver "inputtest"
          Option "DeviceType" "\(device.isMouse ? "Pointer" : "PointerGesture")"
          Option "SocketPath" "\(socket)"
          Option "AccelerationProfile" "-1"

        """ + (device.isMouse ? "  Option \"PointerButtonCount\" \"9\"\n" : "") + "EndSection\n"
    }
    text += """
      Section "ServerLayout"
        Identifier "xgesture-layout"
        Screen "xgesture-screen"

      """
    for (device, _) in devices { text += "  InputDevice \"\(device.name)\"\n" }
    return text + "EndSection\n"
  }
}
