import XGestureEngine

/// What a desktop action asks for (docs/REFERENCE.md §9): key presses,
/// a click, wheel clicks, a workspace switch, a request about a window. Plain values, built
/// by the config reader; `DesktopDecisions` turns one into the requests a
/// `DesktopServer` carries out.
public enum DesktopAction: Sendable, Equatable, CustomStringConvertible {
  /// `keys:` — each chord in turn, to the window `to` says.
  case keys([KeyChord], to: KeyTarget = .focused)
  /// `click:` — a button (1 left, 2 middle, 3 right, 8 back, 9 forward, or any number).
  case click(button: Int, at: ClickPosition)
  /// `scroll:` on a continuous gesture's `changed` — one wheel click per
  /// `step` mm of travel on each axis, then on along the fling's decay.
  case scroll(ScrollStyle, step: Double)
  /// `workspace:` — a desktop to switch to; `wrap` cycles past the ends.
  case workspace(WorkspaceTarget, wrap: Bool)
  /// `window:` — a request about the window under the gesture or the active one.
  case window(WindowCommand, target: WindowTarget)

  public var description: String {
    switch self {
    case .keys(let chords, let target):
      "keys: " + chords.map(\.description).joined(separator: ", ")
        + (target == .under ? " (to the window under the gesture)" : "")
    case .click(let button, let at):
      "click: \(ClickButton.name(of: button))" + (at == .pointer ? " at pointer" : "")
    case .scroll(let style, let step): "scroll: \(style.rawValue) every \(decimal(step, places: 2))mm"
    case .workspace(let target, let wrap): "workspace: \(target)" + (wrap ? " (wrap)" : "")
    case .window(let command, let target):
      "window: \(command.rawValue)" + (target == .active ? " (active)" : "")
    }
  }
}

/// A key with the modifiers held while it is pressed: `ctrl+shift+t`.
public struct KeyChord: Sendable, Equatable, CustomStringConvertible {
  /// Pressed in this order, released in reverse.
  public var modifiers: [KeyModifier]
  /// An X keysym name (`plus`, `Return`, `XF86AudioPlay`).
  public var key: String

  public init(modifiers: [KeyModifier] = [], key: String) {
    self.modifiers = modifiers
    self.key = key
  }

  public var description: String {
    (modifiers.map(\.rawValue) + [key]).joined(separator: "+")
  }
}

/// A modifier of a chord, by the keysym that is pressed for it.
public enum KeyModifier: String, Sendable, CaseIterable {
  case ctrl, shift, alt, `super`, altgr

  /// The keysym name pressed for it.
  public var keysym: String {
    switch self {
    case .ctrl: "Control_L"
    case .shift: "Shift_L"
    case .alt: "Alt_L"
    case .super: "Super_L"
    case .altgr: "ISO_Level3_Shift"
    }
  }
}

/// Which window `keys:` go to (docs/REFERENCE.md §9).
public enum KeyTarget: String, Sendable, Equatable, CaseIterable {
  /// The client window under the first touch of the gesture's sequence (the
  /// pointer, for a touchpad), activated first when it is not the active
  /// one; the focused window when the sequence began over the root.
  case under
  /// Whatever has the focus; nothing is activated.
  case focused
}

/// Which way `scroll:` turns the wheel for a motion of the fingers.
public enum ScrollStyle: String, Sendable, Equatable, CaseIterable {
  /// The content moves with the fingers: a drag up scrolls down (button 5).
  case natural
  /// As a mouse wheel turned the way the fingers move: a drag up scrolls up (button 4).
  case traditional
}

/// Where a click happens.
public enum ClickPosition: String, Sendable, Equatable, CaseIterable {
  /// Where the gesture is (its centroid); the pointer is put back afterwards.
  case gesture
  /// Where the pointer is.
  case pointer
}

/// Button names of `click:`.
public enum ClickButton {
  public static let names: [(name: String, button: Int)] = [
    ("left", 1), ("middle", 2), ("right", 3), ("back", 8), ("forward", 9),
  ]

  public static func name(of button: Int) -> String {
    names.first { $0.button == button }?.name ?? String(button)
  }
}

/// Which desktop `workspace:` switches to.
public enum WorkspaceTarget: Sendable, Equatable, CustomStringConvertible {
  case next, previous, left, right, up, down
  /// A desktop by its number, from 1.
  case number(Int)

  public static let words: [String] = ["next", "previous", "left", "right", "up", "down"]

  public init?(word: String) {
    switch word {
    case "next": self = .next
    case "previous": self = .previous
    case "left": self = .left
    case "right": self = .right
    case "up": self = .up
    case "down": self = .down
    default: return nil
    }
  }

  public var description: String {
    switch self {
    case .next: "next"
    case .previous: "previous"
    case .left: "left"
    case .right: "right"
    case .up: "up"
    case .down: "down"
    case .number(let n): String(n)
    }
  }
}

/// What `window:` asks of a window.
public enum WindowCommand: String, Sendable, Equatable, CaseIterable {
  case maximize, minimize, close, fullscreen, raise
  case showDesktop = "show-desktop"
  /// The left or right half of its monitor's work area, or back to its frame before (`Tiling`).
  case tileLeft = "tile-left"
  case tileRight = "tile-right"
  /// On a pan's `began`: the window follows the pan, then slides on (`WindowMoves`).
  case move
}

/// Which window `window:` is about.
public enum WindowTarget: String, Sendable, Equatable, CaseIterable {
  /// The client window under the first touch of the gesture's sequence.
  case under
  /// `_NET_ACTIVE_WINDOW`.
  case active
}
