internal import CPulse

/// The connection to the server: connecting, noticing it go, retrying with
/// back-off. On PulseAudio's thread, or under its lock.
extension SoundPlayer {
  func connect() {
    guard !stopped else { return }
    let context = self.context ?? pa_context_new(api, configuration.clientName)
    guard let context else {
      lost("cannot create a PulseAudio context")
      return
    }
    self.context = context
    pa_context_set_state_callback(
      context, Self.contextStateChanged, Unmanaged.passUnretained(self).toOpaque())
    if pa_context_connect(context, configuration.server, PA_CONTEXT_NOAUTOSPAWN, nil) < 0 {
      // The state callback may have handled it already.
      if self.context == context { lost(PulseError.lastError(context)) }
    }
  }

  private func contextStateDidChange(_ changed: OpaquePointer?) {
    guard let context, changed == context, !stopped else { return }
    switch pa_context_get_state(context) {
    case PA_CONTEXT_READY:
      ready = true
      retryDelay = configuration.initialRetryDelay
      // Removed sink inputs tell when our sounds have played to their end.
      pa_context_set_subscribe_callback(
        context, Self.subscriptionEvent, Unmanaged.passUnretained(self).toOpaque())
      if let operation = pa_context_subscribe(context, PA_SUBSCRIPTION_MASK_SINK_INPUT, nil, nil) {
        pa_operation_unref(operation)
      }
      if announcedDown {
        log("sound: connected to PulseAudio again; uploading \(sounds.count) sounds")
        announcedDown = false
      }
      for name in sounds.keys.sorted() { upload(name) }
    case PA_CONTEXT_FAILED, PA_CONTEXT_TERMINATED:
      lost(PulseError.lastError(context))
    default:
      break
    }
    self.changed()
  }

  /// The connection failed or could not be made: forget it, say so once,
  /// and try again after the back-off.
  private func lost(_ reason: String) {
    let wasReady = ready
    dropConnection()
    if !announcedDown {
      announcedDown = true
      if wasReady {
        log("sound: lost the connection to PulseAudio (\(reason)); reconnecting")
      } else {
        log("sound: cannot connect to PulseAudio (\(reason)); sounds are skipped until it answers")
      }
    }
    guard !stopped, let context = pa_context_new(api, configuration.clientName) else { return }
    self.context = context
    let delay = retryDelay
    retryDelay = min(retryDelay * 2, configuration.maxRetryDelay)
    retryEvent = pa_context_rttime_new(
      context, pa_rtclock_now() + pa_usec_t(delay * 1000), Self.retryFired,
      Unmanaged.passUnretained(self).toOpaque())
  }

  private func retryDidFire() {
    if let retryEvent { api.pointee.time_free(retryEvent) }
    retryEvent = nil
    connect()
  }

  /// Ends the current connection, its uploads and its play requests.
  func dropConnection() {
    ready = false
    plays.removeAll()
    sounding.removeAll()
    endedSinkInputs.removeAll()
    volumeChanges.removeAll()
    volumeOperations = 0
    for name in sounds.keys {
      sounds[name]?.upload?.detach()
      sounds[name]?.upload = nil
      sounds[name]?.status = .pending
      sounds[name]?.playWhenCached = false
    }
    if let context {
      pa_context_set_state_callback(context, nil, nil)
      pa_context_set_subscribe_callback(context, nil, nil)
      pa_context_disconnect(context)
      pa_context_unref(context)
    }
    context = nil
  }

  // MARK: - C callbacks (PulseAudio's thread, lock held)

  private static let contextStateChanged: pa_context_notify_cb_t = { context, userdata in
    guard let userdata else { return }
    Unmanaged<SoundPlayer>.fromOpaque(userdata).takeUnretainedValue().contextStateDidChange(context)
  }

  private static let subscriptionEvent: pa_context_subscribe_cb_t = { _, event, index, userdata in
    guard let userdata,
      event.rawValue & PA_SUBSCRIPTION_EVENT_FACILITY_MASK.rawValue == PA_SUBSCRIPTION_EVENT_SINK_INPUT.rawValue,
      event.rawValue & PA_SUBSCRIPTION_EVENT_TYPE_MASK.rawValue == PA_SUBSCRIPTION_EVENT_REMOVE.rawValue
    else { return }
    Unmanaged<SoundPlayer>.fromOpaque(userdata).takeUnretainedValue().sinkInputWasRemoved(index)
  }

  private static let retryFired: pa_time_event_cb_t = { _, _, _, userdata in
    guard let userdata else { return }
    Unmanaged<SoundPlayer>.fromOpaque(userdata).takeUnretainedValue().retryDidFire()
  }
}
