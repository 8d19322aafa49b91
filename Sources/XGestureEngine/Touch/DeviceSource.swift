/// What kind of device a gesture came from: a touchscreen's real touches,
/// a touchpad's gesture events turned into virtual contacts by the X bridge
/// (docs/REFERENCE.md §7), or a mouse whose held button draws a stroke
/// (§16: touch N is button N, at the pointer, in mm on the screen). Commands
/// see it as `XGESTURE_SOURCE`.
public enum DeviceSource: String, Hashable, Sendable, CaseIterable {
  case touchscreen
  case touchpad
  case mouse
}
