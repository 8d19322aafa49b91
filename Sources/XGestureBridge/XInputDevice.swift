public import XGestureEngine

/// One XInput device as XIQueryDevice describes it: what xgesture needs of
/// its touch class, its gesture class and its two position valuators.
public struct XInputDevice: Sendable, Equatable {
  /// The device's place in the XI2 hierarchy.
  public enum Use: String, Sendable {
    case masterPointer = "master pointer"
    case masterKeyboard = "master keyboard"
    case slavePointer = "slave pointer"
    case slaveKeyboard = "slave keyboard"
    case floatingSlave = "floating slave"
  }

  /// XITouchClassInfo's mode: a touchscreen (`direct`) or a touchpad (`dependent`).
  public enum TouchMode: String, Sendable {
    case direct, dependent
  }

  /// A valuator (XIValuatorClassInfo): its range and resolution.
  public struct Axis: Sendable, Equatable {
    /// The valuator's number on the device.
    public var number: Int
    /// Its label atom's name ("Abs MT Position X"), if any.
    public var label: String?
    public var minimum: Double
    public var maximum: Double
    /// Units per metre, as XI2 reports it; 0 when the device does not say.
    public var resolution: Int

    public init(number: Int, label: String?, minimum: Double, maximum: Double, resolution: Int) {
      self.number = number
      self.label = label
      self.minimum = minimum
      self.maximum = maximum
      self.resolution = resolution
    }

    /// The number of distinct positions, as the server counts them when it
    /// scales to the screen: `max − min + 1`.
    public var span: Double { maximum - minimum + 1 }

    /// Units per millimetre; nil without a resolution.
    public var unitsPerMillimetre: Double? { resolution > 0 ? Double(resolution) / 1000 : nil }
  }

  public var id: Int
  public var name: String
  public var use: Use
  /// The master a slave is attached to (or a master's paired device).
  public var attachment: Int
  public var enabled: Bool
  /// nil: the device has no touch class.
  public var touchMode: TouchMode?
  /// The touch class's `num_touches` (0 when unknown or no touch class).
  public var maxTouches: Int
  /// The valuators labelled "Abs MT Position X/Y" (else "Abs X/Y", else 0 and 1).
  public var x: Axis?
  public var y: Axis?
  /// The "Coordinate Transformation Matrix" the server applies to the
  /// device's positions (row by row, nine values); nil: none or not read
  /// (only touchscreens' is read), the identity.
  public var transformation: [Double]?
  /// The gesture class's `num_touches` (XI 2.4: the device sends swipes and
  /// pinches); nil without a gesture class.
  public var gestureTouches: Int?
  /// The size the system knows for a touchscreen that reports no
  /// resolution, and for a touchpad (udev's database, found through its
  /// "Device Node"); nil otherwise.
  public var recordedSize: PhysicalSize?

  public init(
    id: Int, name: String, use: Use, attachment: Int, enabled: Bool, touchMode: TouchMode?,
    maxTouches: Int,
    x: Axis?, y: Axis?, transformation: [Double]? = nil, gestureTouches: Int? = nil,
    recordedSize: PhysicalSize? = nil
  ) {
    self.id = id
    self.name = name
    self.use = use
    self.attachment = attachment
    self.enabled = enabled
    self.touchMode = touchMode
    self.maxTouches = maxTouches
    self.x = x
    self.y = y
    self.transformation = transformation
    self.gestureTouches = gestureTouches
    self.recordedSize = recordedSize
  }

  /// Only direct-touch slave devices are touchscreens; masters carry copies
  /// of their slaves' classes and are skipped.
  public var isTouchscreen: Bool {
    touchMode == .direct && (use == .slavePointer || use == .floatingSlave)
  }

  /// Touchpads are slave devices with a gesture class (XI 2.4) or dependent
  /// touch: their drivers send swipes and pinches, not touches.
  public var isTouchpad: Bool {
    (gestureTouches != nil || touchMode == .dependent)
      && (use == .slavePointer || use == .floatingSlave)
  }

  /// What `devices:` in the config matches this device as.
  public var source: DeviceSource { isTouchpad ? .touchpad : .touchscreen }

  /// The surface size in millimetres from the valuators' resolution; nil when
  /// either axis has none.
  public var reportedMillimetres: (width: Double, height: Double)? {
    guard let x, let y, let ux = x.unitsPerMillimetre, let uy = y.unitsPerMillimetre else {
      return nil
    }
    return (x.span / ux, y.span / uy)
  }
}
