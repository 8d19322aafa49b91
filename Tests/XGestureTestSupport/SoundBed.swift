import Foundation
import Synchronization
import XGestureSystem

#if canImport(Glibc)
  import Glibc
#endif

/// A private PulseAudio server for one test: a null sink whose monitor can be
/// recorded, so a test can prove that a sound played and when it began.
///
/// ```swift
/// let bed = try SoundBed()
/// let recording = try bed.startRecording()
/// let started = MonotonicTime.now()
/// try bed.play(ToneFile().write(to: bed.directory.file("tone.wav"))).waitForExit(timeout: 5)
/// let onset = try recording.waitForOnset(after: started)
/// ```
///
/// The server (`pulseaudio --daemonize=no -n`, run as the current user; as
/// root it only warns) loads nothing but the native protocol on a socket in
/// the bed's own folder (anonymous authentication, so no cookie is needed)
/// and a 48 kHz null sink named `sinkName`. Its HOME, XDG_RUNTIME_DIR, state
/// and client configuration all live in that temporary folder, D-Bus is
/// pointed at a socket that does not exist, and client autospawn is off, so
/// a bed never touches a user's server or another test's bed, and many beds
/// can run side by side. A client reaches the bed only through
/// `environment`; code that connects with libpulse itself should also pass
/// PA_CONTEXT_NOAUTOSPAWN.
///
/// The server runs in its own process group (see `ChildProcess`); `stop()`
/// and releasing the bed end it, and `restart()` starts a fresh server on the
/// same socket, for tests of reconnection.
public final class SoundBed: Sendable {
  /// The null sink that sounds should be played to.
  public let sinkName: String
  /// The private folder holding the server's socket, state and log.
  public let directory: TemporaryDirectory
  /// The server's socket.
  public let socketPath: String
  /// The server's output (kept over restarts).
  public let logPath: String
  /// What a client process needs in its environment to reach this bed (and
  /// nothing else): PULSE_SERVER, PULSE_SINK, PULSE_CLIENTCONFIG (autospawn
  /// off), PULSE_RUNTIME_PATH and XDG_RUNTIME_DIR. Merge it over the rest of
  /// the client's environment.
  public let environment: [String: String]

  private let pulseaudio: String
  private let pactlPath: String
  private let serverEnvironment: [String: String]
  /// What the bed's own clients (pactl, paplay, parec) get: `environment`,
  /// the bed's HOME, PATH and LANG=C, and nothing of the user's.
  private let toolEnvironment: [String: String]
  private let startTimeout: Double
  private let server = Mutex<ChildProcess?>(nil)
  private let recordings = RecordingCount()

  /// Starts a bed and waits, at most `startTimeout` seconds, until its server
  /// answers and has the sink. Throws `.programMissing` when pulseaudio or
  /// pactl is not installed and `.startFailed` with the end of the server's
  /// log when it exits instead of starting.
  public init(sinkName: String = "xgesture_bed", startTimeout: Double = 10) throws(BedError) {
    pulseaudio = try ProgramLookup.find("pulseaudio", package: "pulseaudio")
    pactlPath = try ProgramLookup.find("pactl", package: "pulseaudio-utils")
    self.sinkName = sinkName
    self.startTimeout = startTimeout
    directory = try TemporaryDirectory(prefix: "xgesture-sound")
    let runtime = directory.file("runtime")
    let home = directory.file("home")
    for folder in [runtime, home, directory.file("state")] {
      do {
        try Files.makeDirectory(folder, permissions: 0o700)
      } catch {
        throw .system("mkdir \(folder)", error)
      }
    }
    socketPath = directory.file("runtime/native")
    // sockaddr_un.sun_path holds 108 bytes including the terminator.
    guard socketPath.utf8.count < 108 else {
      throw .misuse(
        "the sound bed's socket path \(socketPath) is too long — set TMPDIR to a shorter folder")
    }
    logPath = directory.file("pulseaudio.log")
    let clientConfig = try directory.write(
      "autospawn = no\ndaemon-binary = /bin/false\n", to: "client.conf")
    environment = [
      "PULSE_SERVER": "unix:\(socketPath)",
      "PULSE_SINK": sinkName,
      "PULSE_CLIENTCONFIG": clientConfig,
      "PULSE_RUNTIME_PATH": runtime,
      "XDG_RUNTIME_DIR": runtime,
    ]
    toolEnvironment = environment.merging([
      "HOME": home,
      "XDG_CONFIG_HOME": "\(home)/.config",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "LANG": "C",
    ]) { _, new in new }
    serverEnvironment = toolEnvironment.merging([
      "PULSE_STATE_PATH": directory.file("state"),
      "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(directory.file("no-session-bus"))",
    ]) { _, new in new }
    try start()
  }

