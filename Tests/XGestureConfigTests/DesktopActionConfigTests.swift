import Testing
import XGestureActionKinds
import XGestureDesktop
import XGestureEngine

@testable import XGestureConfig

/// `keys:`, `click:`, `workspace:` and `window:` in `on:` (docs/REFERENCE.md §9),
/// with key names checked through an injected look-up (the executable's is X's).
@Suite("Desktop actions in the config")
struct DesktopActionConfigTests {
  /// The key names this "X" knows.
  static let known = ["plus", "minus", "Return", "BackSpace", "l", "Page_Up", "XF86Launch9", "Control_L"]
  static let loader = ConfigLoader(
    environment: [:], builtInFolder: nil, checksSafety: false,
    keyNames: KeyNames(isKnown: { known.contains($0) }, candidates: { known }))

  static func actions(_ on: String, type: String = "tap", state: GestureState = .recognized) throws
    -> [Action]
  {
    let text = "gestures:\n  g:\n    type: \(type)\n    on:\n      \(state.rawValue): \(on)\n"
    return try loader.load(text: text, file: "config.yaml", folder: "/nonexistent").actions(
      for: "g", state: state)
  }

  static func errors(_ on: String, type: String = "tap", state: String = "recognized") -> [String] {
    let text = "gestures:\n  g:\n    type: \(type)\n    on:\n      \(state): \(on)\n"
    do {
      _ = try loader.load(text: text, file: "config.yaml", folder: "/nonexistent")
      return []
    } catch {
      return error.errors.map(\.description)
    }
  }

