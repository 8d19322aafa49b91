import Foundation
import Synchronization
import Testing
import XGestureActions
import XGestureSoundFile
import XGestureTestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A decoder for `SoundPlayer.Configuration.decode` that holds one file back
/// until the test releases it, and notes which threads decoded.
final class HeldDecoder: Sendable {
  let heldPath: String
  private let release = DispatchSemaphore(value: 0)
  private let started = DispatchSemaphore(value: 0)
  private let threads = Mutex<[pthread_t]>([])

  init(holding path: String) { heldPath = path }

  var decode: @Sendable (String) throws(SoundFileError) -> SoundFile.Decoded {
    { [self] path throws(SoundFileError) in
      threads.withLock { $0.append(pthread_self()) }
      if path == heldPath {
        started.signal()
        release.wait()
      }
      return try SoundFile.decode(path)
    }
  }

  /// Waits until the held file's decode has begun (false after `timeout` s).
  func waitUntilHeld(timeout: Double = 10) -> Bool { started.wait(timeout: .now() + timeout) == .success }
  func letGo() { release.signal() }
  /// The threads that decoded so far.
  var decodingThreads: [pthread_t] { threads.withLock { $0 } }
}

/// Reloading sounds while uploads are under way (the sound bed).
@Suite struct SoundReloadTests {
  @Test(
    "A sound whose file changes while the old file still loads plays the new file, and the old load's end changes nothing"
  )
  func soundWhoseFileChangesWhileOld()
    throws
  {
    // The old file is silence, the new one a tone: what is heard tells them apart.
    var silence = ToneFile()
    silence.amplitude = 0
    let folder = try TemporaryDirectory(prefix: "xgesture-reload")
    let old = try silence.write(to: folder.file("old.wav"))
    let decoder = HeldDecoder(holding: old)
    let setup = try SoundPlayerTests.Setup(decode: decoder.decode, loadBeep: false)
    setup.player.load(["beep": old])
    #expect(decoder.waitUntilHeld())
    setup.player.load(["beep": setup.path])

    // The new file is cached while the old one is still being decoded.
    #expect(waitFor { setup.player.status(of: "beep") == .cached })
    // The old load ends now: it must neither upload nor count.
    decoder.letGo()
    #expect(setup.player.waitUntilReady(timeout: 10))
    #expect(setup.player.status(of: "beep") == .cached)

    let recording = try setup.bed.startRecording()
    _ = try setup.playAndHear(recording)
    #expect(setup.log.all.isEmpty, "\(setup.log.all)")
  }

  @Test(
    "Files are decoded on a thread of their own, and a cached sound plays while another file is still being decoded")
  func filesDecodedThreadTheirOwnCached()
    throws
  {
    let folder = try TemporaryDirectory(prefix: "xgesture-reload")
    let slow = try ToneFile().write(to: folder.file("slow.wav"))
    let decoder = HeldDecoder(holding: slow)
    let setup = try SoundPlayerTests.Setup(decode: decoder.decode)
    #expect(setup.player.waitUntilReady(timeout: 10))

    setup.player.load(["beep": setup.path, "slow": slow])  // returns while `slow` is held
    #expect(decoder.waitUntilHeld())
    #expect(setup.player.status(of: "slow") == .pending)
    let recording = try setup.bed.startRecording()
    _ = try setup.playAndHear(recording)
    #expect(setup.player.waitUntilPlayed(timeout: 10))

    decoder.letGo()
    #expect(setup.player.waitUntilReady(timeout: 10))
    #expect(setup.player.status(of: "slow") == .cached)
    let me = pthread_self()
    #expect(decoder.decodingThreads.count == 2)
    #expect(decoder.decodingThreads.allSatisfy { pthread_equal($0, me) == 0 })
    #expect(setup.log.all.isEmpty, "\(setup.log.all)")
  }
}
