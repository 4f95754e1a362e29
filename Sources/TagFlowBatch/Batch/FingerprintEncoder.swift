// Writes a value's synthesized encoding as bytes for a fingerprint, without building text.

import FlowLayout
import TagFlow

/// An `Encoder` that writes every key and value it is given into `bytes`, in the
/// order the value encodes them (declaration order for synthesized conformances):
/// the input of a stable digest of any `Encodable` value.
///
/// Scalars are a type tag and their bits (a `Double` its bit pattern), keys and
/// texts their UTF-8 and a zero byte, so `1` and `"1"` differ and adjacent texts
/// cannot run together. Containers have no end, so every key and element starts
/// with its depth: `[[a], [b]]` and `[[a, [b]]]` differ. The common scalars have their own methods, so the
/// synthesized code of a job reaches them without a dynamic cast, and everything
/// goes into one buffer that is hashed once: a rerun fingerprints every job.
final class FingerprintEncoder: Encoder {
  private(set) var bytes: [UInt8] = []
  /// The depth of the next container a value opens: one below the container holding the value.
  private var depth: UInt8 = 0
  var codingPath: [any CodingKey] { [] }
  /// Asks FlowOptions to write an unlimited `maxHeight` as it always did, so that jobs keep the
  /// fingerprints earlier versions recorded (JSON leaves it out: it has no infinity).
  var userInfo: [CodingUserInfoKey: Any] { [FlowOptions.writesUnlimitedMaxHeight: true] }

  init() {
    bytes.reserveCapacity(2048)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    bytes.append(depth)
    bytes.append(UInt8(ascii: "{"))
    return KeyedEncodingContainer(Keyed<Key>(encoder: self, depth: depth &+ 1))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    bytes.append(depth)
    bytes.append(UInt8(ascii: "["))
    return Unkeyed(encoder: self, depth: depth &+ 1)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { Single(encoder: self) }

  /// Starts a key or an element of a container at `depth`; a container its value opens is below it.
  fileprivate func item(at depth: UInt8) {
    bytes.append(depth)
    self.depth = depth
  }

  fileprivate func add(text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
    bytes.append(0)
  }

  fileprivate func add(_ tag: Character, bits: UInt64) {
    bytes.append(tag.asciiValue!)
    withUnsafeBytes(of: bits.littleEndian) { bytes.append(contentsOf: $0) }
  }

  fileprivate func add(_ text: String) {
    bytes.append(UInt8(ascii: "s"))
    add(text: text)
  }
  /// 0 and -0 alike: `Job`'s `==` takes them as equal, and `JobFingerprinter` reuses an
  /// encoding for equal settings, so a digest must not depend on which came first.
  fileprivate func add(_ number: Double) { add("d", bits: (number == 0 ? 0 : number).bitPattern) }
  fileprivate func add(_ number: Int) { add("i", bits: UInt64(bitPattern: Int64(number))) }
  fileprivate func add(_ flag: Bool) { bytes.append(UInt8(ascii: flag ? "T" : "F")) }
  fileprivate func addNil() { bytes.append(UInt8(ascii: "0")) }

  /// Any other value: scalars by their type, the rest by their own encoding.
  fileprivate func add(_ value: some Encodable) throws {
    switch value {
    case let text as String: add(text)
    case let number as Double: add(number)
    case let number as Int: add(number)
    case let flag as Bool: add(flag)
    case let byte as UInt8:
      bytes.append(UInt8(ascii: "b"))
      bytes.append(byte)
    case let number as Float: add("f", bits: UInt64((number == 0 ? 0 : number).bitPattern))
    case let number as any BinaryInteger:
      // Other integer types, rare in a job: as text, so no value is lost.
      bytes.append(UInt8(ascii: "n"))
      add(text: "\(number)")
    default: try value.encode(to: self)
    }
  }

  private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: FingerprintEncoder
    let depth: UInt8
    var codingPath: [any CodingKey] { [] }

    private func key(_ key: Key) {
      encoder.item(at: depth)
      encoder.add(text: key.stringValue)
    }

    mutating func encodeNil(forKey key: Key) throws {
      self.key(key)
      encoder.addNil()
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
      self.key(key)
      encoder.add(value)
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
      self.key(key)
      encoder.add(value)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
      self.key(key)
      encoder.add(value)
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
      self.key(key)
      encoder.add(value)
    }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws {
      self.key(key)
      try encoder.add(value)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(
      keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
      self.key(key)
      return encoder.container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
      self.key(key)
      return encoder.unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { encoder }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder }
  }

  private struct Unkeyed: UnkeyedEncodingContainer {
    let encoder: FingerprintEncoder
    let depth: UInt8
    var codingPath: [any CodingKey] { [] }
    var count = 0

    private mutating func element() {
      count += 1
      encoder.item(at: depth)
    }

    mutating func encodeNil() throws {
      element()
      encoder.addNil()
    }
    mutating func encode(_ value: String) throws {
      element()
      encoder.add(value)
    }
    mutating func encode(_ value: Double) throws {
      element()
      encoder.add(value)
    }
    mutating func encode(_ value: some Encodable) throws {
      element()
      try encoder.add(value)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
      NestedKey
    > {
      element()
      return encoder.container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
      element()
      return encoder.unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { encoder }
  }

  private struct Single: SingleValueEncodingContainer {
    let encoder: FingerprintEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoder.addNil() }
    mutating func encode(_ value: String) throws { encoder.add(value) }
    mutating func encode(_ value: Double) throws { encoder.add(value) }
    mutating func encode(_ value: Int) throws { encoder.add(value) }
    mutating func encode(_ value: Bool) throws { encoder.add(value) }
    mutating func encode(_ value: some Encodable) throws { try encoder.add(value) }
  }
}
