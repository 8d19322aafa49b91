internal import CPulse
import XGestureActionKinds
import XGestureSoundFile

/// Plays sounds from PulseAudio's sample cache (the `sound:` action, docs/ACTIONS.md).
///
/// Each sound is decoded with libsndfile (`SoundFile`) and uploaded once as
/// `xgesture-NAME` (an upload stream); playing it is one
/// `pa_context_play_sample_with_proplist` request, which the server mixes at once — no
/// file to open, no stream to set up, nothing to decode at gesture time.
///
/// ## Main loop: `pa_threaded_mainloop`
///
/// libpulse runs on its own thread here rather than inside the daemon's poll
/// loop. The alternative — driving a `pa_mainloop` from the bridge's poll
/// with `pa_mainloop_prepare/poll/dispatch` or implementing
/// `pa_mainloop_api`'s io, time and defer events over it — would tie the X
/// bridge's loop to libpulse's event model and put connecting, reconnection
/// timers and uploads on the thread that recognizes gestures. With the
/// threaded loop, connecting, retrying with back-off and uploading happen on
/// PulseAudio's thread, and decoding a file on a thread of its own without
/// the loop's lock (it can take long); the daemon's thread only takes the
/// lock to queue one small play request, which costs microseconds and never
/// waits for the server's answer. Latency does not suffer: the request is
/// written to the socket on the PulseAudio thread as soon as the lock is
/// released (see docs/BENCHMARKS.md for figures).
///
/// ## Uploads
///
/// Each load of a sound (a new name, a changed path, a new connection) gets
/// a ticket; starting one cancels the upload still running for that name,
/// and a decode or upload that finishes with an old ticket is dropped, so
/// the cache always holds the file the config names now.
///
/// ## Failures
///
/// The context connects with `PA_CONTEXT_NOAUTOSPAWN`, so a missing server
/// is never started on the user's behalf. When there is no server at start,
/// or it goes away later, gestures go on; each sound that cannot play costs
/// one log line, and the player reconnects with back-off (from
/// `initialRetryDelay`, doubling, at most `maxRetryDelay`) and uploads every
/// sound again once the server answers. A file deleted after its upload
/// still plays from the cache; if it must be uploaded again (a new server),
/// that fails with one line. A sample the server refuses (too large for its
/// cache) costs one line.
///
/// Log lines (`NAME` is the sound's name in the config):
///
/// - `sound: cannot connect to PulseAudio (REASON); sounds are skipped until it answers`
/// - `sound: lost the connection to PulseAudio (REASON); reconnecting`
/// - `sound: connected to PulseAudio again; uploading N sounds`
/// - `sound NAME not played: PulseAudio is not connected`
/// - `sound NAME not played: it could not be uploaded (REASON)`
/// - `sound NAME not played: PulseAudio: REASON`
/// - `sound NAME: cannot upload it: REASON` (the file, e.g. deleted)
/// - `sound NAME: PulseAudio refused to cache it (REASON)`
///
/// Safe to use from any thread; `log` is called from PulseAudio's thread.
public final class SoundPlayer: SoundPlaying, @unchecked Sendable {
  public struct Configuration: Sendable {
    /// The server, as libpulse writes it (`unix:/run/user/1000/pulse/native`);
    /// nil for libpulse's default ($PULSE_SERVER, client.conf, the X root
    /// window, the user's runtime folder).
    public var server: String?
    /// The sink to play to; nil for the server's default.
    public var sink: String?
    /// 0…1, mapped linearly onto PulseAudio's volume scale (1 = 100 %,
    /// `PA_VOLUME_NORM`), as pavucontrol shows percentages.
    public var volume: Double
    public var clientName: String
    /// Back-off between connection attempts, in ms.
    public var initialRetryDelay: Double
    public var maxRetryDelay: Double
    /// Reads a sound file (`SoundFile.decode`); called on a thread of its
    /// own, never under the player's lock. Tests pass one that holds a
    /// file back, to order uploads.
    public var decode: @Sendable (String) throws(SoundFileError) -> SoundFile.Decoded

    public init(
      server: String? = nil, sink: String? = nil, volume: Double = 1,
      clientName: String = "xgesture",
      initialRetryDelay: Double = 100, maxRetryDelay: Double = 3000,
      decode: @escaping @Sendable (String) throws(SoundFileError) -> SoundFile.Decoded = SoundFile.decode
    ) {
      self.server = server
      self.sink = sink
      self.volume = volume
      self.clientName = clientName
      self.initialRetryDelay = initialRetryDelay
      self.maxRetryDelay = maxRetryDelay
      self.decode = decode
    }
  }

  /// One sound the player keeps cached.
  struct Entry {
    var path: String
    var status: SoundStatus = .pending
    /// A play came while it was being uploaded: play when it is cached.
    var playWhenCached = false
    /// The current load of this sound; work done for an older one is dropped.
    var ticket = 0
    /// The upload on its way to the server, if any.
    var upload: SampleUpload?
  }

