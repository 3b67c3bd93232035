import IBDecoder
import InsetEngine
import InsetLintKit
import LintRules
import Rendering
import Reporters
import ScreenModel
import SpecDecoder
import YAMLReader
#if canImport(Glibc)
import Glibc
#endif

/// Arbitrary bytes through one of InsetLint's readers (the target is `INSETLINT_FUZZ_TARGET`):
/// whatever the input, this must return (an error is fine), never crash, hang or grow without bound.
///   spec      reader + decoder + engine + rules + reporters (the default)
///   render    a spec that decodes, drawn: its SVG pictures and the HTML report
///   baseline  the baseline reader, and a baseline written from what it read reads back the same
///   config    the configuration reader, and `insetlint config`'s output reads back the same
///   glob      a pattern and a path (split at the first NUL) through the configuration's matcher
enum FuzzHarness {
    static let linter = Linter()
    static let targets = ["spec", "render", "baseline", "config", "glob"]
    static let target: String = getenv("INSETLINT_FUZZ_TARGET").map { String(cString: $0) } ?? "spec"

    static func run(_ bytes: [UInt8]) {
        switch target {
        case "render": render(bytes)
        case "baseline": baseline(bytes)
        case "config": config(bytes)
        case "glob": glob(bytes)
        case "spec": spec(bytes); runInterfaceBuilder(bytes)
        default: preconditionFailure("INSETLINT_FUZZ_TARGET is one of \(targets.joined(separator: ", ")), found '\(target)'")
        }
    }

    static func render(_ bytes: [UInt8]) {
        guard let spec = try? SpecDecoder.decode(bytes, options: LintRunner.decodeOptions) else { return }
        var contexts = LayoutEngine.contexts(for: spec, defaultDevices: DeviceCatalog.all)
        if contexts.count > 4 { contexts = Array(contexts.prefix(4)) }
        let layouts = LayoutEngine.resolve(spec, in: contexts)
        let findings = linter.lint(spec, file: "fuzz.screen.yaml", layouts: layouts)
        for layout in layouts {
            let svg = LayoutPicture.svg(layout, spec: spec, findings: findings)
            // Numbers in a picture are SVG numbers, whatever the layout computed.
            precondition(!svg.contains("\"inf") && !svg.contains("\"nan") && !svg.contains("\"-inf"), "a picture holds a non-number")
        }
        let screen = LintedScreen(file: "fuzz.screen.yaml", spec: spec, layouts: layouts, findings: findings)
        _ = HTMLReport.render(LintReport(findings: findings, errors: [], files: 1, screens: 1), screens: [screen], version: "fuzz")
    }

    static func baseline(_ bytes: [UInt8]) {
        guard let records = try? BaselineDecoder.decode(bytes) else { return }
        let written = JSON.object([
            ("version", .number(Double(BaselineDecoder.formatVersion))),
            ("findings", .array(records.map { r in
                .object([("file", .string(r.file)), ("screen", .string(r.screen)), ("view", .string(r.view)),
                         ("rule", .string(r.rule)), ("count", .number(Double(r.count)))])
            })),
        ]).rendered()
        // Counts past 2^53 do not survive a Double; everything else must read back as written.
        guard records.allSatisfy({ $0.count < 1 << 53 }) else { return }
        do {
            let again = try BaselineDecoder.decode(Array(written.utf8))
            precondition(again == records, "a baseline written from what was read reads back differently")
        } catch {
            preconditionFailure("a baseline written from what was read does not read back: \(error)")
        }
    }

    static func config(_ bytes: [UInt8]) {
        guard let file = try? ConfigDecoder.decode(bytes, options: Configuration.decodeOptions) else { return }
        let text = Configuration(file, source: "fuzz.yml", baseDirectory: "/").text()
        do {
            let again = try ConfigDecoder.decode(Array(text.utf8), options: Configuration.decodeOptions)
            precondition(Configuration(again, source: "fuzz.yml", baseDirectory: "/").text() == text,
                         "`insetlint config` output reads back as other settings")
        } catch {
            preconditionFailure("`insetlint config` output does not read back: \(error)\n\(text)")
        }
    }

