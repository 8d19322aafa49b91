/// The touches the bridge follows: where each one is (its last untransformed
/// position valuators), which ones wait for a claim decision, and which ones
/// belong to a device that was dropped while they were down.
///
/// A touch is keyed by its device and its XI touch id.
struct TouchSession {
  struct Key: Hashable, Comparable {
    var device: Int
    var touch: Int

    static func < (a: Key, b: Key) -> Bool { (a.device, a.touch) < (b.device, b.touch) }
  }

  struct Live {
    var master: Int
    var x: Double
    var y: Double
  }

  /// The touches down on a device the bridge uses.
  private(set) var live: [Key: Live] = [:]
  /// Claim mode: touches held under the grab, waiting for the engine's
  /// decision → the master device they arrived through.
  private(set) var undecided: [Key: Int] = [:]
  /// Touches of a dropped device that the server has not ended yet: their
  /// events are of no use and must not make the bridge look for the device.
  private(set) var orphans: Set<Key> = []

  /// No touch down, none waiting for a decision.
  var isEmpty: Bool { live.isEmpty && undecided.isEmpty }

  func position(of key: Key) -> Live? { live[key] }

  /// The number of touches down on `device`.
  func down(on device: Int) -> Int { live.keys.reduce(0) { $0 + ($1.device == device ? 1 : 0) } }

  mutating func setLive(_ key: Key, _ touch: Live?) { live[key] = touch }

  mutating func holdForDecision(_ key: Key, master: Int) { undecided[key] = master }

  /// Takes `key` out of the undecided touches; its master, or nil when it was
  /// not waiting (already decided: the first decision wins).
  mutating func decide(_ key: Key) -> Int? { undecided.removeValue(forKey: key) }

  /// Every undecided touch, in key order, taken out.
  mutating func decideAll(on device: Int? = nil) -> [(key: Key, master: Int)] {
    let keys = undecided.keys.filter { device == nil || $0.device == device }.sorted()
    return keys.map { ($0, undecided.removeValue(forKey: $0)!) }
  }

  /// The device is dropped: its touches that are down become orphans.
  mutating func orphan(device: Int) {
    for key in live.keys where key.device == device {
      live[key] = nil
      orphans.insert(key)
    }
  }

  /// A touch whose events are ignored until it ends (it woke the screen).
  mutating func orphan(_ key: Key) { orphans.insert(key) }

  func isOrphan(_ key: Key) -> Bool { orphans.contains(key) }

  mutating func forgetOrphan(_ key: Key) { orphans.remove(key) }
}
