/// The application window a touch sequence began on (docs/REFERENCE.md §8):
/// the client window under the sequence's first touch, as the bridge found
/// it when that touch landed. nil stands for the root window (no application).
///
/// A class, not a struct: the begin that starts a sequence brings it and
/// every transition of the sequence's gestures carries it, and a reference
/// keeps those values small and their copies free of string retains.
public final class AppWindow: Hashable, Sendable, CustomStringConvertible {
  /// The X window id of the client window (the one with WM_STATE).
  public let id: UInt
  /// Its WM_CLASS instance and class names (`xterm`, `XTerm`).
  public let instance: String
  public let className: String

  public init(id: UInt, instance: String, className: String) {
    self.id = id
    self.instance = instance
    self.className = className
  }

  public static func == (a: AppWindow, b: AppWindow) -> Bool {
    a.id == b.id && a.instance == b.instance && a.className == b.className
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(instance)
    hasher.combine(className)
  }

  /// `0x1c00007 (xterm, XTerm)`; `0x400001 (no WM_CLASS)` for a window of no application.
  public var description: String {
    "0x" + String(id, radix: 16)
      + (instance.isEmpty && className.isEmpty ? " (no WM_CLASS)" : " (\(instance), \(className))")
  }
}

/// Which applications a gesture takes part in (`apps:` / `not-apps:`).
public struct AppFilter: Hashable, Sendable {
  /// `apps:` — only over these (nil: over any window and the root).
  public var only: [String]?
  /// `not-apps:` — never over these.
  public var except: [String]

  public init(only: [String]? = nil, except: [String] = []) {
    self.only = only
    self.except = except
  }

  /// Every window and the root.
  public static let any = AppFilter()

  /// Whether a gesture with this filter takes part in a sequence begun over
  /// `window`: a name matches the instance or the class, ignoring case.
  public func admits(_ window: AppWindow?) -> Bool {
    if except.contains(where: { Self.names($0, window) }) { return false }
    guard let only else { return true }
    return only.contains { Self.names($0, window) }
  }

  /// Whether it names the window's application in `apps:` (an application's binding).
  public func names(_ window: AppWindow?) -> Bool {
    only?.contains { Self.names($0, window) } ?? false
  }

  private static func names(_ name: String, _ window: AppWindow?) -> Bool {
    guard let window else { return false }
    let wanted = name.lowercased()
    return window.instance.lowercased() == wanted || window.className.lowercased() == wanted
  }
}
