#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A configuration's `included` / `excluded` pattern, matched against a path relative to the
/// configuration file's directory. `*`, `?` and `[...]` match within one path component, `**`
/// matches any number of components, and a pattern that matches a directory matches everything
/// below it (`excluded: [Legacy]` skips `Legacy/a/b.screen.yaml`).
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let components: [String]

    public init(_ pattern: String) {
        self.pattern = pattern
        components = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
    }

    public func matches(_ relativePath: String) -> Bool {
        let path = relativePath.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard !components.isEmpty else { return false }
        // The path itself or one of its leading directories.
        return (1...max(1, path.count)).contains { Self.match(components[...], path.prefix($0)) }
    }

    /// Component-wise match with backtracking only at `**`; specs sit a few directories deep.
    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            return (path.startIndex...path.endIndex).contains { match(rest, path[$0...]) }
        }
        guard let component = path.first, fnmatch(first, component, 0) == 0 else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }
}
