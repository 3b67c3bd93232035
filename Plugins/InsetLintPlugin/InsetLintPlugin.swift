import Foundation
import PackagePlugin

/// `swift package plugin insetlint [ARGUMENTS]`: runs the insetlint this package builds, in the
/// package's directory, so an app's package can lint its screen specs without installing anything.
/// Arguments go to insetlint as they are (`lint` is its default command): `swift package plugin
/// insetlint --strict`, `swift package plugin insetlint explain App/Screens/login.screen.yaml`.
@main
struct InsetLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try InsetLintTool.run(context.tool(named: "insetlint").url, arguments: arguments,
                              in: context.package.directoryURL, workDirectory: context.pluginWorkDirectoryURL)
    }
}

enum InsetLintTool {
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "insetlint exited with status \(status)" }
    }

    static func run(_ tool: URL, arguments: [String], in directory: URL, workDirectory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // The result cache goes to the plugin's own work directory: a plugin may not write to ~/.cache.
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = workDirectory.path
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(status: process.terminationStatus) }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same from an Xcode project: File ▸ Packages ▸ insetlint (or right-click the project).
extension InsetLintPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try InsetLintTool.run(context.tool(named: "insetlint").url, arguments: arguments,
                              in: context.xcodeProject.directoryURL, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
