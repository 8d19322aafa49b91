import XGestureTouchegg

/// The bridge's part of `touchegg-clients: on` (docs/REFERENCE.md §15):
/// Touchégg's rules fed what the engine is fed, and in claim mode the
/// engine's rejections of touches those rules may still make a gesture of.
struct ToucheggFeed {
  var gestures = ToucheggGestures()
  /// Claim mode: touches the engine rejected while Touchégg's rules hold
  /// them; rejected when the rules let them go, accepted when they make a
  /// gesture sent to clients.
  var parked: Set<TouchSession.Key> = []
}