  let configuration: Configuration
  let log: ActionLog
  let loop: OpaquePointer
  let api: UnsafeMutablePointer<pa_mainloop_api>
  // Everything below is guarded by the loop's lock.
  var context: OpaquePointer?
  var ready = false
  var retryDelay: Double
  var retryEvent: OpaquePointer?
  /// The "cannot connect" / "lost" line was logged and not yet answered by
  /// a "connected again".
  var announcedDown = false
  var stopped = false
  var volumeValue: Double
  var sounds: [String: Entry] = [:]
  /// The last ticket given to a load.
  var lastTicket = 0
  /// Files being decoded on their own threads.
  var decodesInFlight = 0
  var plays: [ObjectIdentifier: PlayRequest] = [:]
  /// Sink inputs the server is playing our sounds on (from the play answers),
  /// until their removal says they played to the end.
  var sounding: Set<UInt32> = []
  /// Sink inputs removed before their play was answered.
  var endedSinkInputs: Set<UInt32> = []
  /// `volume:` changes waiting for the next round, and the requests of the round under way.
  var volumeChanges: [VolumeAction] = []
  var volumeOperations = 0

  /// Starts PulseAudio's client thread and the first connection attempt;
  /// returns at once, connected or not.
  public init(_ configuration: Configuration = Configuration(), log: @escaping ActionLog)
    throws(SoundPlayerError)
  {
    self.configuration = configuration
    self.log = log
    retryDelay = configuration.initialRetryDelay
    volumeValue = configuration.volume
    guard let loop = pa_threaded_mainloop_new() else { throw .mainLoop }
    self.loop = loop
    api = pa_threaded_mainloop_get_api(loop)
    pa_threaded_mainloop_set_name(loop, "xgesture-pulse")
    guard pa_threaded_mainloop_start(loop) == 0 else {
      pa_threaded_mainloop_free(loop)
      throw .mainLoop
    }
    locked { connect() }
  }

  /// The name a sound has in the server's sample cache.
  public static func cacheName(_ name: String) -> String { "xgesture-\(name)" }

  /// True while connected to a server.
  public var isConnected: Bool { locked { ready } }

  /// Where `name` stands in the sample cache.
  public func status(of name: String) -> SoundStatus { locked { sounds[name]?.status ?? .unknown } }

  /// The volume sounds play at, 0…1 (settings `volume:`).
  public var volume: Double {
    get { locked { volumeValue } }
    set { locked { volumeValue = newValue } }
  }

  /// Makes `sounds` (name → file) the set to keep cached, uploading the new
  /// and changed ones now (or once connected) and removing the others from
  /// the server's cache. For loading and reloading the config.
  public func load(_ sounds: [String: String]) {
    locked {
      for (name, entry) in self.sounds where sounds[name] == nil {
        entry.upload?.detach()
        self.sounds[name] = nil
        if ready, entry.status == .cached, let context {
          if let operation = pa_context_remove_sample(context, Self.cacheName(name), nil, nil) {
            pa_operation_unref(operation)
          }
        }
      }
      for (name, path) in sounds where self.sounds[name]?.path != path {
        replace(name, path: path)
      }
      changed()
    }
  }

  /// Plays `name` (uploading `path` first if it is not cached yet) and
  /// returns without waiting for the server.
  public func play(name: String, path: String) {
    locked {
      if sounds[name]?.path != path { replace(name, path: path) }
      guard ready, let context else {
        log("sound \(name) not played: PulseAudio is not connected")
        return
      }
      switch sounds[name]?.status ?? .unknown {
      case .cached:
        playCached(name, context: context)
      case .pending, .unknown:
        sounds[name]?.playWhenCached = true
      case .failed(let reason):
        log("sound \(name) not played: it could not be uploaded (\(reason))")
      }
    }
  }

  /// Waits, at most `timeout` seconds, until the client is connected and has
  /// decoded and uploaded what `load` gave it; false if it did not get there.
  /// For short-lived runs (`--replay`) that play sounds right after starting.
  @discardableResult
  public func waitUntilReady(timeout: Double) -> Bool {
    wait(timeout: timeout) {
      ready && decodesInFlight == 0 && !sounds.values.contains { $0.status == .pending || $0.upload != nil }
    }
  }

  /// Waits, at most `timeout` seconds, until every sound asked for has
  /// played to its end (and every volume change is made): its play request answered (and any play waiting for
  /// an upload made), and the sink input the server made for it removed. A
  /// client that goes earlier may cut its sounds short (PipeWire's server
  /// stops a client's samples when it disconnects). False if that did not
  /// happen in time.
  @discardableResult
  public func waitUntilPlayed(timeout: Double) -> Bool {
    wait(timeout: timeout) {
      plays.isEmpty && sounding.isEmpty && !sounds.values.contains { $0.playWhenCached } && volumeOperations == 0
    }
  }

  /// Disconnects and stops PulseAudio's thread. Called on release.
  public func stop() {
    let wasRunning = locked { () -> Bool in
      if stopped { return false }
      stopped = true
      if let retryEvent { api.pointee.time_free(retryEvent) }
      retryEvent = nil
      dropConnection()
      changed()
      return true
    }
    if wasRunning {
      pa_threaded_mainloop_stop(loop)
    }
  }

  deinit {
    stop()
    pa_threaded_mainloop_free(loop)
  }

  // MARK: - Under the loop's lock

  func locked<T>(_ body: () -> T) -> T {
    pa_threaded_mainloop_lock(loop)
    defer { pa_threaded_mainloop_unlock(loop) }
    return body()
  }

  /// Wakes the threads in `wait` to look at the state again; called under
  /// the lock after anything they wait for changed.
  func changed() { pa_threaded_mainloop_signal(loop, 0) }

  /// Takes `path` as the sound's file and starts loading it (when connected).
  private func replace(_ name: String, path: String) {
    sounds[name]?.upload?.detach()
    sounds[name] = Entry(path: path)
    if ready { upload(name) }
  }
}