    static func glob(_ bytes: [UInt8]) {
        let split = bytes.firstIndex(of: 0) ?? bytes.count
        let pattern = String(decoding: bytes[..<split], as: UTF8.self)
        let path = String(decoding: bytes[min(split + 1, bytes.count)...], as: UTF8.self)
        let glob = Glob(pattern)
        // A pattern that matches a directory matches everything below it.
        if glob.matches(path), !path.isEmpty { precondition(glob.matches(path + "/below.screen.yaml"), "\(pattern) matches \(path) but not below it") }
    }

    static func spec(_ bytes: [UInt8]) {
        // `lint` reads a file in pieces, `explain` and `render` whole: both must decode the same.
        let whole = decode { () throws(SpecError) in try SpecDecoder.decode(bytes, options: LintRunner.decodeOptions) }
        let streamed = decode { () throws(SpecError) in
            try SpecDecoder.decode(streaming: MemoryStream(bytes), byteCount: bytes.count, options: LintRunner.decodeOptions)
        }
        switch (whole, streamed) {
        case (.failure(let a), .failure(let b)):
            precondition(a.message == b.message && a.location == b.location && a.snippet == b.snippet,
                         "read whole: \(a); streamed: \(b)")
        case (.success(let spec), .success(let other)):
            let report = lint(spec)
            precondition(TextReporter.render(report) == TextReporter.render(lint(other)), "the two reads lint differently")
            _ = JSONReporter.render(report)
        default:
            preconditionFailure("read whole: \(whole); streamed: \(streamed)")
        }
    }

    /// The same bytes as a storyboard or xib: the XML reader and the importer must answer with
    /// screens or a located error, and the screens must lint.
    private static func runInterfaceBuilder(_ bytes: [UInt8]) {
        // And as an Info.plist: text kept, an external DOCTYPE allowed; orientations or a located error.
        do {
            let plist = try InfoPlist.decode(bytes)
            precondition([plist.orientations, plist.phoneOrientations, plist.padOrientations].allSatisfy { $0.map { !$0.value.isEmpty } ?? true },
                          "an empty orientation list read as supported")
        } catch {
            precondition(error.location.line >= 1 && error.location.column >= 1, "a plist error without a position")
        }
        guard let file = try? IBDecoder.decode(bytes) else { return }
        for screen in file.screens.prefix(4) {
            precondition(screen.spec.views.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 }, "a view without a position")
            _ = lint(screen.spec)
        }
    }

    private static func decode(_ body: () throws(SpecError) -> ScreenSpec) -> Result<ScreenSpec, SpecError> {
        do { return .success(try body()) } catch { return .failure(error) }
    }

    private static func lint(_ spec: ScreenSpec) -> LintReport {
        // Every device: the fuzzer should reach device-specific branches, not just the defaults.
        var contexts = LayoutEngine.contexts(for: spec, defaultDevices: DeviceCatalog.all)
        if contexts.count > 8 { contexts = Array(contexts.prefix(8)) }
        let layouts = LayoutEngine.resolve(spec, in: contexts)
        _ = ExplainReporter.text(file: "fuzz.screen.yaml", spec: spec, layouts: layouts)
        return LintReport(findings: linter.lint(spec, file: "fuzz.screen.yaml", layouts: layouts), errors: [], files: 1, screens: 1)
    }
}

/// Hands libyaml as many bytes as it asks for, as `SpecFileStream` does with a file. (libyaml
/// decodes all it was handed before parsing it, so with smaller pieces a syntax error before a bad
/// byte could be reported first: the first error depends on how much it is given at a time.)
final class MemoryStream: YAMLByteStream {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        let count = min(buffer.count, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: count) }
        offset += count
        return count
    }

    func wholeInput() -> [UInt8] { bytes }
}

#if FUZZING
// libFuzzer's driver, from the `-sanitize=fuzzer` runtime. SwiftPM renames an executable's entry
// point, so libFuzzer's own `main` cannot be used: this `main` hands control to the driver instead.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The callback libFuzzer's runtime expects by name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzHarness.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

@main
struct FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzOneInput($0, $1) })
    }
}
#else
/// Without the fuzzer: replays files (crash reproducers, the corpus) through the same harness.
@main
struct Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let bytes = try? FileIO.read(path) else {
                print("skipped \(path): not readable")
                continue
            }
            FuzzHarness.run(bytes)
        }
        print("replayed \(CommandLine.arguments.count - 1) input(s) without a crash")
    }
}
#endif
