/// The gesture states of docs/REFERENCE.md, as UIKit names them. Discrete gestures go
/// `possible → recognized | failed`; continuous ones `possible → began →
/// changed* → ended | cancelled`, or `possible → failed`.
public enum GestureState: String, Hashable, Sendable, CaseIterable {
  case possible, began, changed, ended, cancelled, recognized, failed

  /// No further transition can follow (until the gesture is re-armed for a new touch sequence).
  public var isFinal: Bool {
    switch self {
    case .possible, .began, .changed: false
    case .ended, .cancelled, .recognized, .failed: true
    }
  }

  /// Whether a gesture of `kind` may go from this state to `next`: discrete
  /// `possible → recognized | failed`; continuous `possible → began | failed`
  /// and `began | changed → changed | ended | cancelled`. A gesture that
  /// began never fails: it ends or is cancelled.
  public func canTransition(to next: GestureState, kind: GestureKind) -> Bool {
    switch (kind, self, next) {
    case (.discrete, .possible, .recognized), (.discrete, .possible, .failed): true
    case (.continuous, .possible, .began), (.continuous, .possible, .failed): true
    case (.continuous, .began, .changed), (.continuous, .changed, .changed): true
    case (.continuous, .began, .ended), (.continuous, .changed, .ended): true
    case (.continuous, .began, .cancelled), (.continuous, .changed, .cancelled): true
    default: false
    }
  }

  /// The gesture has fired: it began, or was recognized.
  public var hasFired: Bool {
    switch self {
    case .began, .changed, .ended, .recognized: true
    case .possible, .cancelled, .failed: false
    }
  }
}

/// Whether a gesture fires once or begins, changes and ends.
public enum GestureKind: String, Hashable, Sendable {
  case discrete, continuous
}
