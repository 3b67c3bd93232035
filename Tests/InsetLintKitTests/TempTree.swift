import Foundation

/// A fresh temporary directory holding `files` (relative path → text); returns its absolute path.
func tempTree(_ files: [String: String]) throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-kit-\(UUID().uuidString)")
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    // Resolved, so that it compares equal to what getcwd() reports inside it.
    return root.resolvingSymlinksInPath().path
}