  /// The sink's monitor source, which recordings read.
  public var monitorName: String { "\(sinkName).monitor" }

  /// True while the server process runs.
  public var isRunning: Bool { server.withLock { $0?.isRunning ?? false } }

  /// `environment` merged over this process's own environment: what to pass
  /// to a `ChildProcess` that should play to this bed.
  public func clientEnvironment(adding overrides: [String: String] = [:]) -> [String: String] {
    ChildProcess.environment().merging(environment) { _, bed in bed }.merging(overrides) { _, new in
      new
    }
  }

  /// Starts the server if it is not running and waits until it is ready.
  public func start() throws(BedError) {
    if isRunning { return }
    let child = try ChildProcess(
      pulseaudio,
      arguments: [
        "--daemonize=no", "--system=no", "--exit-idle-time=-1", "--use-pid-file=no",
        "--no-cpu-limit=yes", "--log-target=stderr", "--log-level=info", "-n",
        "--load=module-native-protocol-unix auth-anonymous=1 socket=\(socketPath)",
        "--load=module-null-sink sink_name=\(sinkName) rate=48000",
      ],
      environment: serverEnvironment, standardOutput: .append(logPath),
      standardError: .append(logPath))
    server.withLock { $0 = child }
    do {
      try waitUntilReady(child)
    } catch {
      child.terminate(timeout: 2)
      throw error
    }
  }

  /// Stops the server (SIGTERM to its process group, SIGKILL after
  /// `timeout` seconds). Recordings of it end with it.
  public func stop(timeout: Double = 5) {
    let child = server.withLock { server in
      defer { server = nil }
      return server
    }
    child?.terminate(timeout: timeout)
  }

  /// Kills the server with SIGKILL, as a crash would: it cannot clean up
  /// its socket or tell its clients. `start()` brings a new one up on the
  /// same socket. Returns once the old server is gone.
  public func crash() {
    let child = server.withLock { server in
      defer { server = nil }
      return server
    }
    child?.signalGroup(SIGKILL)
    child?.terminate(timeout: 5)
  }

  /// The server's process id while it runs.
  public var serverPID: pid_t? { server.withLock { $0?.pid } }

  /// Stops the server and starts a new one on the same socket, with the same
  /// sink: clients see their connection drop and can reconnect.
  public func restart() throws(BedError) {
    stop()
    try start()
  }

  /// Runs `pactl` with `arguments` against this bed and returns its output;
  /// `.commandFailed` with that output when it fails.
  @discardableResult
  public func pactl(_ arguments: [String], timeout: Double = 10) throws(BedError) -> String {
    let (status, output) = try ChildProcess.run(
      pactlPath, arguments: arguments, environment: toolEnvironment, timeout: timeout)
    guard status.succeeded else {
      throw .commandFailed(
        (["pactl"] + arguments).joined(separator: " "),
        detail: "it \(status): \(output.trimmingCharacters(in: .whitespacesAndNewlines))")
    }
    return output
  }

  /// Starts `paplay` of `file` to the bed's sink and returns it (wait for it
  /// with `waitForExit`). Its messages go to the bed's log.
  public func play(_ file: String, extraArguments: [String] = []) throws(BedError) -> ChildProcess {
    let paplay = try ProgramLookup.find("paplay", package: "pulseaudio-utils")
    return try ChildProcess(
      paplay, arguments: ["--device=\(sinkName)"] + extraArguments + [file],
      environment: toolEnvironment, standardOutput: .append(logPath),
      standardError: .append(logPath))
  }

