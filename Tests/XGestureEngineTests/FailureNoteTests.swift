import Testing
import XGestureEngine

/// A recognizer's failure sentence (`FailureNote`): written as a string,
/// its numbers formatted only when the sentence is read, as `decimal` writes them.
@Suite("Failure notes")
struct FailureNoteTests {
  @Test("A note's numbers are written with their places when it is read")
  func numbers() {
    let distance = 5.25
    let note: FailureNote = "lifted after \(distance, places: 1) mm < min-distance \(8.0, places: 1) mm"
    #expect(note.description == "lifted after 5.3 mm < min-distance 8 mm")
    #expect(FailureReason.note(note).description == "lifted after 5.3 mm < min-distance 8 mm")
  }

  @Test("Counts and words are written as they are; a plain sentence is itself")
  func countsAndWords() {
    let edge = "left"
    let note: FailureNote = "lifted after \(2) of \(3) strokes near the \(edge) edge"
    #expect(note.description == "lifted after 2 of 3 strokes near the left edge")
    let plain: FailureNote = "lifted before turning"
    #expect(plain.description == "lifted before turning")
  }

  @Test("Notes with the same parts are equal; another number makes another note")
  func equality() {
    let a: FailureNote = "moved \(5.0, places: 0)° off axis"
    let b: FailureNote = "moved \(5.0, places: 0)° off axis"
    let c: FailureNote = "moved \(6.0, places: 0)° off axis"
    #expect(a == b)
    #expect(a != c)
  }
}
