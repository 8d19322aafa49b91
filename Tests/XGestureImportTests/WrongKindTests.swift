import Testing
import XGestureImport

/// A file that is not of the kind named is an error at the line where that shows.
@Suite("Importing a file of the wrong kind")
struct WrongKindTests {
  func error(_ tool: ImportTool, _ name: String) throws -> ImportError? {
    let fixture = try ImportFixture(name)
    do {
      let result = try fixture.importing(tool)
      Issue.record("imported as \(tool.rawValue):\n\(result.text)")
      return nil
    } catch { return error }
  }

  @Test(
    "fusuma's YAML and libinput-gestures' lines given as Touchégg are errors at their first line")
  func notTouchegg() throws {
    for name in ["fusuma-every-form.yml", "libinput-gestures-every-form.conf"] {
      let error = try #require(try self.error(.touchegg, name))
      #expect(error.line == 1, "\(error)")
      #expect(
        error.message.contains("not a Touchégg config") && error.message.contains("<touchégg>"),
        "\(error)")
      #expect(error.description.hasPrefix(error.file + ":1: "))
    }
  }

  @Test(
    "Touchégg's XML and fusuma's YAML given as libinput-gestures are errors at their first line that is not a comment"
  )
  func notLibinputGestures() throws {
    let xml = try #require(try error(.libinputGestures, "touchegg-every-form.conf"))
    #expect(
      xml.line == 1 && xml.message.contains("'<?xml'")
        && xml.message.contains("not a libinput-gestures config"))
    let fusuma = try ImportFixture("fusuma-every-form.yml")
    let yaml = try #require(try error(.libinputGestures, "fusuma-every-form.yml"))
    #expect(yaml.line == fusuma.line(of: "swipe:") && yaml.message.contains("'swipe:'"), "\(yaml)")
  }

  @Test(
    "Touchégg's XML and libinput-gestures' lines given as fusuma are errors where they stop being YAML"
  )
  func notFusuma() throws {
    let touchegg = try ImportFixture("touchegg-every-form.conf")
    let xml = try #require(try error(.fusuma, "touchegg-every-form.conf"))
    // The comment's first ": " is a YAML key where none may be.
    #expect(xml.line == touchegg.line(of: ": "), "\(xml)")
    #expect(xml.message.contains("not fusuma's config"), "\(xml)")
    let libinput = try ImportFixture("libinput-gestures-every-form.conf")
    let lines = try #require(try error(.fusuma, "libinput-gestures-every-form.conf"))
    #expect(lines.line == libinput.line(of: "\t"), "\(lines)")
  }

  @Test("An xgesture config given as fusuma is an error at its first key, naming fusuma's keys")
  func xgestureConfigAsFusuma() throws {
    let text = "# mine\nsettings:\n  mode: observe\ngestures:\n  tap:\n    type: tap\n"
    #expect(
      throws: ImportError(
        file: "config.yaml", line: 2,
        message:
          "this is not fusuma's config: 'settings' is none of its keys (swipe, pinch, rotate, hold, threshold, interval, plugin, context)"
      )
    ) {
      try Importer.convert(.fusuma, bytes: Array(text.utf8), file: "config.yaml")
    }
  }

  @Test("An XML file whose root is not <touchégg> is an error at the root's line")
  func otherXML() throws {
    let text = "<?xml version=\"1.0\"?>\n\n<config>\n  <gesture/>\n</config>\n"
    #expect(
      throws: ImportError(
        file: "other.xml", line: 3,
        message: "this is not a Touchégg config: its root element is <config>, not <touchégg>")
    ) {
      try Importer.convert(.touchegg, bytes: Array(text.utf8), file: "other.xml")
    }
  }

  @Test("A missing file is an error naming it and the system's reason")
  func missing() {
    #expect(
      throws: ImportError(
        file: "/nonexistent/touchegg.conf", message: "cannot read it: No such file or directory")
    ) {
      try Importer.run(.touchegg, path: "/nonexistent/touchegg.conf")
    }
  }
}
