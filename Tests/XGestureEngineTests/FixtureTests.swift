import Testing

@testable import XGestureEngine

@Suite("Recognition, written as traces")
struct FixtureTests {
  static let names: [String] = ((try? Fixture.all()) ?? []).map(\.name).filter { !$0.hasPrefix("format/") }

  @Test("There are fixture traces to run")
  func fixturesExist() {
    #expect(Self.names.count >= 40)
  }

  @Test("Each fixture trace gives exactly its expected transitions", arguments: names)
  func fixture(_ name: String) throws {
    let scenario = try FixtureScenario(try Fixture.named(name))
    #expect(!scenario.expected.isEmpty, "\(name) expects nothing")
    let actual = scenario.run()
    let same =
      actual.count == scenario.expected.count
      && zip(scenario.expected, actual).allSatisfy { FixtureScenario.matches(expected: $0, actual: $1) }
    #expect(
      same,
      """
      \(name)
      expected:
      \(scenario.expected.joined(separator: "\n"))
      actual:
      \(actual.joined(separator: "\n"))
      """)
  }
}
