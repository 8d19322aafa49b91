import Testing
import XGestureBridge

/// The lock sources' lines of `--list-devices` (docs/REFERENCE.md §1): the
/// sources xgesture would watch on one line, then one indented line for
/// each missing one and why.
@Suite("Lock sources in --list-devices")
struct LockSourceListingTests {
  @Test("the watched sources are named in order on one line")
  func watched() {
    #expect(
      LockSourceListing.text([.watched("logind session 2"), .watched("X screen saver")])
        == "lock sources: logind session 2, X screen saver\n")
  }

  @Test("a source that says the screen is locked now is marked so")
  func lockedNow() {
    #expect(
      LockSourceListing.text([.watched("logind session c7", lockedNow: true), .watched("X screen saver")])
        == "lock sources: logind session c7 (locked now), X screen saver\n")
  }

  @Test("each missing source gets an indented line with why; with none watched, the line says none")
  func missing() {
    let bus = "no system bus to ask logind about the session's lock"
    #expect(
      LockSourceListing.text([.missing(bus), .watched("X screen saver")])
        == "lock sources: X screen saver\n  \(bus)\n")
    #expect(
      LockSourceListing.text([.missing(bus), .missing("the X server has no MIT-SCREEN-SAVER extension")])
        == "lock sources: none\n  \(bus)\n  the X server has no MIT-SCREEN-SAVER extension\n")
  }
}