  /// Starts recording the sink's monitor and returns once the first samples
  /// have arrived (at most `timeout` seconds), so whatever plays afterwards
  /// is in the recording.
  ///
  /// `latencyMilliseconds` is the fragment size parec asks for; it also sets
  /// how far ahead the null sink mixes and so bounds how early an onset's
  /// time can be (see `SoundRecording`). At PulseAudio's default the monitor
  /// would deliver seconds-long fragments. When nothing else records this
  /// bed, the sink may be asleep in a 2-second block it mixed while idle;
  /// the bed then suspends and resumes the sink once parec's stream is
  /// connected, which makes it start over at the new latency (otherwise the
  /// first samples take up to 2 s). That resets nothing else that a test
  /// could observe, but a stream already playing loses a few ms.
  public func startRecording(latencyMilliseconds: Int = 5, timeout: Double = 5) throws(BedError)
    -> SoundRecording
  {
    let parec = try ProgramLookup.find("parec", package: "pulseaudio-utils")
    guard isRunning else { throw .misuse("the sound bed's server is stopped — call start() first") }
    let (number, othersRecording) = recordings.begin()
    let streamName = "xgesture-bed-recording-\(number)"
    let counter = recordings
    let recording: SoundRecording
    do {
      recording = try SoundRecording(
        parec: parec, source: monitorName, latencyMilliseconds: latencyMilliseconds,
        streamName: streamName, environment: toolEnvironment, onStop: { counter.end() })
    } catch {
      counter.end()
      throw error
    }
    if !othersRecording {
      try waitForStream(named: streamName, of: recording, timeout: timeout)
      try pactl(["suspend-sink", sinkName, "1"])
      try pactl(["suspend-sink", sinkName, "0"])
    }
    try recording.waitForFirstSamples(timeout: timeout)
    return recording
  }

  /// Polls the server until a recording stream called `name` is connected.
  private func waitForStream(named name: String, of recording: SoundRecording, timeout: Double)
    throws(BedError)
  {
    let deadline = MonotonicTime.now().adding(milliseconds: timeout * 1000)
    var interval: UInt32 = 1_000
    while true {
      if try pactl(["list", "source-outputs"]).contains("media.name = \"\(name)\"") { return }
      if !recording.isRecording {
        throw .startFailed(
          "parec (recording \(monitorName))", detail: "it exited before it connected")
      }
      if MonotonicTime.now() >= deadline {
        throw .timedOut("the recording stream of \(monitorName)", seconds: timeout)
      }
      usleep(interval)
      interval = min(interval * 2, 20_000)
    }
  }

  /// Polls `pactl list short sinks` until the server lists the sink.
  private func waitUntilReady(_ child: ChildProcess) throws(BedError) {
    let deadline = MonotonicTime.now().adding(milliseconds: startTimeout * 1000)
    var interval: UInt32 = 2_000
    while true {
      if let status = child.status {
        let log = ChildProcess.lastLines(ofFile: logPath, count: 8)
        throw .startFailed(
          "PulseAudio (\(pulseaudio))", detail: "it \(status); its log ends:\n\(log)")
      }
      let answer = try? ChildProcess.run(
        pactlPath, arguments: ["list", "short", "sinks"], environment: toolEnvironment,
        timeout: 2)
      if let answer, answer.status.succeeded {
        // The server answers only after its startup modules are loaded, so
        // a missing sink will not come any more.
        let sinks = answer.output.split(separator: "\n").compactMap {
          $0.split(separator: "\t").dropFirst().first
        }
        if sinks.contains(Substring(sinkName)) { return }
        let log = ChildProcess.lastLines(ofFile: logPath, count: 8)
        throw .startFailed(
          "PulseAudio (\(pulseaudio))",
          detail: "it runs but has no sink '\(sinkName)'; its log ends:\n\(log)")
      }
      if MonotonicTime.now() >= deadline {
        throw .timedOut("PulseAudio (log: \(logPath))", seconds: startTimeout)
      }
      usleep(interval)
      interval = min(interval * 2, 50_000)
    }
  }

  deinit { stop(timeout: 2) }
}

/// How many recordings of a bed run, so only the first kicks the sink.
private final class RecordingCount: Sendable {
  private struct State {
    var started = 0
    var active = 0
  }
  private let state = Mutex(State())

  /// Counts a new recording; returns its number and whether others run.
  func begin() -> (number: Int, othersActive: Bool) {
    state.withLock { state in
      state.started += 1
      state.active += 1
      return (state.started, state.active > 1)
    }
  }

  func end() { state.withLock { $0.active -= 1 } }
}
