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

    /// Sorted, de-duplicated spec paths and the paths that could not be walked. A file reached
    /// by two names (`a.screen.yaml ./a.screen.yaml`, a hard link, a directory and a file in it)
    /// is linted once, under the name that sorts first.
    public static func discover(_ paths: [String]) -> (files: [String], errors: [InputError]) {
        var files: [Found] = []
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
                files.append(Found(path: path, info))
            }
        }
        var seen = Set<FileIdentity>()
        return (files.sorted { $0.path < $1.path }.filter { seen.insert($0.identity).inserted }.map(\.path), errors)
    }

    struct FileIdentity: Hashable {
        let device: UInt64, inode: UInt64
        init(_ info: stat) { device = UInt64(truncatingIfNeeded: info.st_dev); inode = UInt64(truncatingIfNeeded: info.st_ino) }
    }

    struct Found {
        let path: String
        let identity: FileIdentity
        init(path: String, _ info: stat) { self.path = path; identity = FileIdentity(info) }
    }

    /// Depth-first with an explicit stack; a directory reached twice through links is skipped,
    /// so symlink loops end. Hidden directories and `.build` are not entered. A symbolic link is
    /// followed only when its target is inside the directory being walked (after resolving every
    /// link): a link to `/` or to another checkout is not walked, nor is a linked spec outside it.
    private static func walk(_ root: String, into files: inout [Found], errors: inout [InputError]) {
        let boundary = Paths.resolved(root) ?? Paths.absolute(root, in: Paths.currentDirectory())
        func inside(_ path: String) -> Bool {
            guard let target = Paths.resolved(path) else { return false }
            return target == boundary || Paths.relative(target, to: boundary) != nil
        }
        var visited = Set<FileIdentity>()
        var stack = [root]
        while let dir = stack.popLast() {
            var info = stat()
            guard stat(dir, &info) == 0, visited.insert(FileIdentity(info)).inserted else { continue }
            guard let handle = opendir(dir) else {
                errors.append(InputError(file: dir, location: SourceLocation(line: 1, column: 1),
                                         message: "cannot open directory '\(dir)': \(String(cString: strerror(errno)))"))
                continue
            }
            defer { closedir(handle) }
            let directory = dirfd(handle)
            while let entry = readdir(handle) {
                let name = FileIO.entryName(entry)
                if name.hasPrefix(".") { continue }
                // The entry's type, where the file system gives it, spares a stat of every file
                // that is not an input (a tree's sources, assets); a stat relative to the open
                // directory spares the kernel a walk of the whole path for those that are.
                if FileIO.entryType(entry) == FileIO.regularFileEntry, !isLintableName(name) { continue }
                var child = stat()
                guard fstatat(directory, name, &child, AT_SYMLINK_NOFOLLOW) == 0 else { continue }   // vanished file
                let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
                if child.st_mode & S_IFMT == S_IFLNK {
                    guard inside(path), stat(path, &child) == 0 else { continue }   // leaves the root, or dangles
                }
                if child.st_mode & S_IFMT == S_IFDIR {
                    stack.append(path)
                } else if child.st_mode & S_IFMT == S_IFREG, isLintableName(name) {
                    files.append(Found(path: path, child))
                }
            }
        }
    }
}
