#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Reporters
import ScreenModel
import SpecDecoder

/// Finds and reads `.insetlint.yml`.
public enum ConfigLoader {
    public static let fileName = ".insetlint.yml"

    /// True for a path whose last component is the configuration's file name.
    public static func isConfigName(_ path: String) -> Bool {
        path == fileName || path.hasSuffix("/" + fileName)
    }

    /// The nearest `.insetlint.yml` in `directory` or one of its parents. Anything by that name
    /// counts, not only a regular file: a dangling link, a directory or a FIFO there is an error
    /// when read, never a reason to apply a parent's configuration instead.
    public static func discover(from directory: String) -> String? {
        var current = Paths.absolute(directory, in: "/")
        while true {
            let candidate = current == "/" ? "/" + fileName : current + "/" + fileName
            var info = stat()
            if lstat(candidate, &info) == 0 { return candidate }
            if current == "/" { return nil }
            current = Paths.directoryName(current)
        }
    }

    /// The configuration for a run in `workingDirectory`: the file named by `--config`, else the
    /// discovered one, else the built-in defaults.
    public static func load(explicit: String?, workingDirectory: String) -> Result<Configuration, InputError> {
        guard let path = explicit ?? discover(from: workingDirectory) else {
            return .success(.defaults(baseDirectory: Paths.absolute(workingDirectory, in: "/")))
        }
        let directory = Paths.directoryName(Paths.absolute(path, in: workingDirectory))
        return InputFile.decode(path) { (bytes) throws(SpecError) in
            Configuration(try ConfigDecoder.decode(bytes, options: Configuration.decodeOptions), source: path, baseDirectory: directory)
        }
    }
}
