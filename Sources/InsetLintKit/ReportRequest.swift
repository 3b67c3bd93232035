import Reporters

/// A report to write besides the main one: `--report FORMAT:PATH`.
public struct ReportRequest: Sendable, Equatable {
    public let format: ReportFormat
    public let path: String

    public init(format: ReportFormat, path: String) {
        self.format = format
        self.path = path
    }

    /// Parses `FORMAT:PATH`; the path may itself contain colons.
    public init?(argument: String) {
        guard let colon = argument.firstIndex(of: ":"), let format = ReportFormat(rawValue: String(argument[..<colon])) else { return nil }
        let path = String(argument[argument.index(after: colon)...])
        guard !path.isEmpty else { return nil }
        self.init(format: format, path: path)
    }
}

/// Reports and baselines replace the regular file at their path; these checks keep them off the
/// files a run reads, and off links and directories.
public enum OutputGuard {
    /// Why writing to `outputs` is refused, or nil. `inputs` are the specs, configuration and
    /// baseline this run reads.
    public static func problem(outputs: [String], inputs: [String], workingDirectory: String) -> String? {
        // A run that writes only to standard output (the usual one) has nothing to check, and
        // making every input's path absolute cost some 30,000 instructions per file.
        guard !outputs.isEmpty else { return nil }
        for output in outputs {
            if let kind = SpecFiles.inputKind(output) { return "refusing to write a report to '\(output)': it is named like \(kind)" }
        }
        // Any configuration, not only this run's: another directory's would be read by the next run there.
        for output in outputs where ConfigLoader.isConfigName(output) {
            return "refusing to write to '\(output)': it is named like a configuration file (\(ConfigLoader.fileName))"
        }
        // A link to a file, a directory: refused before the run rather than after it.
        for output in outputs {
            if let problem = FileWrites.problem(output) { return problem }
        }
        let absoluteInputs = Set(inputs.map { Paths.absolute($0, in: workingDirectory) })
        var seen: [String: String] = [:]
        for output in outputs {
            let absolute = Paths.absolute(output, in: workingDirectory)
            // Devices may be named twice (`/dev/stdout` and `/dev/stderr` are one terminal).
            let first = seen[absolute] ?? (Paths.isRegularFile(absolute) ? seen.first(where: { Paths.sameFile($0.key, absolute) })?.value : nil)
            if let first {
                return "'\(output)' is named by two outputs ('\(first)' and '\(output)'); give each report its own file"
            }
            seen[absolute] = output
            if absoluteInputs.contains(absolute) || inputs.contains(where: { Paths.sameFile($0, output) }) {
                return "refusing to write a report to '\(output)': this run reads that file"
            }
        }
        return nil
    }
}
