/// A mouse made by Xorg's inputtest driver (`Driver "inputtest"`, `Option
/// "DeviceType" "Pointer"`, nine buttons, acceleration off): a relative
/// pointer of its own, as a person's mouse is, whose motion and buttons the
/// bed scripts over the driver's socket. Not XTest: xgesture replays drags
/// through XTest, and a second XTest press of a button XTest holds is dropped
/// (docs/BEDS.md, "The mouse bed").
public struct InputTestMouse: Sendable, Equatable {
  /// The device's name in the server (also its xorg.conf identifier); unique within one bed.
  public var name: String

  public init(name: String = "xgesture inputtest mouse") {
    self.name = name
  }
}

/// An inputtest device of the bed: a touchpad or a mouse.
enum InputTestDevice: Sendable, Equatable {
  case touchpad(InputTestTouchpad)
  case mouse(InputTestMouse)

  var name: String {
    switch self {
    case .touchpad(let touchpad): touchpad.name
    case .mouse(let mouse): mouse.name
    }
  }

  var isMouse: Bool {
    if case .mouse = self { return true }
    return false
  }
}
