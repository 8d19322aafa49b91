import Testing
import XGestureSystem

@Suite struct OutputLinesTests {
  private func feed(_ text: String, into lines: inout OutputLines) -> [String] {
    var out: [String] = []
    Array(text.utf8).withUnsafeBytes { lines.append($0) { out.append($0) } }
    return out
  }

  @Test("Lines are split at newlines and an unfinished line waits")
  func linesSplitNewlinesUnfinishedLineWaits() {
    var lines = OutputLines(maxLineBytes: 100, maxTotalBytes: 1000)
    #expect(feed("one\ntw", into: &lines) == ["one"])
    #expect(feed("o\nthree", into: &lines) == ["two"])
    var rest: [String] = []
    lines.flush { rest.append($0) }
    #expect(rest == ["three"])
  }

  @Test("A long line keeps its beginning and says how much was dropped")
  func longLineKeepsBeginningSaysHow() {
    var lines = OutputLines(maxLineBytes: 4, maxTotalBytes: 1000)
    #expect(feed("abcdefgh\n", into: &lines) == ["abcd … (4 more bytes of this line dropped)"])
  }

  @Test("Output over the total limit is counted, not kept")
  func outputOverTotalLimitCountedKept() {
    var lines = OutputLines(maxLineBytes: 100, maxTotalBytes: 8)
    #expect(feed("1234\n5678\nabcdef\n", into: &lines) == ["1234", "5678"])
    #expect(lines.droppedBytes == 7)
  }
}
