import Testing
import XGestureActionKinds
import XGestureBus
import XGestureEngine
import XGestureTestSupport

/// What the session bus sends (docs/REFERENCE.md §15): transitions in the
/// engine's order, actions after them, one summary per sequence, nothing
/// while silent.
@Suite struct BusFeedTests {
  /// Feeds `outputs` as the daemon does, the round ending quiet after the last.
  static func feed(_ outputs: [EngineOutput], into feed: inout BusFeed) -> [BusMessage] {
    for output in outputs {
      switch output {
      case .transition(let t): feed.transition(t, serverTime: UInt64(t.time) + 1000)
      case .preview(let p): feed.preview(p)
      case .touch, .hold, .diagnostic: break
      }
    }
    feed.roundEnded(quiet: true)
    return feed.take()
  }

  @Test("A press held past a long press: the long press began, the tap failed because it began first")
  func summaryOfPress() throws {
    let rules = try Scenes.rules([("tap", "tap"), ("hold", "long-press")])
    let outputs = try engineOutputs(of: Scenes.press(hold: 800), rules: rules)
    var feed = BusFeed()
    let messages = Self.feed(outputs, into: &feed)
    let signals = messages.map(\.member)
    #expect(signals.filter { $0 == "Transition" }.count == Scenes.transitions(outputs).count)
    #expect(signals.last == "SequenceEnded")
    guard case .sequenceEnded(let ending) = try #require(messages.last) else { return }
    // The long press is recognized at 500 ms; default exclusivity fails the tap then (§5).
    #expect(ending.recognized == ["hold"])
    #expect(ending.failed == [BusPair("tap", "hold began first")])
    // The time is the server's of the sequence's last transition (here the trace's time + 1000).
    #expect(ending.time == UInt64(try #require(Scenes.transitions(outputs).last).time) + 1000)
  }

  @Test("Transitions go out in the engine's order, each with its gesture, type and states")
  func transitionsInOrder() throws {
    let outputs = try engineOutputs(of: Scenes.pan, rules: Scenes.rules([("slide", "pan")]))
    var feed = BusFeed()
    let messages = Self.feed(outputs, into: &feed)
    let states = messages.compactMap { message -> String? in
      guard case .transition(let gesture, let type, let from, let to, _) = message else { return nil }
      #expect(gesture == "slide" && type == "pan")
      return "\(from)→\(to)"
    }
    #expect(states.first == "possible→began")
    #expect(states.last == "changed→ended")
    #expect(states.dropFirst().dropLast().allSatisfy { $0 == "began→changed" || $0 == "changed→changed" })
    guard case .sequenceEnded(let ending) = try #require(messages.last) else { return }
    #expect(ending.recognized == ["slide"] && ending.failed.isEmpty)
  }

  @Test("A previewed gesture's transitions carry the preview's p: 20 mm of a 40 mm preview is 0.5")
  func previewProgress() throws {
    let rules = try Scenes.rules([("slide", "pan")], preview: PreviewRule(amounts: [.distance(.millimetres(40))]))
    let outputs = try engineOutputs(of: Scenes.pan, rules: rules)
    var feed = BusFeed()
    let messages = Self.feed(outputs, into: &feed)
    let data = messages.compactMap { message -> BusDictionary? in
      guard case .transition(_, _, _, _, let data) = message else { return nil }
      return data
    }
    #expect(data.allSatisfy { $0["progress"] != nil })
    // At 120 mm the fingers have travelled 20 mm of the 40.
    let atTwenty = try #require(data.first { near($0["x_mm"], 120) })
    #expect(near(atTwenty["progress"], 0.5))
  }

  @Test("An action's outcome follows its transition, in the words the reference gives")
  func actionAfterTransition() throws {
    let outputs = try engineOutputs(of: Scenes.press(hold: 100), rules: Scenes.rules([("tap", "tap")]))
    let tap = try #require(Scenes.transitions(outputs).first { $0.to == .recognized })
    var feed = BusFeed()
    feed.transition(tap, serverTime: 7)
    feed.action(ActionReport(gesture: "tap", state: "recognized", action: "command: true", outcome: .ran))
    feed.action(
      ActionReport(gesture: "tap", state: "recognized", action: "keys: ctrl+c", outcome: .failed("no window")))
    feed.roundEnded(quiet: true)
    let messages = feed.take()
    #expect(messages.map(\.member) == ["Transition", "Action", "Action", "SequenceEnded"])
    #expect(messages[1].arguments == [.string("tap"), .string("recognized"), .string("command: true"), .string("ran")])
    #expect(messages[2].arguments.last == .string("failed: no window"))
    #expect(ActionOutcome.backedOut.word == "backed out")
    #expect(ActionOutcome.committed.word == "committed")
    #expect(feed.take().isEmpty)
  }

  @Test("While silent (locked or paused) nothing is sent, and the sequence cut by it has no summary")
  func silentSendsNothing() throws {
    let outputs = try engineOutputs(of: Scenes.press(hold: 100), rules: Scenes.rules([("tap", "tap")]))
    let transitions = Scenes.transitions(outputs)
    var feed = BusFeed()
    feed.transition(transitions[0], serverTime: 1)
    feed.set(.silent)
    for transition in transitions.dropFirst() { feed.transition(transition, serverTime: 2) }
    feed.action(ActionReport(gesture: "tap", state: "recognized", action: "command: true", outcome: .ran))
    feed.roundEnded(quiet: true)
    #expect(feed.take().isEmpty)
    feed.set(.open)
    feed.roundEnded(quiet: true)
    #expect(feed.take().isEmpty)
  }

  @Test("No summary while the sequence goes on; one when the bridge is quiet")
  func summaryWaitsForQuiet() throws {
    let outputs = try engineOutputs(of: Scenes.press(hold: 100), rules: Scenes.rules([("tap", "tap")]))
    var feed = BusFeed()
    for transition in Scenes.transitions(outputs) { feed.transition(transition, serverTime: 5) }
    feed.roundEnded(quiet: false)
    #expect(!feed.take().contains { $0.member == "SequenceEnded" })
    feed.roundEnded(quiet: true)
    #expect(feed.take().map(\.member) == ["SequenceEnded"])
    feed.roundEnded(quiet: true)
    #expect(feed.take().isEmpty)
  }
}
