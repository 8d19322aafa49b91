/// The X side of the touches the bridge follows — what the engine does not
/// know: each touch's last untransformed position valuators (an update
/// carries only the ones that changed), which touches wait for a claim
/// decision and through which master device, and which touches' remaining
/// events are dropped (orphans). Which touches are down as the recognizers
/// see them, and which begin starts a sequence, is the engine's (`Arena`).
///
/// A touch is keyed by its device and its XI touch id.
struct TouchSession {
  struct Key: Hashable, Comparable {
    var device: Int
    var touch: Int

    /// A touchpad's gesture sequence as a whole (its virtual contacts are
    /// touches 1…N of the engine).
    static func sequence(on device: Int) -> Key { Key(device: device, touch: 0) }

    static func < (a: Key, b: Key) -> Bool { (a.device, a.touch) < (b.device, b.touch) }
  }

  /// A touch's last untransformed position valuators, device units.
  struct Position {
    var x: Double
    var y: Double
  }

  /// The touches down on a device the bridge uses.
  private(set) var positions: [Key: Position] = [:]
  /// Claim mode: touches held under the grab, waiting for the engine's
  /// decision → the master device they arrived through.
  private(set) var undecided: [Key: Int] = [:]
  /// Touches whose remaining events are of no use: of a dropped device that
  /// the server has not ended yet (they must not make the bridge look for the
  /// device), of gestures a lock cancelled, or waking the screen.
  private(set) var orphans: Set<Key> = []

  /// No touch down, none waiting for a decision.
  var isEmpty: Bool { positions.isEmpty && undecided.isEmpty }

  func position(of key: Key) -> Position? { positions[key] }

  /// The number of touches down on `device`.
  func down(on device: Int) -> Int {
    positions.keys.reduce(0) { $0 + ($1.device == device ? 1 : 0) }
  }

  /// A touch is down at `position`, or lifted (nil).
  mutating func setPosition(_ key: Key, _ position: Position?) { positions[key] = position }

  mutating func holdForDecision(_ key: Key, master: Int) { undecided[key] = master }

  /// Takes `key` out of the undecided touches; its master, or nil when it was
  /// not waiting (already decided: the first decision wins).
  mutating func decide(_ key: Key) -> Int? { undecided.removeValue(forKey: key) }

  /// Every undecided touch, in key order, taken out.
  mutating func decideAll(on device: Int? = nil) -> [(key: Key, master: Int)] {
    let keys = undecided.keys.filter { device == nil || $0.device == device }.sorted()
    return keys.map { ($0, undecided.removeValue(forKey: $0)!) }
  }

  /// The device's gestures end (it is dropped, or a lock cancels them): its
  /// touches that are down become orphans.
  mutating func orphan(device: Int) {
    for key in positions.keys where key.device == device {
      positions[key] = nil
      orphans.insert(key)
    }
  }

  /// A touch whose events are ignored until it ends (it woke the screen).
  mutating func orphan(_ key: Key) { orphans.insert(key) }

  func isOrphan(_ key: Key) -> Bool { orphans.contains(key) }

  mutating func forgetOrphan(_ key: Key) { orphans.remove(key) }
}
