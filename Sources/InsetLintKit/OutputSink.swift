#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a report's bytes go as they are made: a descriptor (standard output, a device, a staged
/// temporary file) behind a buffer, or memory (a session run from a test). The first failure is
/// kept and later writes are dropped; whoever commits the run reports it.
public final class OutputSink {
    enum Destination {
        case descriptor(Int32, closes: Bool)
        case memory
    }

    let destination: Destination
    /// The name the user gave, for messages.
    let path: String
    private var buffer: [UInt8] = []
    private(set) var text = ""
    public private(set) var failure: String?
    static let bufferSize = 1 << 16

    init(_ destination: Destination, path: String) {
        self.destination = destination
        self.path = path
        if case .descriptor = destination { buffer.reserveCapacity(Self.bufferSize) }
    }

    public static func memory() -> OutputSink { OutputSink(.memory, path: "standard output") }

    public static func standardOutput() -> OutputSink { OutputSink(.descriptor(1, closes: false), path: "standard output") }

    func write(_ string: String) {
        guard failure == nil, !string.isEmpty else { return }
        guard case .descriptor = destination else { text += string; return }
        buffer += string.utf8
        if buffer.count >= Self.bufferSize { flush() }
    }

    func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == nil else { return }
        guard case .descriptor = destination else { text += String(decoding: bytes, as: UTF8.self); return }
        buffer += bytes
        if buffer.count >= Self.bufferSize { flush() }
    }

    func flush() {
        guard failure == nil, case .descriptor(let fd, _) = destination, !buffer.isEmpty else { return }
        if !writeAll(buffer, to: fd) { failure = String(cString: strerror(errno)) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes what this sink opened; false when anything failed.
    func close() -> Bool {
        flush()
        if case .descriptor(let fd, true) = destination, closeFile(fd) != 0, failure == nil {
            failure = String(cString: strerror(errno))
        }
        return failure == nil
    }
}

/// The parts of a report whose head needs the whole run: held in an unnamed temporary file (gone
/// however the run ends) and copied out after the head.
final class Spool {
    private let fd: Int32
    private let sink: OutputSink

    init?() {
        let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array((directory + "/insetlint-spool-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.fd = fd
        sink = OutputSink(.descriptor(fd, closes: false), path: "a temporary file")
    }

    deinit { _ = closeFile(fd) }

    func write(_ bytes: UnsafeRawBufferPointer) { sink.write(bytes) }

    /// Copies everything written to `out`; the reason when the spool itself failed.
    func copy(to out: OutputSink) -> String? {
        sink.flush()
        if let failure = sink.failure { return failure }
        guard lseek(fd, 0, SEEK_SET) == 0 else { return String(cString: strerror(errno)) }
        let piece = UnsafeMutableRawBufferPointer.allocate(byteCount: OutputSink.bufferSize, alignment: 8)
        defer { piece.deallocate() }
        while true {
            let n = read(fd, piece.baseAddress!, piece.count)
            if n < 0, errno == EINTR { continue }
            if n < 0 { return String(cString: strerror(errno)) }
            if n == 0 { return nil }
            out.write(UnsafeRawBufferPointer(rebasing: piece[..<n]))
        }
    }
}

/// close(2), by a name no member shadows.
private func closeFile(_ fd: Int32) -> Int32 {
    close(fd)
}