  @Test("A chord is its modifiers in order and one keysym; a list is sent in sequence")
  func keys() throws {
    #expect(
      try Self.actions("{ keys: ctrl+plus }")
        == [Action(.desktop(.keys([KeyChord(modifiers: [.ctrl], key: "plus")])))])
    #expect(
      try Self.actions("{ keys: [ctrl+shift+l, BackSpace], every: 1s }")
        == [
          Action(
            .desktop(
              .keys([
                KeyChord(modifiers: [.ctrl, .shift], key: "l"), KeyChord(key: "BackSpace"),
              ])), every: 1000)
        ])
    #expect(
      try Self.actions("{ keys: super+alt+altgr+XF86Launch9 }")
        == [
          Action(
            .desktop(.keys([KeyChord(modifiers: [.super, .alt, .altgr], key: "XF86Launch9")])))
        ])
  }

  @Test("Clicks, workspaces and window requests read with their defaults and options")
  func others() throws {
    #expect(try Self.actions("{ click: left }") == [Action(.desktop(.click(button: 1, at: .gesture)))])
    #expect(
      try Self.actions("{ click: forward, at: pointer }")
        == [Action(.desktop(.click(button: 9, at: .pointer)))])
    #expect(try Self.actions("{ click: 12 }") == [Action(.desktop(.click(button: 12, at: .gesture)))])
    #expect(
      try Self.actions("{ workspace: next }") == [Action(.desktop(.workspace(.next, wrap: false)))])
    #expect(
      try Self.actions("{ workspace: up, wrap: true }")
        == [Action(.desktop(.workspace(.up, wrap: true)))])
    #expect(
      try Self.actions("{ workspace: 3 }") == [Action(.desktop(.workspace(.number(3), wrap: false)))])
    #expect(
      try Self.actions("{ window: maximize }")
        == [Action(.desktop(.window(.maximize, target: .under)))])
    #expect(
      try Self.actions("{ window: close, target: active }")
        == [Action(.desktop(.window(.close, target: .active)))])
    #expect(
      try Self.actions("{ window: show-desktop }")
        == [Action(.desktop(.window(.showDesktop, target: .under)))])
    #expect(
      try Self.actions("{ window: tile-left }") == [Action(.desktop(.window(.tileLeft, target: .under)))])
    #expect(
      try Self.actions("{ window: tile-right, target: active }")
        == [Action(.desktop(.window(.tileRight, target: .active)))])
  }

  @Test("Wrong desktop actions are errors at their place, with a suggestion where one is close")
  func errors() {
    #expect(
      Self.errors("{ keys: ctrl+plsu }")
        == ["config.yaml:5:27: unknown key name 'plsu' in 'ctrl+plsu' — did you mean 'plus'?"])
    #expect(
      Self.errors("{ keys: [Return, return] }")
        == ["config.yaml:5:36: unknown key name 'return' in 'return' — did you mean 'Return'?"])
    #expect(
      Self.errors("{ keys: ctrll+plus }")
        == ["config.yaml:5:27: unknown modifier 'ctrll' in 'ctrll+plus' — did you mean 'ctrl'?"])
    #expect(
      Self.errors("{ keys: Hyper_Q }")
        == [
          "config.yaml:5:27: unknown key name 'Hyper_Q' in 'Hyper_Q' — key names are X keysym names, like Return, Page_Up, XF86AudioPlay, a"
        ])
    #expect(
      Self.errors("{ keys: ctrl+ }")
        == [
          "config.yaml:5:27: 'ctrl+' is not a key: write modifiers and a key name joined by '+', like ctrl+plus"
        ])
    #expect(
      Self.errors("{ click: lefft }") == ["config.yaml:5:28: unknown button 'lefft' — did you mean 'left'?"])
    #expect(
      Self.errors("{ workspace: nxet }")
        == ["config.yaml:5:32: unknown workspace 'nxet' — did you mean 'next'?"])
    #expect(
      Self.errors("{ workspace: 0 }")
        == [
          "config.yaml:5:32: unknown workspace '0' — it takes next, previous, left, right, up, down or a number from 1"
        ])
    #expect(
      Self.errors("{ window: maximise }")
        == ["config.yaml:5:29: unknown window request 'maximise' — did you mean 'maximize'?"])
    #expect(
      Self.errors("{ window: close, target: actve }")
        == ["config.yaml:5:44: 'target' is under or active, found 'actve' — did you mean 'active'?"])
    #expect(
      Self.errors("{ click: left, at: poiner }")
        == ["config.yaml:5:38: 'at' is gesture or pointer, found 'poiner' — did you mean 'pointer'?"])
    #expect(
      Self.errors("{ keys: l, wrap: true }")
        == ["config.yaml:5:30: 'wrap' belongs to 'workspace:' actions, not to 'keys:'"])
    // One check for every kind: each key in the wrong place is reported, with its kind.
    #expect(
      Self.errors("{ keys: l, wrap: true, at: pointer }")
        == [
          "config.yaml:5:30: 'wrap' belongs to 'workspace:' actions, not to 'keys:'",
          "config.yaml:5:42: 'at' belongs to 'click:' actions, not to 'keys:'",
        ])
    #expect(
      Self.errors("{ command: echo, at: pointer }")
        == ["config.yaml:5:36: 'at' belongs to 'click:' actions, not to 'command:'"])
    #expect(
      Self.errors("{ sound: bell, target: active }")
        == ["config.yaml:5:34: 'target' belongs to 'keys:' or 'window:' actions, not to 'sound:'"])
    #expect(
      Self.errors("{ repeat: { every: 10%, do: 'echo' }, wrap: true }", type: "pinch", state: "changed")
        == ["config.yaml:5:54: 'wrap' belongs to 'workspace:' actions, not to 'repeat:'"])
    #expect(
      Self.errors("{ window: close, timeout: 1s }")
        == ["config.yaml:5:36: 'timeout' applies to commands only, not to 'window:' actions"])
    #expect(
      Self.errors("{ keys: l, click: left }")
        == [
          "config.yaml:5:30: an action is one thing ('keys' here), not 'keys' and 'click' — write two actions in a list"
        ])
  }
}

@Suite("Per-application bindings in the config")
struct AppsConfigTests {
  @Test("apps and not-apps reach the gesture's rules; a misspelt key is an error with a suggestion")
  func apps() throws {
    let text = """
      gestures:
        zoom:
          type: pinch
          fingers: 2
          apps: [xterm, org.gnome.Terminal]
        tap:
          type: tap
          not-apps: firefox

      """
    let rules = try DesktopActionConfigTests.loader.load(text: text, file: "config.yaml", folder: "/nonexistent")
      .rules
    #expect(rules.gestures[0].apps == AppFilter(only: ["xterm", "org.gnome.Terminal"]))
    #expect(rules.gestures[1].apps == AppFilter(except: ["firefox"]))
    #expect(
      DesktopActionConfigTests.errors("echo", type: "tap\n    app: [xterm]") == [
        "config.yaml:4:5: unknown key 'app' in gesture 'g' — did you mean 'apps'?"
      ])
    #expect(
      DesktopActionConfigTests.errors("echo", type: "tap\n    apps: []") == [
        "config.yaml:4:11: 'apps' needs at least one application name"
      ])
  }
}

