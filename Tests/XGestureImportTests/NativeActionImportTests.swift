import Testing
import XGestureActionKinds
import XGestureConfig
import XGestureDesktop
import XGestureImport

/// What the other tools run through a helper program (wmctrl, xdotool) or
/// a plugin and xgesture does itself (docs/REFERENCE.md §9): the window of a
/// command or plugin that names the active one, wheel clicks as a swipe
/// travels, and which window keys go to.
@Suite("Commands and plugins' actions xgesture does itself")
struct NativeActionImportTests {
  typealias G = ImportedYAML.Gesture

  static func imported(_ tool: ImportTool, _ text: String) throws -> (
    result: Importer.Result, yaml: ImportedYAML
  ) {
    let result = try Importer.convert(tool, bytes: Array(text.utf8), file: "in")
    return (result, try ImportedYAML(result.text))
  }

  /// The one action of `state` of the loaded gesture `name`.
  static func loaded(_ config: Configuration, _ name: String, _ state: String) -> Action.Kind? {
    let gesture = config.gestures.first { $0.name == name }
    let actions = gesture?.actions.first { $0.key.rawValue == state }?.value
    return actions?.count == 1 ? actions?[0].kind : nil
  }

  @Test(
    "Commands that only toggle, close or minimize the active window become window: with target: active"
  )
  func activeWindowCommands() throws {
    let (_, output) = try Self.imported(
      .libinputGestures,
      """
      gesture swipe up 3 wmctrl -r :ACTIVE: -b toggle,maximized_vert,maximized_horz
      gesture swipe down 3 xdotool getactivewindow windowminimize
      gesture swipe left 3 wmctrl -c :ACTIVE:
      gesture swipe right 3 wmctrl -r :ACTIVE: -b toggle,fullscreen
      gesture swipe up 4 wmctrl -r :ACTIVE: -b add,maximized_vert,maximized_horz
      gesture swipe down 4 wmctrl -r :ACTIVE: -b toggle,maximized_vert
      gesture swipe left 4 wmctrl -k on
      gesture swipe right 4 wmctrl -r Firefox -b toggle,fullscreen
      """)
    func action(_ name: String) -> String? { output.gestures[name]?.on["recognized"]?.first }
    #expect(action("swipe-up-3") == "window: maximize, target: active")
    #expect(action("swipe-down-3") == "window: minimize, target: active")
    #expect(action("swipe-left-3") == "window: close, target: active")
    #expect(action("swipe-right-3") == "window: fullscreen, target: active")
    // Setting a state (xgesture's window: toggles it), one of the two maximized
    // states, showing the desktop (on, not a toggle), a window by its title: commands.
    let commands = ["swipe-up-4", "swipe-down-4", "swipe-left-4", "swipe-right-4"].map {
      action($0).map {
        LibinputGesturesImportTests.shellWords(String($0.dropFirst("command: ".count)))
      }
    }
    #expect(
      commands == [
        ["wmctrl", "-r", ":ACTIVE:", "-b", "add,maximized_vert,maximized_horz"],
        ["wmctrl", "-r", ":ACTIVE:", "-b", "toggle,maximized_vert"], ["wmctrl", "-k", "on"],
        ["wmctrl", "-r", "Firefox", "-b", "toggle,fullscreen"],
      ])
  }

  @Test(
    "A fusuma command line maps as libinput-gestures' arguments do, and loads as a request about the active window"
  )
  func activeWindowThroughSh() throws {
    let (result, output) = try Self.imported(
      .fusuma,
      """
      swipe:
        3:
          up:
            command: "wmctrl -r :ACTIVE: -b toggle,maximized_horz,maximized_vert"
          down:
            command: 'xdotool getactivewindow windowminimize && echo done'
      """)
    #expect(output.gestures["swipe-up-3"]?.on["recognized"] == ["window: maximize, target: active"])
    #expect(
      output.gestures["swipe-down-3"]?.on["recognized"] == [
        "command: xdotool getactivewindow windowminimize && echo done"
      ])
    let config = try ImportFixture.check(result.text)
    #expect(
      Self.loaded(config, "swipe-up-3", "recognized")
        == .desktop(.window(.maximize, target: .active)))
  }

  @Test(
    "fusuma-plugin-wmctrl's workspace: and window: become xgesture's, wrapping as wrap-navigation says"
  )
  func wmctrlPlugin() throws {
    let text = """
      swipe:
        4:
          left:
            workspace: 'next'
          right:
            workspace: 'prev'
          up:
            workspace: up
          down:
            window: maximized
        3:
          up:
            window: { fullscreen: toggle }
          down:
            window: close
          left:
            window: next
          right:
            window: { maximized: add }
      plugin:
        executors:
          wmctrl_executor:
            wrap-navigation: true
            matrix-col-size: 2
      """
    let (result, output) = try Self.imported(.fusuma, text)
    func action(_ name: String) -> [String]? { output.gestures[name]?.on["recognized"] }
    #expect(action("swipe-left-4") == ["workspace: next, wrap: true"])
    #expect(action("swipe-right-4") == ["workspace: previous, wrap: true"])
    #expect(action("swipe-up-4") == ["workspace: up, wrap: true"])
    #expect(action("swipe-down-4") == ["window: maximize, target: active"])
    #expect(action("swipe-up-3") == ["window: fullscreen, target: active"])
    #expect(action("swipe-down-3") == ["window: close, target: active"])
    // Moving the window to another desktop, setting a state: no xgesture form.
    #expect(
      Set(output.gestures.keys) == [
        "swipe-left-4", "swipe-right-4", "swipe-up-4", "swipe-down-4", "swipe-up-3", "swipe-down-3",
      ])
    #expect(ImportFixture.commentLines("not converted", in: result.text, file: "in") == [17, 19])
    // The plugin's grid of matrix-col-size columns, xgesture's _NET_DESKTOP_LAYOUT.
    #expect(ImportFixture.commentLines("note", in: result.text, file: "in") == [24])
    let config = try ImportFixture.check(result.text)
    #expect(
      Self.loaded(config, "swipe-right-4", "recognized")
        == .desktop(.workspace(.previous, wrap: true)))

    let unwrapped = try Self.imported(.fusuma, "swipe:\n  4:\n    left:\n      workspace: next\n")
      .yaml
    #expect(unwrapped.gestures["swipe-left-4"]?.on["recognized"] == ["workspace: next"])
  }

  @Test("fusuma-plugin-sendkey's kernel key names become keys: with their X keysyms")
  func sendkeyPlugin() throws {
    let text = """
      swipe:
        3:
          left:
            sendkey: 'LEFTCTRL+T'
          right:
            sendkey: 'LEFTALT+RIGHT'
          up:
            sendkey: 'LEFTMETA'
          down:
            sendkey: 'KEY_VOLUMEUP'
        4:
          left:
            sendkey: 'LEFTSHIFT+F5'
          right:
            sendkey: 'LEFTCTRL+MINUS'
          up:
            sendkey: 'RIGHTALT+E'
          down:
            sendkey: 'LEFTCTRL+A+B'
        5:
          left:
            sendkey: 'LEFTCTRL+NOSUCHKEY'
      """
    let (result, output) = try Self.imported(.fusuma, text)
    func action(_ name: String) -> [String]? { output.gestures[name]?.on["recognized"] }
    #expect(action("swipe-left-3") == ["keys: ctrl+t"])
    #expect(action("swipe-right-3") == ["keys: alt+Right"])
    #expect(action("swipe-up-3") == ["keys: Super_L"])
    #expect(action("swipe-down-3") == ["keys: XF86AudioRaiseVolume"])
    #expect(action("swipe-left-4") == ["keys: shift+F5"])
    #expect(action("swipe-right-4") == ["keys: ctrl+minus"])
    // AltGr or Alt as the layout says, two keys held, a name the table lacks.
    #expect(output.gestures.count == 6)
    #expect(
      ImportFixture.commentLines("not converted", in: result.text, file: "in") == [17, 19, 22])
    // A letter and a punctuation key are the keysyms a US layout types.
    #expect(ImportFixture.commentLines("note", in: result.text, file: "in") == [4, 15])
    #expect(try ImportFixture.check(result.text).gestures.count == 6)
  }

  @Test(
    "Touchégg's wheel clicks forward and back as a swipe travels become scroll: with the repeat's step"
  )
  func toucheggWheel() throws {
    func repeated(
      _ type: String, _ direction: String, _ command: String, _ decrease: String?,
      times: String? = nil
    ) -> String {
      """
          <gesture type="\(type)" fingers="2" direction="\(direction)">
            <action type="RUN_COMMAND"><repeat>true</repeat>\(times.map { "<times>\($0)</times>" } ?? "")<command>\(command)</command>\(decrease.map { "<decreaseCommand>\($0)</decreaseCommand>" } ?? "")</action>
          </gesture>
      """
    }
    let xml = [
      "<touchégg>", "  <application name=\"All\">",
      repeated("SWIPE", "UP", "xdotool click 5", "xdotool click 4"),  // line 4
      repeated("SWIPE", "RIGHT", "xdotool click 7", "xdotool click 6", times: "5"),  // line 7
      repeated("SWIPE", "DOWN", "xdotool click 5", nil),
      repeated("SWIPE", "LEFT", "xdotool click 4", "xdotool click 5"),
      repeated("PINCH", "OUT", "xdotool click 4", "xdotool click 5"),
      "  </application>", "</touchégg>",
    ].joined(separator: "\n")
    let (result, output) = try Self.imported(.touchegg, xml)
    func changed(_ name: String) -> [String]? { output.gestures[name]?.on["changed"] }
    // Up turning the wheel down is natural scrolling; 10 steps of a 40 mm swipe, or 5.
    #expect(changed("swipe-up-2") == ["scroll: natural, every: 4mm"])
    #expect(changed("swipe-right-2") == ["scroll: traditional, every: 8mm"])
    // No clicks back, clicks across the swipe, a pinch: the steps as Touchégg takes them.
    #expect(changed("swipe-down-2") == ["repeat: { every: 4mm, do: { click: 5, at: pointer } }"])
    #expect(
      changed("swipe-left-2")
        == [
          "repeat: { every: 4mm, do: { click: 4, at: pointer }, reverse: { click: 5, at: pointer } }"
        ])
    #expect(
      changed("pinch-out-2")
        == [
          "repeat: { every: 10%, do: { click: 4, at: pointer }, reverse: { click: 5, at: pointer } }"
        ])
    #expect(ImportFixture.commentLines("note", in: result.text, file: "in") == [4, 7])
    let config = try ImportFixture.check(result.text)
    #expect(Self.loaded(config, "swipe-up-2", "changed") == .desktop(.scroll(.natural, step: 4)))
  }

  @Test(
    "fusuma's wheel clicks on the updates of a swipe's steps along their axis become scroll:, in the swipe's one gesture"
  )
  func fusumaWheel() throws {
    let (result, output) = try Self.imported(
      .fusuma,
      """
      swipe:
        3:
          up:
            update:
              command: 'xdotool click 4'
          down:
            update:
              command: 'xdotool click 4'
          begin:
            command: 'xdotool keydown alt'
          update:
            command: 'xdotool click 5'
      """)
    // fusuma matches each step's direction: going up clicks 4 (the traditional
    // way), going down 4 too (natural: the other way, no form beside it), any
    // other step 5, at fusuma's pace; Alt is held from the begin.
    #expect(Array(output.gestures.keys) == ["swipe-3-continuous"])
    #expect(
      output.gestures["swipe-3-continuous"]?.on == [
        "began": ["command: xdotool keydown alt"],
        "changed": ["scroll: traditional", "click: 5, at: pointer, every: 100ms"],
      ])
    #expect(ImportFixture.commentLines("note", in: result.text, file: "in") == [5, 12])
    #expect(ImportFixture.commentLines("not converted", in: result.text, file: "in") == [8])
    #expect(try ImportFixture.check(result.text).gestures.count == 1)
  }

  @Test(
    "A capital letter presses the letter's key as the tool pressed it: Touchégg's alone, xdotool's with Shift"
  )
  func capitalLetters() throws {
    let xml = """
      <touchégg>
        <application name="All">
          <gesture type="TAP" fingers="3">
            <action type="SEND_KEYS"><modifiers>Control_L+Alt_L</modifiers><keys>T</keys></action>
          </gesture>
          <gesture type="TAP" fingers="4">
            <action type="SEND_KEYS"><modifiers>Shift_L</modifiers><keys>Control_L+N</keys></action>
          </gesture>
          <gesture type="TAP" fingers="5"><action type="RUN_COMMAND"><command>xdotool key ctrl+T</command></action></gesture>
        </application>
      </touchégg>
      """
    let output = try Self.imported(.touchegg, xml).yaml
    #expect(output.gestures["tap-3"]?.on["recognized"] == ["keys: ctrl+alt+t, target: under"])
    #expect(output.gestures["tap-4"]?.on["recognized"] == ["keys: shift+ctrl+n, target: under"])
    #expect(output.gestures["tap-5"]?.on["recognized"] == ["keys: ctrl+shift+t"])
  }

  @Test(
    "Keys go where the tool sent them: Touchégg's to the window under the pointer, xdotool's to the focused one, an application's to its window"
  )
  func keyTargets() throws {
    let xml = """
      <touchégg>
        <application name="All">
          <gesture type="TAP" fingers="3"><action type="SEND_KEYS"><keys>Control_L+w</keys></action></gesture>
          <gesture type="TAP" fingers="4"><action type="RUN_COMMAND"><command>xdotool key ctrl+t</command></action></gesture>
        </application>
        <application name="Firefox">
          <gesture type="TAP" fingers="3"><action type="SEND_KEYS"><keys>Control_L+Tab</keys></action></gesture>
          <gesture type="TAP" fingers="4"><action type="RUN_COMMAND"><command>xdotool key ctrl+n</command></action></gesture>
        </application>
      </touchégg>
      """
    let config = try ImportFixture.check(Self.imported(.touchegg, xml).result.text)
    func keys(_ name: String) -> KeyTarget? {
      guard case .keys(_, let target) = Self.loaded(config, name, "recognized")?.desktop else {
        return nil
      }
      return target
    }
    #expect(keys("tap-3") == .under)
    #expect(keys("tap-4") == .focused)
    #expect(keys("firefox-tap-3") == .under)
    // The Firefox binding was chosen by the window under the fingers: its keys go there.
    #expect(keys("firefox-tap-4") == .under)
  }
}
