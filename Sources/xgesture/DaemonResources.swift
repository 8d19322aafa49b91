import XGestureBridge
import XGestureConfig
import XGestureSystem
import XGestureX11

/// What the daemon opens before it runs, in order, each failure a sentence
/// that ends the start: the display, the one-instance lock, the `--record`
/// file, the signals' descriptors; and the config watcher, without which
/// xgesture runs on and cannot reload.
struct DaemonResources {
  /// Why the daemon could not start, as the sentence it logs.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  let display: XDisplay
  /// Held for the life of the process.
  let instance: SingleInstance?
  let recorder: TraceRecorder?
  /// SIGINT and SIGTERM: the loop ends.
  let stop: FileDescriptor
  /// SIGHUP: the config is reloaded.
  let hangUp: FileDescriptor
  let watcher: ConfigWatcher?

  static func open(options: Options, config: StartingConfig) throws(Failure) -> DaemonResources {
    let environment = ProcessEnvironment.current
    let display: XDisplay
    let instance: SingleInstance?
    var recorder: TraceRecorder?
    do {
      display = try XDisplay(environment: environment)
      switch try SingleInstance.claim(display: display.name, environment: environment) {
      case .held(let lock): instance = lock
      case .unguarded(let reason):
        logLine("no one-instance lock (\(reason)): a second xgesture on this display would not be refused")
        instance = nil
      }
      if let path = options.recordPath { recorder = try TraceRecorder(path: path) }
    } catch {
      throw Failure(description: "\(error)")
    }
    let stop: FileDescriptor
    let hangUp: FileDescriptor
    do {
      stop = try SignalPipe.descriptor(for: [.interrupt, .terminate])
      hangUp = try SignalPipe.descriptor(for: [.hangUp])
    } catch {
      throw Failure(description: "cannot watch signals: \(error)")
    }
    return DaemonResources(
      display: display, instance: instance, recorder: recorder, stop: stop, hangUp: hangUp,
      watcher: watcher(for: config))
  }

  /// The watcher of the config's file; nil, said once, when it cannot watch.
  private static func watcher(for config: StartingConfig) -> ConfigWatcher? {
    do {
      return try ConfigWatcher(
        source: config.source, configuration: config.configuration, loader: config.loader)
    } catch {
      logLine("the config cannot be reloaded while xgesture runs: \(error.description)")
      return nil
    }
  }
}
