import InsetEngine
import InsetLintKit
import LintRules
import Reporters
import ScreenModel
import SpecDecoder
#if canImport(Glibc)
import Glibc
#endif

/// Reader + decoder + engine + rules + reporters on arbitrary bytes: whatever the input, this must
/// return (an error is fine), never crash, hang or grow without bound.
enum FuzzHarness {
    static let linter = Linter()

    static func run(_ bytes: [UInt8]) {
        guard let spec = try? SpecDecoder.decode(bytes, options: LintRunner.decodeOptions) else { return }
        // Every device: the fuzzer should reach device-specific branches, not just the defaults.
        var contexts = LayoutEngine.contexts(for: spec, defaultDevices: DeviceCatalog.all)
        if contexts.count > 8 { contexts = Array(contexts.prefix(8)) }
        let layouts = LayoutEngine.resolve(spec, in: contexts)
        let findings = linter.lint(spec, file: "fuzz.screen.yaml", layouts: layouts)
        let report = LintReport(findings: findings, errors: [], files: 1, screens: 1)
        _ = TextReporter.render(report)
        _ = JSONReporter.render(report)
        _ = ExplainReporter.text(file: "fuzz.screen.yaml", spec: spec, layouts: layouts)
    }
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
