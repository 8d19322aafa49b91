internal import CPulse

#if canImport(Glibc)
  import Glibc
#endif

/// Plays sounds from PulseAudio's sample cache (SPEC §2 `sound:`).
///
/// Each sound is decoded with libsndfile (`SoundFile`) and uploaded once as
/// `xgesture-NAME` (an upload stream); playing it is one
/// `pa_context_play_sample` request, which the server mixes at once — no
/// file to open, no stream to set up, nothing to decode at gesture time.
///
/// ## Main loop: `pa_threaded_mainloop`
///
/// libpulse runs on its own thread here rather than inside the daemon's poll
/// loop. The alternative — driving a `pa_mainloop` from the bridge's poll
/// with `pa_mainloop_prepare/poll/dispatch` or implementing
/// `pa_mainloop_api`'s io, time and defer events over it — would tie the X
/// bridge's loop to libpulse's event model and put connecting, reconnection
/// timers, decoding and uploads on the thread that recognizes gestures. With
/// the threaded loop, everything slow (connecting, retrying with back-off,
/// decoding files, uploading) happens on PulseAudio's thread; the daemon's
/// thread only takes the loop's lock to queue one small play request, which
/// costs microseconds and never waits for the server's answer. Latency does
/// not suffer: the request is written to the socket on the PulseAudio
/// thread as soon as the lock is released (see docs/ACTIONS.md for figures).
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

    public init(
      server: String? = nil, sink: String? = nil, volume: Double = 1,
      clientName: String = "xgesture",
      initialRetryDelay: Double = 100, maxRetryDelay: Double = 3000
    ) {
      self.server = server
      self.sink = sink
      self.volume = volume
      self.clientName = clientName
      self.initialRetryDelay = initialRetryDelay
      self.maxRetryDelay = maxRetryDelay
    }
  }

  private struct Entry {
    var path: String
    var status: SoundStatus = .pending
    /// A play came while it was being uploaded: play when it is cached.
    var playWhenCached = false
  }

  /// A play request in flight, to name the sound if the server says no.
  private final class PlayRequest {
    let name: String
    unowned let player: SoundPlayer
    init(name: String, player: SoundPlayer) {
      self.name = name
      self.player = player
    }
  }

  private let configuration: Configuration
  private let log: ActionLog
  private let loop: OpaquePointer
  private let api: UnsafeMutablePointer<pa_mainloop_api>
  // Everything below is guarded by the loop's lock.
  private var context: OpaquePointer?
  private var ready = false
  /// Counts connections, so callbacks of a lost one are ignored.
  private var generation = 0
  private var retryDelay: Double
  private var retryEvent: OpaquePointer?
  /// The "cannot connect" / "lost" line was logged and not yet answered by
  /// a "connected again".
  private var announcedDown = false
  private var stopped = false
  private var volumeValue: Double
  private var sounds: [String: Entry] = [:]
  private var uploads: [ObjectIdentifier: SampleUpload] = [:]
  private var plays: [ObjectIdentifier: PlayRequest] = [:]

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
        self.sounds[name] = nil
        if ready, entry.status == .cached, let context {
          if let operation = pa_context_remove_sample(context, Self.cacheName(name), nil, nil) {
            pa_operation_unref(operation)
          }
        }
      }
      for (name, path) in sounds where self.sounds[name]?.path != path {
        self.sounds[name] = Entry(path: path)
        if ready { upload(name) }
      }
    }
  }

  /// Plays `name` (uploading `path` first if it is not cached yet) and
  /// returns without waiting for the server.
  public func play(name: String, path: String) {
    locked {
      if sounds[name] == nil || sounds[name]?.path != path {
        sounds[name] = Entry(path: path)
        if ready { upload(name) }
      }
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

  /// Waits (polling, at most `timeout` seconds) until the client is connected
  /// and has uploaded what `load` gave it; false if it did not get there.
  /// For short-lived runs (`--replay`) that play sounds right after starting.
  @discardableResult
  public func waitUntilReady(timeout: Double) -> Bool {
    wait(timeout: timeout) { ready && !sounds.values.contains { $0.status == .pending } }
  }

  /// Waits (polling, at most `timeout` seconds) until the server has answered
  /// every play request; the sounds then play on the server by themselves.
  @discardableResult
  public func waitUntilAnswered(timeout: Double) -> Bool {
    wait(timeout: timeout) { plays.isEmpty && !sounds.values.contains { $0.playWhenCached } }
  }

  private func wait(timeout: Double, until condition: () -> Bool) -> Bool {
    let steps = max(1, Int(timeout * 200))
    for _ in 0..<steps {
      if locked(condition) { return true }
      usleep(5_000)
    }
    return locked(condition)
  }

  /// Disconnects and stops PulseAudio's thread. Called on release.
  public func stop() {
    let wasRunning = locked { () -> Bool in
      if stopped { return false }
      stopped = true
      if let retryEvent { api.pointee.time_free(retryEvent) }
      retryEvent = nil
      dropConnection()
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

  // MARK: - On PulseAudio's thread, or under its lock

  private func locked<T>(_ body: () -> T) -> T {
    pa_threaded_mainloop_lock(loop)
    defer { pa_threaded_mainloop_unlock(loop) }
    return body()
  }

  private func connect() {
    guard !stopped else { return }
    let context = self.context ?? pa_context_new(api, configuration.clientName)
    guard let context else {
      lost("cannot create a PulseAudio context")
      return
    }
    self.context = context
    pa_context_set_state_callback(
      context, Self.contextStateChanged, Unmanaged.passUnretained(self).toOpaque())
    if pa_context_connect(context, configuration.server, PA_CONTEXT_NOAUTOSPAWN, nil) < 0 {
      // The state callback may have handled it already.
      if self.context == context { lost(PulseError.lastError(context)) }
    }
  }

  private func contextStateDidChange(_ changed: OpaquePointer?) {
    guard let context, changed == context, !stopped else { return }
    switch pa_context_get_state(context) {
    case PA_CONTEXT_READY:
      ready = true
      generation += 1
      retryDelay = configuration.initialRetryDelay
      if announcedDown {
        log("sound: connected to PulseAudio again; uploading \(sounds.count) sounds")
        announcedDown = false
      }
      for name in sounds.keys.sorted() { upload(name) }
    case PA_CONTEXT_FAILED, PA_CONTEXT_TERMINATED:
      lost(PulseError.lastError(context))
    default:
      break
    }
  }

  /// The connection failed or could not be made: forget it, say so once,
  /// and try again after the back-off.
  private func lost(_ reason: String) {
    let wasReady = ready
    dropConnection()
    if !announcedDown {
      announcedDown = true
      if wasReady {
        log("sound: lost the connection to PulseAudio (\(reason)); reconnecting")
      } else {
        log("sound: cannot connect to PulseAudio (\(reason)); sounds are skipped until it answers")
      }
    }
    guard !stopped, let context = pa_context_new(api, configuration.clientName) else { return }
    self.context = context
    let delay = retryDelay
    retryDelay = min(retryDelay * 2, configuration.maxRetryDelay)
    retryEvent = pa_context_rttime_new(
      context, pa_rtclock_now() + pa_usec_t(delay * 1000), Self.retryFired,
      Unmanaged.passUnretained(self).toOpaque())
  }

  private func retryDidFire() {
    if let retryEvent { api.pointee.time_free(retryEvent) }
    retryEvent = nil
    connect()
  }

  /// Ends the current connection, its uploads and its play requests.
  private func dropConnection() {
    ready = false
    for upload in uploads.values { upload.detach() }
    uploads.removeAll()
    plays.removeAll()
    for name in sounds.keys {
      sounds[name]?.status = .pending
      sounds[name]?.playWhenCached = false
    }
    if let context {
      pa_context_set_state_callback(context, nil, nil)
      pa_context_disconnect(context)
      pa_context_unref(context)
    }
    context = nil
  }

  private func upload(_ name: String) {
    guard let entry = sounds[name], let context else { return }
    sounds[name]?.status = .pending
    let decoded: SoundFile.Decoded
    do {
      decoded = try SoundFile.decode(entry.path)
    } catch {
      failUpload(name, reason: error.description, line: "sound \(name): cannot upload it: \(error)")
      return
    }
    let generation = self.generation
    do {
      let upload = try SampleUpload(
        name: name, generation: generation, sound: decoded, context: context
      ) {
        [unowned self] upload, error in
        uploads[ObjectIdentifier(upload)] = nil
        guard upload.generation == self.generation, sounds[name] != nil else { return }
        if let error {
          failUpload(
            name, reason: error, line: "sound \(name): PulseAudio refused to cache it (\(error))")
        } else {
          sounds[name]?.status = .cached
          if sounds[name]?.playWhenCached == true, let context = self.context {
            sounds[name]?.playWhenCached = false
            playCached(name, context: context)
          }
        }
      }
      uploads[ObjectIdentifier(upload)] = upload
    } catch {
      failUpload(
        name, reason: error.description,
        line: "sound \(name): PulseAudio refused to cache it (\(error))")
    }
  }

  private func failUpload(_ name: String, reason: String, line: String) {
    log(line)
    sounds[name]?.status = .failed(reason)
    if sounds[name]?.playWhenCached == true {
      sounds[name]?.playWhenCached = false
      log("sound \(name) not played: it could not be uploaded")
    }
  }

  private func playCached(_ name: String, context: OpaquePointer) {
    let request = PlayRequest(name: name, player: self)
    let volume = pa_volume_t((min(max(volumeValue, 0), 1) * 0x10000).rounded())  // PA_VOLUME_NORM = 0x10000
    guard
      let operation = pa_context_play_sample(
        context, Self.cacheName(name), configuration.sink, volume, Self.playAnswered,
        Unmanaged.passUnretained(request).toOpaque())
    else {
      log("sound \(name) not played: PulseAudio: \(PulseError.lastError(context))")
      return
    }
    plays[ObjectIdentifier(request)] = request
    pa_operation_unref(operation)
  }

  private func playWasAnswered(_ request: PlayRequest, success: Bool) {
    guard plays.removeValue(forKey: ObjectIdentifier(request)) != nil else { return }
    if !success {
      log("sound \(request.name) not played: PulseAudio: \(PulseError.lastError(context))")
      // The sample may have gone from the cache: upload it again.
      if ready, sounds[request.name] != nil { upload(request.name) }
    }
  }

  // MARK: - C callbacks (PulseAudio's thread, lock held)

  private static let contextStateChanged: pa_context_notify_cb_t = { context, userdata in
    guard let userdata else { return }
    Unmanaged<SoundPlayer>.fromOpaque(userdata).takeUnretainedValue().contextStateDidChange(context)
  }

  private static let retryFired: pa_time_event_cb_t = { _, _, _, userdata in
    guard let userdata else { return }
    Unmanaged<SoundPlayer>.fromOpaque(userdata).takeUnretainedValue().retryDidFire()
  }

  private static let playAnswered: pa_context_success_cb_t = { _, success, userdata in
    guard let userdata else { return }
    let request = Unmanaged<PlayRequest>.fromOpaque(userdata).takeUnretainedValue()
    request.player.playWasAnswered(request, success: success != 0)
  }
}
