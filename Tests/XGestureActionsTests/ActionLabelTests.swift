import Testing
import XGestureActionKinds
import XGestureActions
import XGestureDesktop

/// How the overlay names an action (docs/OVERLAY.md, "Gesture labels" and
/// "Previews"): the short forms after a label's `→`, and a preview label's text.
@Suite("Action labels")
struct ActionLabelTests {
  static let plus = Action(.desktop(.keys([KeyChord(modifiers: [.ctrl], key: "plus")])))

  @Test("each kind of action has its short form: keys, a workspace, a window request, a click, a sound")
  func shortForms() {
    #expect(ActionLabel.text(Self.plus) == "ctrl+plus")
    #expect(ActionLabel.text(Action(.desktop(.workspace(.number(2), wrap: false)))) == "workspace 2")
    #expect(ActionLabel.text(Action(.desktop(.window(.maximize, target: .under)))) == "maximize")
    #expect(ActionLabel.text(Action(.desktop(.click(button: 1, at: .gesture)))) == "click left")
    #expect(ActionLabel.text(Action(.sound(name: "chomp", path: "/sounds/chomp.oga"))) == "sound chomp")
  }

  @Test(
    "a label keeps what sets an action apart: keys to the window under the gesture, a click at the pointer, a scroll's step, a wrap, the active window"
  )
  func qualified() {
    let under = Action(.desktop(.keys([KeyChord(modifiers: [.ctrl], key: "w")], to: .under)))
    #expect(ActionLabel.text(under) == "ctrl+w (to the window under the gesture)")
    #expect(ActionLabel.text(Action(.desktop(.click(button: 8, at: .pointer)))) == "click back at pointer")
    #expect(ActionLabel.text(Action(.desktop(.scroll(.natural, step: 4)))) == "scroll natural every 4mm")
    #expect(ActionLabel.text(Action(.desktop(.workspace(.next, wrap: true)))) == "workspace next (wrap)")
    #expect(ActionLabel.text(Action(.desktop(.window(.close, target: .active)))) == "close (active)")
  }

  @Test("a rate limit and a timeout are not part of the label")
  func withoutLimits() {
    let limited = Action(.command("echo hi"), every: 200, timeout: 1000)
    #expect(ActionLabel.text(limited) == "echo hi")
    #expect(ActionLabel.text(Action(Self.plus.kind, every: 100)) == "ctrl+plus")
  }

  @Test("a command is its text, cut to 32 characters with an ellipsis when it is longer")
  func commands() {
    let exactly32 = String(repeating: "a", count: 32)
    #expect(ActionLabel.text(Action(.command(exactly32))) == exactly32)
    let long = ActionLabel.text(Action(.command(String(repeating: "b", count: 40))))
    #expect(long == String(repeating: "b", count: 31) + "…")
    #expect(long.count == 32)
  }

  @Test("a repeat: is its forward actions, in order")
  func repeats() {
    let minus = Action(.desktop(.keys([KeyChord(modifiers: [.ctrl], key: "minus")])))
    let zoom = Action(
      .repeat(
        RepeatAction(step: .scale(fraction: 0.1), forward: [Self.plus, Action(.command("echo in"))], reverse: [minus])))
    #expect(ActionLabel.text(zoom) == "ctrl+plus, echo in")
  }

  @Test("a preview's label is the action's label: when it has one, else its short form")
  func previewText() {
    let labelled = Action(.command("wmctrl -c :ACTIVE:"), preview: .angle(90), label: "Close")
    #expect(ActionLabel.previewText(labelled) == "Close")
    #expect(ActionLabel.previewText(Action(Self.plus.kind, preview: .scale(1.5))) == "ctrl+plus")
  }
}
