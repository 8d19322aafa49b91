import XGestureConfig
import XGestureEngine
import XGestureSession
import XGestureSystem

/// `--learn` while an xgesture runs (docs/REFERENCE.md §16): only one X
/// client may select touch events on the root window, so the running
/// xgesture records for it over the session bus (`Record`, each sequence
/// back as `Recorded`), pausing its actions until `StopRecording` — or
/// until this process leaves the bus, killed or not.
enum LearnOverBus {
  enum Outcome {
    /// Enough examples taken; the client, still connected, for `Reload`.
    case done(LearnClient)
    /// No xgesture on the session bus (or no session bus): listen on X instead.
    case notRunning
    /// Recording could not begin or ended too soon; the sentence says why.
    case failed(String)
  }

  static func record(
    into learning: inout ShapeLearning, offer say: (ShapeLearning.Verdict, ShapeLearning) -> Void
  ) -> Outcome {
    let client: LearnClient
    do {
      client = try LearnClient(environment: ProcessEnvironment.current)
    } catch .notRunning, .noSessionBus {
      return .notRunning
    } catch {
      return .failed(error.description)
    }
    printOut("xgesture is running: it records your drawings and pauses its actions until you are done\n")
    var received: [String] = []
    var ended: LearnClient.End?
    client.heard = { received.append($0) }
    client.ended = { ended = $0 }
    let interrupt: FileDescriptor
    do {
      interrupt = try SignalPipe.descriptor(for: [.interrupt, .terminate])
    } catch {
      client.stop()
      return .failed("cannot watch signals: \(error)")
    }
    while !learning.isComplete {
      for text in received {
        guard let sequence = try? Trace(parsing: text) else { continue }
        say(learning.offer(sequence), learning)
        if learning.isComplete { break }
      }
      received.removeAll()
      if learning.isComplete { break }
      if let ended { return .failed(sentence(ended, learning)) }
      let descriptors = client.descriptors.map(FileDescriptor.init) + [interrupt]
      guard let ready = try? FileDescriptor.poll(readable: descriptors, timeout: client.timeout) else { break }
      if ready.contains(interrupt) {
        client.stop()
        return .failed("stopped: nothing saved")
      }
      client.service()
    }
    client.stop()
    return .done(client)
  }

  private static func sentence(_ end: LearnClient.End, _ learning: ShapeLearning) -> String {
    let taken = "\(learning.examples.count) example\(learning.examples.count == 1 ? "" : "s") taken"
    switch end {
    case .xgestureEnded: return "the running xgesture ended while recording (\(taken)): nothing saved — try again"
    case .busLost(let why): return "\(why) while recording (\(taken)): nothing saved — try again"
    }
  }
}
