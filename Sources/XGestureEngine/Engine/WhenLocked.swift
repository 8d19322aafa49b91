/// What gestures do while the session is locked or the screen saver runs
/// (`settings.when-locked`): the one type the config and the X bridge share.
///
/// - `pause` (the default): no action of any kind runs, and in claim mode
///   every touch goes to the lock screen at once. Someone at a locked machine
///   must not be able to make the desktop act (run commands, switch
///   workspaces, type into the locker's password field).
/// - `run`: gestures act as usual (a kiosk whose screen saver is only a blank).
public enum WhenLocked: String, Hashable, Sendable, CaseIterable {
  case pause, run
}
