import ArgumentParser
import InsetEngine
import InsetLintKit
import Rendering
import ScreenModel
#if canImport(Glibc)
import Glibc
#endif

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a screen as an SVG picture per device × orientation, with its findings.",
        discussion: """
            Each picture shows the device with its display corners and sensor housing, the status bar, \
            navigation bar, toolbar and tab bar, the unsafe bands, the root view's safe area and layout \
            margins, every view coloured by role, scroll-view content insets, and each finding on its \
            view, with a legend. One point is one pixel at 100% zoom.

            With one device × orientation (--device and --orientation, or a spec with one of each) the \
            SVG goes to standard output or to --output FILE.svg. Otherwise --output names a directory \
            (created if missing) that receives NAME.DEVICE.ORIENTATION.iosVERSION.svg per picture. With one \
            device × orientation on several iOS profiles, one picture is the newest profile's (--ios picks).

            Rules, severities and the devices and orientations of a spec that names none come from \
            the configuration, as for `lint`.
            """
    )

    @Argument(help: "A spec file, or a storyboard or xib.")
    var spec: String

    @OptionGroup var screenOption: ScreenOption

    @OptionGroup var selection: ContextOptions
    @OptionGroup var config: ConfigOption

    @Option(help: ArgumentHelp("An .svg file for one picture, or a directory for several.", valueName: "PATH"))
    var output: String?

    func validate() throws {
        if let output, let kind = SpecFiles.inputKind(output) {
            throw ValidationError("refusing to write a picture to '\(output)': it is named like \(kind)")
        }
    }

    func run() throws {
        let runner = selection.applied(to: try configuredRunnerOrExit(config))
        let (screen, keep, _) = try loadScreenOrExit(spec, screenOption, runner: runner)
        let contexts = try selection.contextsOrExit(screen, file: spec, keep: keep, runner: runner)
        let layouts = LayoutEngine.resolve(screen, in: contexts)
        let findings = runner.linter.lint(screen, file: spec, layouts: layouts)
        var pictures = layouts.map { ($0.context, LayoutPicture.svg($0, spec: screen, findings: findings)) }
        // One picture asked for (standard output or FILE.svg) of one device × orientation on several
        // profiles: the newest profile's, said on standard error.
        if output.map({ $0.hasSuffix(".svg") }) ?? true, pictures.count > 1,
           let last = pictures.last, pictures.allSatisfy({ $0.0.device == last.0.device && $0.0.orientation == last.0.orientation }) {
            printError("insetlint: drawing \(last.0.ios.label), the newest of \(pictures.map(\.0.ios.label).joined(separator: ", ")); --ios picks another")
            pictures = [last]
        }

        guard let output else {
            guard pictures.count == 1 else {
                throw ValidationError("\(spec) has \(pictures.count) pictures (device × orientation × iOS profile); pass --device and --orientation "
                                      + "for one, or --output DIRECTORY for all")
            }
            try printOutput(pictures[0].1)
            return
        }
        if output.hasSuffix(".svg") {
            guard pictures.count == 1 else {
                throw ValidationError("--output \(output) names one file but there are \(pictures.count) pictures; "
                                      + "pass --device and --orientation, or a directory")
            }
            try refuseLinks([output])
            var writes = FileWrites()
            writes.add(pictures[0].1, to: output)
            try commit(writes)
            return
        }
        if !isDirectory(output), mkdir(output, 0o755) != 0 {
            printError("insetlint: cannot create directory '\(output)': \(String(cString: strerror(errno)))")
            throw ExitCode(ExitStatus.inputError)
        }
        let base = Self.baseName(spec)
        let paths = pictures.map { context, _ in
            (output.hasSuffix("/") ? output : output + "/") + "\(base).\(context.device.id).\(context.orientation.rawValue).ios\(context.ios.rawValue).svg"
        }
        try refuseLinks(paths)
        var writes = FileWrites()
        for (k, picture) in pictures.enumerated() { writes.add(picture.1, to: paths[k]) }
        try commit(writes)
        printError("insetlint: wrote \(pictures.count) picture\(pictures.count == 1 ? "" : "s") to \(output)")
    }

    /// A picture's path that is a symbolic link (or a directory) is refused as `lint --output` refuses
    /// one: a usage error (exit 64), before anything is written.
    private func refuseLinks(_ paths: [String]) throws {
        for path in paths {
            if let problem = FileWrites.problem(path) {
                printError("insetlint: \(problem)")
                throw ExitCode(ExitStatus.usage)
            }
        }
    }

    /// All pictures or none.
    private func commit(_ writes: FileWrites) throws {
        do {
            try writes.commit()
        } catch {
            printError("insetlint: \(error.message)")
            throw ExitCode(ExitStatus.inputError)
        }
    }

    private func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// `Examples/login.screen.yaml` → `login`.
    static func baseName(_ path: String) -> String {
        var name = String(path.split(separator: "/").last ?? Substring(path))
        for suffix in SpecFiles.extensions where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        return name
    }
}
