internal import CX11
import XGestureEngine
import XGestureScreen

extension XDisplay {
  /// The monitors: the RandR outputs that show part of the screen now
  /// (connected, with a CRTC), each with its CRTC's area, its monitor's
  /// millimetres and its CRTC's mode's refresh rate
  /// (XRRGetScreenResourcesCurrent, XRRGetOutputInfo, XRRGetCrtcInfo); none
  /// when the server has no RandR. The only place the refresh rate is read.
  public func queryMonitorOutputs() -> [Monitor] {
    var event: Int32 = 0
    var error: Int32 = 0
    guard XRRQueryExtension(handle, &event, &error) != 0,
      let resources = XRRGetScreenResourcesCurrent(handle, root)
    else { return [] }
    defer { XRRFreeScreenResources(resources) }
    var outputs: [Monitor] = []
    for index in 0..<Int(resources.pointee.noutput) {
      guard let info = XRRGetOutputInfo(handle, resources, resources.pointee.outputs[index]) else {
        continue
      }
      defer { XRRFreeOutputInfo(info) }
      let output = info.pointee
      guard output.connection == RR_Connected, output.crtc != 0,
        let crtc = XRRGetCrtcInfo(handle, resources, output.crtc)
      else { continue }
      defer { XRRFreeCrtcInfo(crtc) }
      let name = String(
        decoding: UnsafeRawBufferPointer(start: output.name, count: Int(output.nameLen)),
        as: UTF8.self)
      let area = PixelRect(
        x: Double(crtc.pointee.x), y: Double(crtc.pointee.y), width: Double(crtc.pointee.width),
        height: Double(crtc.pointee.height))
      outputs.append(
        Monitor(
          name: name, area: area, widthMM: Int(output.mm_width), heightMM: Int(output.mm_height),
          refreshRate: Self.refreshRate(of: crtc.pointee.mode, in: resources.pointee)))
    }
    return outputs
  }

  /// A mode's refresh rate: dot clock / (htotal × vtotal), doubled when
  /// interlaced, halved for double scan; nil when the mode is not listed or
  /// has no timings.
  private static func refreshRate(of mode: RRMode, in resources: XRRScreenResources) -> Double? {
    for index in 0..<Int(resources.nmode) where resources.modes[index].id == mode {
      let info = resources.modes[index]
      guard info.hTotal > 0, info.vTotal > 0, info.dotClock > 0 else { return nil }
      var rate = Double(info.dotClock) / (Double(info.hTotal) * Double(info.vTotal))
      if info.modeFlags & UInt(RR_Interlace) != 0 { rate *= 2 }
      if info.modeFlags & UInt(RR_DoubleScan) != 0 { rate /= 2 }
      return rate
    }
    return nil
  }
}
