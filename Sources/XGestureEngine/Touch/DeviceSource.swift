/// What kind of device a gesture came from: a touchscreen's real touches, or
/// a touchpad's gesture events turned into virtual contacts by the X bridge
/// (docs/REFERENCE.md §7). Commands see it as `XGESTURE_SOURCE`.
public enum DeviceSource: String, Hashable, Sendable, CaseIterable {
  case touchscreen
  case touchpad
}
