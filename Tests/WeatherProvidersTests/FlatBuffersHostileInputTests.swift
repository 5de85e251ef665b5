import Foundation
import Testing

@testable import WeatherProviders

/// Hand-corrupted copies of the recorded body: each corruption must give its specific error.
///
/// Offsets are into the 1656-byte body: message 0 starts at 4 (after its size prefix), its
/// root table at 36 with vtable at 8, `hourly` table at 76 (time_end at 88, interval at 84),
/// the temperature `values` vector length at 148; message 1 starts at 828, root table at 860.
@Suite struct FlatBuffersHostileInputTests {
  private func corrupted(_ edit: (inout [UInt8]) -> Void) throws -> Data? {
    let body = try FlatBuffersTestFiles.recordedBody()
    var bytes = [UInt8](body)
    edit(&bytes)
    return Data(bytes)
  }

  private func put<T: FixedWidthInteger>(_ value: T, at offset: Int, in bytes: inout [UInt8]) {
    withUnsafeBytes(of: value.littleEndian) { raw in
      for (index, byte) in raw.enumerated() { bytes[offset + index] = byte }
    }
  }

  /// Decodes and returns the error, unwrapped from its message index.
  private func failure(_ data: Data) -> (index: Int, error: FlatBufferError)? {
    do {
      _ = try OpenMeteoFlatBuffersDecoder.decode(data)
      return nil
    } catch FlatBufferError.inMessage(let index, let error) {
      return (index, error)
    } catch let error as FlatBufferError {
      return (-1, error)
    } catch {
      Issue.record("unexpected error type \(error)")
      return nil
    }
  }

  // MARK: - Framing

