/// What a decision about a desktop action came to: the requests to carry
/// out, in order, and a line for the log when the action could not be done
/// or did nothing (the dispatcher prefixes the gesture's name).
public struct DesktopOutcome: Hashable, Sendable {
  public var requests: [DesktopRequest]
  public var note: String?

  public init(_ requests: [DesktopRequest] = [], note: String? = nil) {
    self.requests = requests
    self.note = note
  }

  /// Nothing to do, and the log says why.
  public static func nothing(_ note: String) -> DesktopOutcome { DesktopOutcome(note: note) }
}
