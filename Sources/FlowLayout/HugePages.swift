// HugePages: large frame arrays ask the kernel for 2 MiB pages before they are written.

#if canImport(Glibc)
  import Glibc
#endif

/// Outputs below this many bytes are left alone: a syscall costs more than
/// the faults it would save.
private let hugePageThreshold = 4 << 20

/// Advises the kernel to back `buffer` with transparent huge pages, when it
/// is large and the system leaves that to the program (THP `madvise` mode,
/// Debian's default).
///
/// A million frames are 40 MB of freshly mapped memory, and faulting that in
/// 4 KiB at a time (zeroing each page on first touch) took about a quarter
/// of a greedy layout's time; 2 MiB pages need 512 times fewer faults. Only
/// whole huge pages inside the buffer are advised, so nothing outside it is
/// touched. The advice is a hint: where it is refused, nothing changes but
/// the speed.
func adviseHugePages<Element>(_ buffer: UnsafeMutableBufferPointer<Element>) {
  #if os(Linux)
    let bytes = buffer.count * MemoryLayout<Element>.stride
    guard bytes >= hugePageThreshold, let base = buffer.baseAddress else { return }
    let hugePage = 2 << 20
    let start = (Int(bitPattern: base) + hugePage - 1) & ~(hugePage - 1)
    let end = (Int(bitPattern: base) + bytes) & ~(hugePage - 1)
    guard end > start, let address = UnsafeMutableRawPointer(bitPattern: start) else { return }
    _ = madvise(address, end - start, MADV_HUGEPAGE)
  #endif
}
