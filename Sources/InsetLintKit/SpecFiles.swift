#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Reporters
import ScreenModel

/// Finds spec files: explicit files as given, directories walked for `*.screen.yaml` / `*.screen.yml`
/// and Interface Builder's `*.storyboard` / `*.xib`.
public enum SpecFiles {
    public static let extensions = [".screen.yaml", ".screen.yml"]

    public static func isSpecName(_ path: String) -> Bool {
        extensions.contains { path.hasSuffix($0) }
    }

    /// What an input named like `path` is ("a screen spec", "an Interface Builder file"), or nil:
    /// outputs (reports, pictures, baselines, the cache) must never be written over one.
    public static func inputKind(_ path: String) -> String? {
        if isSpecName(path) { return "a screen spec" }
        if InterfaceBuilderFiles.isInterfaceBuilderName(path) { return "an Interface Builder file" }
        return nil
    }

    /// A screen spec, or a storyboard or xib (FORMAT.md §8: read beside the specs).
    public static func isLintableName(_ path: String) -> Bool {
        isSpecName(path) || InterfaceBuilderFiles.isInterfaceBuilderName(path)
    }

    /// Sorted, de-duplicated spec paths and the paths that could not be walked.
    public static func discover(_ paths: [String]) -> (files: [String], errors: [InputError]) {
        var files: [String] = []
        var errors: [InputError] = []
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else {
                errors.append(InputError(file: path, location: SourceLocation(line: 1, column: 1),
                                         message: "cannot read '\(path)': \(String(cString: strerror(errno)))"))
                continue
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                walk(path, into: &files, errors: &errors)
            } else {
                files.append(path)
            }
        }
        var seen = Set<String>()
        return (files.filter { seen.insert($0).inserted }.sorted(), errors)
    }

    /// Depth-first with an explicit stack; a directory reached twice through links is skipped,
    /// so symlink loops end. Hidden directories and `.build` are not entered.
    private static func walk(_ root: String, into files: inout [String], errors: inout [InputError]) {
        var visited = Set<[UInt64]>()
        var stack = [root]
        while let dir = stack.popLast() {
            var info = stat()
            guard stat(dir, &info) == 0, visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { continue }
            guard let handle = opendir(dir) else {
                errors.append(InputError(file: dir, location: SourceLocation(line: 1, column: 1),
                                         message: "cannot open directory '\(dir)': \(String(cString: strerror(errno)))"))
                continue
            }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name.hasPrefix(".") { continue }
                let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
                var child = stat()
                guard stat(path, &child) == 0 else { continue }   // dangling link or vanished file
                if child.st_mode & S_IFMT == S_IFDIR {
                    stack.append(path)
                } else if child.st_mode & S_IFMT == S_IFREG, isLintableName(name) {
                    files.append(path)
                }
            }
        }
    }
}
