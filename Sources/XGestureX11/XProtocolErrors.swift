internal import CX11
import Synchronization

/// X protocol errors and a lost connection, caught instead of letting Xlib's
/// default handlers exit the process.
///
/// Xlib's error handlers are process-wide C callbacks, so they cannot capture
/// an `XDisplay`: a protocol error (XSetErrorHandler) is formatted with
/// XGetErrorText and queued under the address of the `Display` it came from;
/// each `XDisplay` takes its own out with `drainProtocolErrors()`. A lost
/// connection (XSetIOErrorHandler) marks that display as lost, and its
/// per-display exit handler (XSetIOErrorExitHandler) returns instead of
/// exiting, so the owner decides what to do (the daemon exits 1 with one
/// sentence; a test client just stops).
enum XProtocolErrors {
  private struct State {
    var errors: [Int: [String]] = [:]
    var lost: Set<Int> = []
  }

  private static let state = Mutex(State())

  /// Installs both process-wide handlers. Idempotent; called before the first
  /// request of any display (XOpenDisplay itself may fail with an IO error).
  static func install() {
    _ = installed
  }

  private static let installed: Bool = {
    XSetErrorHandler { display, event in
      guard let display, let event else { return 0 }
      XProtocolErrors.record(display: display, event: event.pointee)
      return 0
    }
    XSetIOErrorHandler { display in
      if let display { XProtocolErrors.markLost(display) }
      return 0
    }
    return true
  }()

  private static func record(display: OpaquePointer, event: XErrorEvent) {
    var buffer = [CChar](repeating: 0, count: 160)
    XGetErrorText(display, Int32(event.error_code), &buffer, Int32(buffer.count))
    let text = String(
      decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let line =
      "X protocol error: \(text) (request \(event.request_code).\(event.minor_code), resource 0x\(String(event.resourceid, radix: 16)))"
    state.withLock {
      $0.errors[Int(bitPattern: UnsafeRawPointer(display)), default: []].append(line)
    }
  }

  private static func markLost(_ display: OpaquePointer) {
    _ = state.withLock { $0.lost.insert(Int(bitPattern: UnsafeRawPointer(display))) }
  }

  /// The protocol errors queued for `display`, oldest first; the queue is emptied.
  static func drain(_ display: OpaquePointer) -> [String] {
    state.withLock {
      $0.errors.removeValue(forKey: Int(bitPattern: UnsafeRawPointer(display))) ?? []
    }
  }

  /// Whether the connection of `display` was lost.
  static func isLost(_ display: OpaquePointer) -> Bool {
    state.withLock { $0.lost.contains(Int(bitPattern: UnsafeRawPointer(display))) }
  }

  /// Forgets a display that is being closed (its address may be reused).
  static func forget(_ display: OpaquePointer) {
    state.withLock {
      let key = Int(bitPattern: UnsafeRawPointer(display))
      $0.errors[key] = nil
      $0.lost.remove(key)
    }
  }

  /// Makes a lost connection on `display` return to the caller instead of
  /// exiting the process (XSetIOErrorExitHandler).
  static func keepRunningOnIOError(_ display: OpaquePointer) {
    XSetIOErrorExitHandler(
      display,
      { display, _ in
        if let display { XProtocolErrors.markLost(display) }
      }, nil)
  }
}
