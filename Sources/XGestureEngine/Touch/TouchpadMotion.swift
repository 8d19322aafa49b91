/// What a touchpad's driver recognizes and sends as XI 2.4 gesture events
/// (docs/REFERENCE.md §7): the two kinds of gesture sequence a touchpad
/// makes, which the X bridge turns into virtual contacts. A recognizer type
/// says which of them can make it (`Recognizer.touchpadMotion`).
public enum TouchpadMotion: String, Hashable, Sendable, CaseIterable {
  /// `XI_GestureSwipe*`: fingers moving together (swipes and pans).
  case swipe
  /// `XI_GesturePinch*`: fingers spreading, closing or turning (pinches and rotations).
  case pinch
}
