import Foundation

/// A sine tone with silence before and after it, made here (no sound files
/// are fetched), as 16-bit PCM samples or a WAV file.
///
/// The tone starts at phase zero without a fade, so its onset is sharp: with
/// the default 1 kHz at half of full scale the signal is above 10 % of full
/// scale within 2 samples (0.04 ms at 48 kHz) of `leadingSilence`.
public struct ToneFile: Sendable, Equatable {
  public var frequency: Double
  /// Peak amplitude as a fraction of full scale, 0...1.
  public var amplitude: Double
  public var leadingSilenceMilliseconds: Double
  public var toneMilliseconds: Double
  public var trailingSilenceMilliseconds: Double
  public var sampleRate: Int
  /// 1 (mono) or 2 (stereo, the same signal on both channels).
  public var channels: Int

  public init(
    frequency: Double = 1000,
    amplitude: Double = 0.5,
    leadingSilenceMilliseconds: Double = 100,
    toneMilliseconds: Double = 200,
    trailingSilenceMilliseconds: Double = 100,
    sampleRate: Int = 48000,
    channels: Int = 1
  ) {
    self.frequency = frequency
    self.amplitude = amplitude
    self.leadingSilenceMilliseconds = leadingSilenceMilliseconds
    self.toneMilliseconds = toneMilliseconds
    self.trailingSilenceMilliseconds = trailingSilenceMilliseconds
    self.sampleRate = sampleRate
    self.channels = channels
  }

  /// The frame at which the tone starts.
  public var onsetFrame: Int { frames(leadingSilenceMilliseconds) }

  /// The whole sound as one channel of samples.
  public func monoSamples() -> [Int16] {
    let lead = frames(leadingSilenceMilliseconds)
    let tone = frames(toneMilliseconds)
    let tail = frames(trailingSilenceMilliseconds)
    let peak = min(max(amplitude, 0), 1) * Double(Int16.max)
    var samples = [Int16](repeating: 0, count: lead + tone + tail)
    for index in 0..<tone {
      let phase = 2 * Double.pi * frequency * Double(index) / Double(sampleRate)
      samples[lead + index] = Int16((peak * sin(phase)).rounded())
    }
    return samples
  }

  /// The bytes of a RIFF/WAVE file: PCM, 16 bits little-endian, interleaved.
  public func wavData() -> Data {
    let mono = monoSamples()
    let channelCount = max(1, channels)
    let dataSize = mono.count * channelCount * 2
    var bytes = Data(capacity: 44 + dataSize)
    func append32(_ value: UInt32) {
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    func append16(_ value: UInt16) {
      withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
    bytes.append(contentsOf: Array("RIFF".utf8))
    append32(UInt32(36 + dataSize))
    bytes.append(contentsOf: Array("WAVEfmt ".utf8))
    append32(16)  // size of the fmt chunk
    append16(1)  // PCM
    append16(UInt16(channelCount))
    append32(UInt32(sampleRate))
    append32(UInt32(sampleRate * channelCount * 2))  // bytes per second
    append16(UInt16(channelCount * 2))  // bytes per frame
    append16(16)  // bits per sample
    bytes.append(contentsOf: Array("data".utf8))
    append32(UInt32(dataSize))
    for sample in mono {
      for _ in 0..<channelCount { append16(UInt16(bitPattern: sample)) }
    }
    return bytes
  }

  /// Writes the WAV file to `path` and returns the path.
  @discardableResult
  public func write(to path: String) throws(BedError) -> String {
    guard FileManager.default.createFile(atPath: path, contents: wavData()) else {
      throw .misuse("cannot write the tone file \(path)")
    }
    return path
  }

  private func frames(_ milliseconds: Double) -> Int {
    Int((milliseconds * Double(sampleRate) / 1000).rounded())
  }
}
