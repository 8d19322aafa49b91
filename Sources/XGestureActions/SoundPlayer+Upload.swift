internal import CPulse
import XGestureSoundFile
import XGestureSystem

/// Getting sounds into the sample cache and playing them from it. Under the
/// loop's lock, except the decoding.
extension SoundPlayer {
  /// A play request in flight, to name the sound if the server says no.
  final class PlayRequest {
    let name: String
    unowned let player: SoundPlayer
    init(name: String, player: SoundPlayer) {
      self.name = name
      self.player = player
    }
  }

  /// Starts a new load of `name`: a new ticket, the upload in progress
  /// cancelled, the file decoded on a thread of its own (without the lock),
  /// then uploaded from PulseAudio's thread.
  func upload(_ name: String) {
    guard let entry = sounds[name], context != nil else { return }
    entry.upload?.detach()
    lastTicket += 1
    let ticket = lastTicket
    sounds[name]?.upload = nil
    sounds[name]?.ticket = ticket
    sounds[name]?.status = .pending
    let path = entry.path
    let decode = configuration.decode
    decodesInFlight += 1
    do {
      try DetachedThread.start { [self] in
        let result: Result<SoundFile.Decoded, SoundFileError>
        do throws(SoundFileError) {
          result = .success(try decode(path))
        } catch {
          result = .failure(error)
        }
        locked {
          decodesInFlight -= 1
          decoded(name, ticket: ticket, result)
          changed()
        }
      }
    } catch {
      decodesInFlight -= 1
      failUpload(name, reason: error.description, line: "sound \(name): cannot upload it: \(error)")
    }
  }

  /// A decode finished: upload it if it is still the sound's current load
  /// and the connection it was made for is still there.
  private func decoded(_ name: String, ticket: Int, _ result: Result<SoundFile.Decoded, SoundFileError>) {
    guard sounds[name]?.ticket == ticket, ready, let context else { return }
    let sound: SoundFile.Decoded
    switch result {
    case .failure(let error):
      failUpload(name, reason: error.description, line: "sound \(name): cannot upload it: \(error)")
      return
    case .success(let decoded):
      sound = decoded
    }
    do {
      sounds[name]?.upload = try SampleUpload(name: name, ticket: ticket, sound: sound, context: context) {
        [unowned self] upload, error in
        uploaded(upload, error: error)
        changed()
      }
    } catch {
      failUpload(
        name, reason: error.description, line: "sound \(name): PulseAudio refused to cache it (\(error))")
    }
  }

  /// An upload ended: the sound is cached, unless a newer load replaced it.
  private func uploaded(_ upload: SampleUpload, error: String?) {
    let name = upload.name
    guard sounds[name]?.ticket == upload.ticket else { return }
    sounds[name]?.upload = nil
    if let error {
      failUpload(name, reason: error, line: "sound \(name): PulseAudio refused to cache it (\(error))")
      return
    }
    sounds[name]?.status = .cached
    if sounds[name]?.playWhenCached == true, let context {
      sounds[name]?.playWhenCached = false
      playCached(name, context: context)
    }
  }

  func failUpload(_ name: String, reason: String, line: String) {
    log(line)
    sounds[name]?.status = .failed(reason)
    if sounds[name]?.playWhenCached == true {
      sounds[name]?.playWhenCached = false
      log("sound \(name) not played: it could not be uploaded")
    }
  }

  func playCached(_ name: String, context: OpaquePointer) {
    let request = PlayRequest(name: name, player: self)
    let volume = pa_volume_t((min(max(volumeValue, 0), 1) * 0x10000).rounded())  // PA_VOLUME_NORM = 0x10000
    // The answer names the sample's sink input, whose removal says it played to its end.
    let properties = pa_proplist_new()
    defer { pa_proplist_free(properties) }
    guard
      let operation = pa_context_play_sample_with_proplist(
        context, Self.cacheName(name), configuration.sink, volume, properties, Self.playAnswered,
        Unmanaged.passUnretained(request).toOpaque())
    else {
      log("sound \(name) not played: PulseAudio: \(PulseError.lastError(context))")
      return
    }
    plays[ObjectIdentifier(request)] = request
    pa_operation_unref(operation)
  }

  private func playWasAnswered(_ request: PlayRequest, sinkInput: UInt32) {
    guard plays.removeValue(forKey: ObjectIdentifier(request)) != nil else { return }
    if sinkInput == UInt32.max {  // PA_INVALID_INDEX: the server said no
      log("sound \(request.name) not played: PulseAudio: \(PulseError.lastError(context))")
      // The sample may have gone from the cache: upload it again.
      if ready, sounds[request.name] != nil { upload(request.name) }
    } else if endedSinkInputs.remove(sinkInput) == nil {
      sounding.insert(sinkInput)
    }
    if plays.isEmpty { endedSinkInputs.removeAll() }
    changed()
  }

  /// A sink input went away: if it was one of ours, its sound has ended.
  func sinkInputWasRemoved(_ index: UInt32) {
    if sounding.remove(index) == nil {
      // Removed before its play was answered (a very short sound): remember
      // it for the answer still on its way, while any play is.
      if !plays.isEmpty { endedSinkInputs.insert(index) }
    }
    if plays.isEmpty { endedSinkInputs.removeAll() }
    changed()
  }

  private static let playAnswered: pa_context_play_sample_cb_t = { _, index, userdata in
    guard let userdata else { return }
    let request = Unmanaged<PlayRequest>.fromOpaque(userdata).takeUnretainedValue()
    request.player.playWasAnswered(request, sinkInput: index)
  }
}
