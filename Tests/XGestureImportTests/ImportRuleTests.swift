import Testing
import XGestureImport

/// docs/REFERENCE.md §12: an imported gesture either does what it did in
/// the other tool or is named as not converted, with its line and why. Each
/// fixture's tests compare every converted gesture with one written from the
/// tool's documentation; this suite checks that no gesture of any fixture is
/// left out: each is converted, named in a `# not converted:` comment, or
/// bound again later (the tool never ran it, and a `# note:` says so).
@Suite("Every gesture of every fixture is converted or named")
struct ImportRuleTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var tool: ImportTool
    var file: String
    var testDescription: String { "\(tool.rawValue) \(file)" }
  }

  static let cases = [
    Case(tool: .touchegg, file: "touchegg-every-form.conf"),
    Case(tool: .touchegg, file: "touchegg-taps.conf"),
    Case(tool: .touchegg, file: "touchegg-1x-defaults.conf"),
    Case(tool: .touchegg, file: "touchegg-1x-every-form.conf"),
    Case(tool: .libinputGestures, file: "libinput-gestures-every-form.conf"),
    Case(tool: .libinputGestures, file: "libinput-gestures-swipes.conf"),
    Case(tool: .libinputGestures, file: "libinput-gestures-end-of-line.conf"),
    Case(tool: .fusuma, file: "fusuma-every-form.yml"),
    Case(tool: .fusuma, file: "fusuma-swipes.yml"),
    Case(tool: .fusuma, file: "fusuma-begin-update-end.yml"),
  ]

  /// Each gesture of the input as the tool's format writes it: the lines it
  /// spans (a Touchégg `<gesture>` element, a libinput-gestures `gesture`
  /// line, a fusuma binding's action key).
  static func gestures(_ fixture: ImportFixture, _ tool: ImportTool) -> [ClosedRange<Int>] {
    let lines = fixture.lines.map { String($0.drop { $0 == " " || $0 == "\t" }) }
    var found: [ClosedRange<Int>] = []
    for (index, text) in lines.enumerated() {
      switch tool {
      case .touchegg:
        guard text.hasPrefix("<gesture ") else { continue }
        let end = lines[index...].firstIndex { $0.contains("</gesture>") || $0.hasSuffix("/>") }
        found.append((index + 1)...((end ?? index) + 1))
      case .libinputGestures:
        if text.hasPrefix("gesture") { found.append((index + 1)...(index + 1)) }
      case .fusuma:
        let keys = ["command:", "sendkey:", "workspace:", "window:"]
        if keys.contains(where: text.hasPrefix) { found.append((index + 1)...(index + 1)) }
      }
    }
    return found
  }

  @Test("Each gesture of the input is converted, named as not converted, or bound again later", arguments: cases)
  func everyGestureIsAccountedFor(_ test: Case) throws {
    let fixture = try ImportFixture(test.file)
    let result = try fixture.importing(test.tool)
    let gestures = Self.gestures(fixture, test.tool)
    #expect(gestures.count >= 4)
    for span in gestures {
      let accounted =
        span.contains { result.lines.converted.contains($0) || result.lines.notConverted.contains($0) }
        || result.lines.superseded.contains(span.lowerBound)
      #expect(accounted, "\(test.file):\(span.lowerBound): \(fixture.lines[span.lowerBound - 1])")
    }
    // Every comment stands at a line of the input.
    let comments = ImportFixture.commentLines("not converted", in: result.text, file: fixture.path)
    #expect(Set(comments) == result.lines.notConverted)
    #expect(comments.allSatisfy { (1...fixture.lines.count).contains($0) })
  }
}
