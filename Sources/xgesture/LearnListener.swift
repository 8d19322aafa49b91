import XGestureBridge
import XGestureConfig
import XGestureEngine
import XGestureSystem
import XGestureX11

/// `--learn` when no xgesture runs (docs/REFERENCE.md §16): it listens to
/// the X server itself, with the bridge the daemon uses, in observe mode,
/// under the config in use's rules (so that its touchpads and mouse buttons
/// are listened to as the daemon would), running no action; each touch
/// sequence the bridge feeds the engine is offered until enough are taken.
/// It holds the one-instance lock meanwhile: an xgesture started now waits
/// for nothing but is refused, as a second one is.
enum LearnListener {
  /// Whether enough examples were taken (else it said why not).
  static func record(
    into learning: inout ShapeLearning, options: Options,
    offer say: @escaping (ShapeLearning.Verdict, ShapeLearning) -> Void
  ) -> Bool {
    let environment = ProcessEnvironment.current
    let display: XDisplay
    let instance: SingleInstance?
    let stop: (readEnd: FileDescriptor, writeEnd: FileDescriptor)
    let interrupt: FileDescriptor
    do {
      display = try XDisplay(environment: environment)
      switch try SingleInstance.claim(display: display.name, environment: environment) {
      case .held(let lock): instance = lock
      case .unguarded: instance = nil
      }
      stop = try FileDescriptor.pipe()
      interrupt = try SignalPipe.descriptor(for: [.interrupt, .terminate])
    } catch let running as SingleInstance.AlreadyRunning {
      logLine("\(running.description) — it is not on the session bus --learn sees, so it cannot record for it")
      return false
    } catch {
      logLine("\(error)")
      return false
    }
    guard let rules = StartingConfig.loadQuietly(options: options)?.rules ?? (try? RuleSet([])) else { return false }
    let bridge = Bridge(
      display: display, rules: rules, mode: .observe, log: { if options.verbose { logLine($0) } },
      output: { _, _ in })
    var sequences = TouchSequences()
    var taken = learning
    bridge.touchRecorded = { event, device in
      sequences.declare(device)
      guard !taken.isComplete, let sequence = sequences.take(event) else { return }
      say(taken.offer(sequence), taken)
      if taken.isComplete { _ = try? stop.writeEnd.writeAll([1]) }
    }
    printOut("listening on \(display.name)\n")
    let stopped = Bridge.Service(
      descriptors: { [interrupt.rawValue] },
      serve: { _ in _ = try? stop.writeEnd.writeAll([0]) })
    let ending = bridge.run(stopFD: stop.readEnd.rawValue, services: [stopped])
    withExtendedLifetime(instance) {}
    learning = taken
    switch ending {
    case .stopped where taken.isComplete: return true
    case .stopped:
      logLine("stopped: nothing saved")
    case .connectionLost(let sentence), .failed(let sentence):
      logLine(sentence)
    }
    return false
  }
}