  @Test func emptyBodyIsAnError() {
    #expect(failure(Data())?.error == .emptyBody)
  }

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func sizePrefixBeyondTheBodyIsAnError() throws {
    guard let data = try corrupted({ put(UInt32(5000), at: 0, in: &$0) }) else { return }
    #expect(
      failure(data)?.error == .badSizePrefix(message: 0, offset: 0, declared: 5000, available: 1652)
    )
  }

  /// JSON where FlatBuffers was asked for is reported as JSON, with its start: its first four
  /// bytes (`{"er`) read as a length of 1919623803 bytes said nothing useful.
  @Test func jsonErrorBodyIsReportedAsJSON() throws {
    let body = Data(
      #"{"error":true,"reason":"Parameter 'latitude' and 'longitude' must have the same number of elements"}"#
        .utf8)
    guard case .text(kind: "JSON", let excerpt)? = failure(body)?.error else {
      Issue.record("a JSON body must be reported as JSON: \(String(describing: failure(body)))")
      return
    }
    #expect(excerpt.hasPrefix(#"{"error":true,"reason":"Parameter 'latitude'"#))
    #expect(failure(body)?.error.description.hasPrefix("the answer is JSON, not the FlatBuffers asked for") == true)
    // The daily history (climate) path says the same.
    #expect {
      try OpenMeteoDailyHistory.decodePlaces(Data(#"  [{"latitude":52.5}]"#.utf8), wire: .flatbuffers)
    } throws: { error in
      userFacingMessage(of: error).contains("the answer is JSON, not the FlatBuffers asked for")
    }
  }

  @Test func anHTMLPageIsReportedAsOne() {
    let body = Data("<!DOCTYPE html><html><head><title>Captive portal</title>".utf8)
    #expect(failure(body)?.error.description.hasPrefix("the answer is an HTML page, not the FlatBuffers") == true)
  }

  // MARK: - Offsets

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func rootOffsetOutsideTheMessageIsAnError() throws {
    guard let data = try corrupted({ put(UInt32(0xFFFF_FFF0), at: 4, in: &$0) }) else { return }
    guard case .outOfBounds? = failure(data)?.error else {
      Issue.record("expected outOfBounds")
      return
    }
  }

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func vtableInThePreviousMessageIsRejected() throws {
    // Point message 1's root table at message 0's (valid) vtable: inside the body, outside
    // message 1, so it must be refused.
    guard let data = try corrupted({ put(Int32(860 - 8), at: 860, in: &$0) }) else { return }
    let result = failure(data)
    #expect(result?.index == 1)
    guard case .outOfBounds? = result?.error else {
      Issue.record("expected outOfBounds")
      return
    }
  }

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func oddVTableSizeIsAnError() throws {
    guard let data = try corrupted({ put(UInt16(29), at: 8, in: &$0) }) else { return }
    guard case .invalidVTable? = failure(data)?.error else {
      Issue.record("expected invalidVTable")
      return
    }
  }

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func hugeVectorCountIsAnError() throws {
    guard let data = try corrupted({ put(UInt32.max, at: 148, in: &$0) }) else { return }
    let error = failure(data)?.error
    guard case .outOfBounds(let what, _, _, _)? = error else {
      Issue.record("expected outOfBounds")
      return
    }
    #expect(what == "variables[0].values")
    #expect(error?.description.contains("truncated or corrupt") == true)
  }

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func vectorShorterThanTheTimeAxisIsAnError() throws {
    guard let data = try corrupted({ put(UInt32(167), at: 148, in: &$0) }) else { return }
    #expect(
      failure(data)?.error == .invalidContent("temperature_2m has 167 values for 168 time steps"))
  }

  // MARK: - Unknown enum values (newer servers append members)

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func unknownUnitAndModelAreTolerated() throws {
    // model (root table + 11) and the temperature's unit (variable table at 132, + 11).
    guard
      let data = try corrupted({
        $0[47] = 250
        $0[132 + 11] = 250
      })
    else { return }
    let payloads = try OpenMeteoFlatBuffersDecoder.decode(data)
    #expect(payloads[0].hourly?.values["temperature_2m"]?.first == 10.6455)
  }

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func unknownVariableIsSkippedNotAnError() throws {
    guard let data = try corrupted({ $0[132 + 15] = 250 }) else { return }
    let payloads = try OpenMeteoFlatBuffersDecoder.decode(data)
    #expect(payloads[0].hourly?.values.isEmpty == true)
    #expect(payloads[0].hourly?.times.count == 168)
    #expect(payloads[1].hourly?.values["temperature_2m"]?.count == 168)
  }

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func variableAtAnotherAltitudeIsNotTemperature2m() throws {
    // temperature at 80 m is a different series, even in the same position.
    guard let data = try corrupted({ put(Int16(80), at: 132 + 12, in: &$0) }) else { return }
    #expect(try OpenMeteoFlatBuffersDecoder.decode(data)[0].hourly?.values.isEmpty == true)
  }

  @Test func repeatedVariableIsAnError() throws {
    // flatc-built by make_fixture.py: temperature_2m twice in one hourly section.
    let body = try FlatBuffersTestFiles.own("repeated_variable.flatbuffers.bin")
    #expect(failure(body)?.error == .invalidContent("temperature_2m appears twice in one section"))
  }

  // MARK: - Time axis

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func timeEndBeforeTimeIsAnError() throws {
    guard let data = try corrupted({ put(Int64(0), at: 88, in: &$0) }) else { return }
    guard case .invalidContent? = failure(data)?.error else {
      Issue.record("expected invalidContent")
      return
    }
  }

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func zeroIntervalIsAnError() throws {
    guard let data = try corrupted({ put(Int32(0), at: 84, in: &$0) }) else { return }
    guard case .invalidContent? = failure(data)?.error else {
      Issue.record("expected invalidContent")
      return
    }
  }

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func absurdTimeSpanIsRefusedBeforeAllocating() throws {
    guard let data = try corrupted({ put(Int64.max, at: 88, in: &$0) }) else { return }
    guard case .invalidContent(let reason)? = failure(data)?.error else {
      Issue.record("expected invalidContent")
      return
    }
    #expect(reason.contains("steps in a 820-byte message"))
  }

  @Test(FlatBuffersTestFiles.needsRecordedBody)
  func overflowingTimeSpanIsAnError() throws {
    guard let data = try corrupted({ put(Int64.min, at: 76 + 20, in: &$0) }) else { return }
    guard case .invalidContent? = failure(data)?.error else {
      Issue.record("expected invalidContent")
      return
    }
  }
}
