import Foundation
import InsetLintKit
import Reporters
import Testing

/// A session writes every report as files finish; what it writes is what the reporter makes of
/// the whole report at once, whatever the format, the number of workers or a baseline.
@Suite struct StreamedReportTests {
    static func notch(_ y: Int) -> String {
        """
        insetlint: 1
        screen: S\(y)
        devices: [iphone-x, iphone-15]
        orientations: [portrait, landscape]
        viewController:
          view:
            subviews:
              - id: title
                class: UILabel
                constraints: { top: superview + \(y), leading: superview, trailing: safeArea - 16 }
              - id: button
                class: UIButton
                constraints: { bottom: superview - \(y), leading: safeArea + 16, trailing: safeArea - 16, height: 44 }
        """
    }

    static func tree() throws -> String {
        var files: [String: String] = ["broken.screen.yaml": "insetlint: 1\nscreen: [\n", ".insetlint.yml": "strict: false\n"]
        for i in 0..<40 { files["area\(i % 3)/s\(i).screen.yaml"] = notch(i % 5) }
        return try tempTree(files)
    }

    func run(_ dir: String, _ format: ReportFormat, jobs: Int, baseline: String? = nil) -> LintSession.Outcome {
        var options = LintSession.Options()
        options.paths = [dir]
        options.format = format
        options.jobs = jobs
        options.baseline = baseline
        return LintSession(options: options, workingDirectory: dir, toolVersion: "test").run()
    }

    @Test(arguments: ReportFormat.allCases.filter { $0 != .html })
    func streamedReportsAreTheWholeReport(_ format: ReportFormat) throws {
        let dir = try Self.tree()
        let streamed = run(dir, format, jobs: 3)
        #expect(streamed.exitCode == 2)
        #expect(run(dir, format, jobs: 1).stdout == streamed.stdout)

        let configuration = try ConfigLoader.load(explicit: nil, workingDirectory: dir).get()
        let found = LintInputs.collect([dir], configuration: configuration, workingDirectory: dir)
        let whole = configuration.makeRunner().lint(files: found.files, errors: found.errors)
        #expect(whole.findings.count > 100)
        #expect(whole.errors.count == 1)
        let context = configuration.reportContext(toolVersion: "test")
        #expect(streamed.stdout == format.render(whole, context: context, screens: { [] }))
    }
}
