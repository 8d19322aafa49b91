public import XGestureBridge
internal import CX11
import XGestureEngine

extension XDisplay {
  /// The RandR outputs that show part of the screen now (connected, with a
  /// CRTC), each with its CRTC's area and its monitor's millimetres
  /// (XRRGetScreenResourcesCurrent, XRRGetOutputInfo, XRRGetCrtcInfo); none
  /// when the server has no RandR.
  public func queryMonitorOutputs() -> [MonitorOutput] {
    var event: Int32 = 0
    var error: Int32 = 0
    guard XRRQueryExtension(handle, &event, &error) != 0,
      let resources = XRRGetScreenResourcesCurrent(handle, root)
    else { return [] }
    defer { XRRFreeScreenResources(resources) }
    var outputs: [MonitorOutput] = []
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
        MonitorOutput(
          name: name, area: area, widthMM: Int(output.mm_width), heightMM: Int(output.mm_height)))
    }
    return outputs
  }
}