@Suite("repeat: in the config")
struct RepeatConfigTests {
  @Test("A repeat on a pinch's changed reads its step and its actions; wrong ones are errors at their place")
  func repeatAction() throws {
    let zoom = try DesktopActionConfigTests.actions(
      "{ repeat: { every: 10%, do: { keys: ctrl+plus }, reverse: { keys: ctrl+minus } } }", type: "pinch",
      state: .changed)
    #expect(
      zoom == [
        Action(
          .repeat(
            RepeatAction(
              step: .scale(fraction: 0.1),
              forward: [Action(.desktop(.keys([KeyChord(modifiers: [.ctrl], key: "plus")])))],
              reverse: [Action(.desktop(.keys([KeyChord(modifiers: [.ctrl], key: "minus")])))])))
      ])
    #expect(
      try DesktopActionConfigTests.actions("{ repeat: { every: 30mm, do: 'echo step' } }", type: "pan", state: .changed)
        == [
          Action(.repeat(RepeatAction(step: .millimetres(30), forward: [Action(.command("echo step"))], reverse: [])))
        ])
    #expect(
      DesktopActionConfigTests.errors("{ repeat: { every: 15deg, do: 'echo' } }", type: "pinch", state: "changed")
        == ["config.yaml:5:35: 'every' here is in % (what this gesture measures), found '15deg'"])
    #expect(
      DesktopActionConfigTests.errors("{ repeat: { every: 30mm, do: 'echo' } }", type: "rotate", state: "changed")
        == ["config.yaml:5:35: 'every' here is in deg (what this gesture measures), found '30mm'"])
    #expect(
      DesktopActionConfigTests.errors("{ repeat: { every: 15deg, do: 'echo' } }", type: "edge-swipe", state: "changed")
        == ["config.yaml:5:35: 'every' here is in mm (what this gesture measures), found '15deg'"])
    #expect(
      DesktopActionConfigTests.errors("{ repeat: { every: 10%, do: 'echo' } }", type: "long-press", state: "changed")
        == [
          "config.yaml:5:18: 'repeat:' needs a gesture that measures progress (pinch, rotate, pan, edge-swipe), not long-press"
        ])
    #expect(
      DesktopActionConfigTests.errors("{ repeat: { every: 10%, do: 'echo' } }", type: "pinch", state: "began")
        == ["config.yaml:5:16: 'repeat:' steps through a gesture's progress: bind it to 'changed', not 'began'"])
    #expect(
      DesktopActionConfigTests.errors("{ repeat: { every: 10%, do: { keys: plsu } } }", type: "pinch", state: "changed")
        == ["config.yaml:5:52: unknown key name 'plsu' in 'plsu' — did you mean 'plus'?"])
  }
}

@Suite("window: move in the config")
struct WindowMoveConfigTests {
  @Test("window: move belongs on a pan's began and nowhere else")
  func move() throws {
    #expect(
      try DesktopActionConfigTests.actions("{ window: move }", type: "pan", state: .began)
        == [Action(.desktop(.window(.move, target: .under)))])
    let message =
      "'window: move' follows a pan: bind it to a pan gesture's 'began' (the window then follows the pan and slides on when it ends)"
    #expect(
      DesktopActionConfigTests.errors("{ window: move }", type: "pan", state: "ended")
        == ["config.yaml:5:24: \(message)"])
    #expect(
      DesktopActionConfigTests.errors("{ window: move }", type: "long-press", state: "began")
        == ["config.yaml:5:24: \(message)"])
    #expect(
      DesktopActionConfigTests.errors("{ window: move }", type: "rotate", state: "began")
        == ["config.yaml:5:24: \(message)"])
    #expect(
      DesktopActionConfigTests.errors(
        "{ repeat: { every: 30mm, do: { window: move } } }", type: "pan", state: "changed")
        == ["config.yaml:5:55: \(message)"])
  }
}

