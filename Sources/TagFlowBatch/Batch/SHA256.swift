// SHA-256 as FIPS 180-4 defines it, in plain Swift: the digest under batch fingerprints.

import TagFlow

/// SHA-256 (FIPS 180-4, section 6.2), fed in pieces: `update` any number of
/// times, then `finalize` for the 32-byte digest.
///
/// Batch fingerprints need one stable digest and nothing else a cryptography
/// package brings: this is the standard's algorithm step by step, checked
/// against NIST's test vectors and `sha256sum` (`SHA256Tests`). It is not
/// hardened against timing attacks, which a fingerprint of public inputs does
/// not need. A release build hashes about 350 MiB per CPU second, coreutils'
/// `sha256sum` about 500 (`swift run -c release HashBench`): a batch feeds it
/// each job's settings and each font file once a run, a few megabytes.
package struct SHA256: Sendable {
  /// The digest's length in bytes.
  package static let byteCount = 32

  /// H(0), section 5.3.3: the first 32 bits of the fractional parts of the
  /// square roots of the first eight primes.
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  /// Bytes fed but not yet compressed: always fewer than one 64-byte block.
  private var pending: [UInt8] = []
  /// Bytes fed in all; the padding ends with it in bits.
  private var length: UInt64 = 0

  package init() {
    pending.reserveCapacity(64)
  }

  /// Feeds `bytes`; whole blocks are compressed straight from the buffer.
  package mutating func update(_ bytes: UnsafeRawBufferPointer) {
    length &+= UInt64(bytes.count)
    var rest = bytes[...]
    if !pending.isEmpty {
      let taken = min(64 - pending.count, rest.count)
      pending.append(contentsOf: rest.prefix(taken))
      rest = rest.dropFirst(taken)
      guard pending.count == 64 else { return }
      pending.withUnsafeBytes { Self.compress(&state, blocks: $0) }
      pending.removeAll(keepingCapacity: true)
    }
    let whole = rest.count / 64 * 64
    if whole > 0 {
      Self.compress(&state, blocks: UnsafeRawBufferPointer(rebasing: rest.prefix(whole)))
    }
    pending.append(contentsOf: rest.dropFirst(whole))
  }

  package mutating func update(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { update($0) }
  }

  /// The digest of everything fed so far; feeding may go on after it.
  package func finalize() -> [UInt8] {
    // 5.1.1: a one bit, zeros up to 56 bytes into a block, the length in bits.
    var last = pending
    last.append(0x80)
    last.append(contentsOf: repeatElement(0, count: (119 - pending.count) % 64))
    withUnsafeBytes(of: (length &* 8).bigEndian) { last.append(contentsOf: $0) }
    var state = state
    last.withUnsafeBytes { Self.compress(&state, blocks: $0) }
    var digest: [UInt8] = []
    digest.reserveCapacity(Self.byteCount)
    for word in state {
      withUnsafeBytes(of: word.bigEndian) { digest.append(contentsOf: $0) }
    }
    return digest
  }

  /// The digest of `bytes`.
  package static func hash(_ bytes: [UInt8]) -> [UInt8] {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.finalize()
  }

  /// K, section 4.2.2: the first 32 bits of the fractional parts of the cube
  /// roots of the first 64 primes.
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  /// 6.2.2: the hash computation, once per 64-byte block of `blocks`. The functions of 4.1.2
  /// are written out in place, ROTR^n(x) as `x &>> n | x &<< (32 - n)`, and the schedule and
  /// constants sit behind plain pointers: a debug build (the tests, `swift run`) then calls
  /// nothing per operation and hashes about 80 MiB/s, not 12.
  private static func compress(_ state: inout [UInt32], blocks: UnsafeRawBufferPointer) {
    precondition(blocks.count % 64 == 0 && state.count == 8)
    // W, the message schedule, then K.
    let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 128)
    defer { w.deallocate() }
    let k = w + 64
    for t in 0..<64 { k[t] = roundConstants[t] }
    var (h0, h1, h2, h3) = (state[0], state[1], state[2], state[3])
    var (h4, h5, h6, h7) = (state[4], state[5], state[6], state[7])
    for block in stride(from: 0, to: blocks.count, by: 64) {
      // 1. The message schedule.
      for t in 0..<16 {
        w[t] = UInt32(bigEndian: blocks.loadUnaligned(fromByteOffset: block + 4 * t, as: UInt32.self))
      }
      for t in 16..<64 {
        let x = w[t - 15]
        let y = w[t - 2]
        let sigma0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
        let sigma1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
        w[t] = sigma1 &+ w[t - 7] &+ sigma0 &+ w[t - 16]
      }
      // 2. The working variables.
      var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
      // 3. Sixty-four rounds.
      for t in 0..<64 {
        let bigSigma1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
        let choose = (e & f) ^ (~e & g)
        let t1 = h &+ bigSigma1 &+ choose &+ k[t] &+ w[t]
        let bigSigma0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        h = g
        g = f
        f = e
        e = d &+ t1
        d = c
        c = b
        b = a
        a = t1 &+ bigSigma0 &+ majority
      }
      // 4. The next hash value.
      h0 &+= a
      h1 &+= b
      h2 &+= c
      h3 &+= d
      h4 &+= e
      h5 &+= f
      h6 &+= g
      h7 &+= h
    }
    state = [h0, h1, h2, h3, h4, h5, h6, h7]
  }
}