@Suite("scroll: in the config")
struct ScrollConfigTests {
  @Test("scroll: on a pan's or an edge swipe's changed reads its style and its travel per click, 4mm by default")
  func scroll() throws {
    #expect(
      try DesktopActionConfigTests.actions("{ scroll: natural }", type: "pan", state: .changed)
        == [Action(.desktop(.scroll(.natural, step: 4)))])
    #expect(
      try DesktopActionConfigTests.actions("{ scroll: traditional, every: 2.5mm }", type: "edge-swipe", state: .changed)
        == [Action(.desktop(.scroll(.traditional, step: 2.5)))])
    // Its every: is a distance, never a rate limit.
    #expect(
      try DesktopActionConfigTests.actions("{ every: 6mm, scroll: natural }", type: "pan", state: .changed).first?.every
        == nil)
  }

  @Test("scroll: elsewhere, with a wrong style or a duration for every: is an error at its place")
  func scrollErrors() {
    #expect(
      DesktopActionConfigTests.errors("{ scroll: natural }", type: "pinch", state: "changed")
        == [
          "config.yaml:5:18: 'scroll:' turns the wheel as the fingers travel: bind it to a pan or an edge-swipe gesture's 'changed', not to a pinch"
        ])
    #expect(
      DesktopActionConfigTests.errors("{ scroll: natural }", type: "pan", state: "ended")
        == ["config.yaml:5:16: 'scroll:' turns the wheel as the fingers travel: bind it to 'changed', not 'ended'"])
    #expect(
      DesktopActionConfigTests.errors(
        "{ repeat: { every: 30mm, do: { scroll: natural } } }", type: "pan", state: "changed")
        == [
          "config.yaml:5:47: 'scroll:' turns the wheel as the fingers travel: bind it to 'changed', not inside 'repeat:'"
        ])
    #expect(
      DesktopActionConfigTests.errors("{ scroll: natrual }", type: "pan", state: "changed")
        == ["config.yaml:5:26: 'scroll' is natural or traditional, found 'natrual' — did you mean 'natural'?"])
    #expect(
      DesktopActionConfigTests.errors("{ scroll: natural, every: 50ms }", type: "pan", state: "changed")
        == [
          "config.yaml:5:42: 'every' beside 'scroll:' is the travel per wheel click, a distance longer than zero like 4mm, found '50ms'"
        ])
    #expect(
      DesktopActionConfigTests.errors("{ scroll: natural, every: 0mm }", type: "pan", state: "changed")
        == [
          "config.yaml:5:42: 'every' beside 'scroll:' is the travel per wheel click, a distance longer than zero like 4mm, found '0mm'"
        ])
    #expect(
      DesktopActionConfigTests.errors("{ scroll: natural, target: under }", type: "pan", state: "changed")
        == ["config.yaml:5:35: 'target' belongs to 'keys:' or 'window:' actions, not to 'scroll:'"])
  }

  @Test("A scroll: makes xgesture hear of every new touch sequence (its glide stops at one)")
  func scrollNeedsSequences() throws {
    let text = "gestures:\n  g:\n    type: pan\n    on:\n      changed: { scroll: natural }\n"
    #expect(
      try DesktopActionConfigTests.loader.load(text: text, file: "config.yaml", folder: "/nonexistent").needsWindows)
  }
}

@Suite("keys' target in the config")
struct KeyTargetConfigTests {
  static func load(_ gesture: String) throws -> Configuration {
    try DesktopActionConfigTests.loader.load(
      text: "gestures:\n  g:\n" + gesture, file: "config.yaml", folder: "/nonexistent")
  }

  @Test("keys: go to the window under the gesture for an application's binding, else to the focused window")
  func defaults() throws {
    let plain = try Self.load("    type: tap\n    on:\n      recognized: { keys: l }\n")
    #expect(
      plain.actions(for: "g", state: .recognized) == [Action(.desktop(.keys([KeyChord(key: "l")], to: .focused)))])
    #expect(!plain.needsWindows)
    // apps: after on: counts as well.
    let app = try Self.load("    type: tap\n    on:\n      recognized: { keys: l }\n    apps: XTerm\n")
    #expect(app.actions(for: "g", state: .recognized) == [Action(.desktop(.keys([KeyChord(key: "l")], to: .under)))])
    let notApp = try Self.load(
      "    type: pinch\n    not-apps: firefox\n    on:\n      changed: { repeat: { every: 10%, do: { keys: plus } } }\n"
    )
    #expect(
      notApp.actions(for: "g", state: .changed)
        == [
          Action(
            .repeat(
              RepeatAction(
                step: .scale(fraction: 0.1), forward: [Action(.desktop(.keys([KeyChord(key: "plus")], to: .under)))],
                reverse: [])))
        ])
  }

  @Test("target: under or focused says where keys go whatever the gesture; another word is an error")
  func explicit() throws {
    let under = try Self.load("    type: tap\n    on:\n      recognized: { keys: l, target: under }\n")
    #expect(under.actions(for: "g", state: .recognized) == [Action(.desktop(.keys([KeyChord(key: "l")], to: .under)))])
    #expect(under.needsWindows)
    let focused = try Self.load(
      "    type: tap\n    apps: XTerm\n    on:\n      recognized: { keys: l, target: focused }\n")
    #expect(
      focused.actions(for: "g", state: .recognized) == [Action(.desktop(.keys([KeyChord(key: "l")], to: .focused)))])
    #expect(
      DesktopActionConfigTests.errors("{ keys: l, target: active }")
        == ["config.yaml:5:38: 'target' is under or focused, found 'active'"])
  }
}
