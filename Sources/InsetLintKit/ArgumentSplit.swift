import ScreenModel

/// swift-argument-parser's cost grows with the square of the number of positional arguments
/// (SWIFT-NOTES: 8,000 paths take seconds), and pre-commit passes every staged file as one. The
/// trailing run of spec paths is split off before parsing and handed to `lint` directly.
public enum ArgumentSplit {
    /// `arguments` without the program name → what the parser should see, and the spec paths that
    /// end the command line. Only for `lint` (named, or the default when the first argument names
    /// no other subcommand); `otherCommands` are the other subcommands' names.
    public static func trailingSpecPaths(_ arguments: [String], otherCommands: Set<String>) -> (head: [String], paths: [String]) {
        if let first = arguments.first, first != "lint", otherCommands.contains(first) || first == "help" {
            return (arguments, [])
        }
        var start = arguments.endIndex
        while start > arguments.startIndex, isSpecPath(arguments[start - 1]) { start -= 1 }
        // The first of them might be the value of an option before it (`--output x` never is a
        // spec, but an option added later might take one): leave it to the parser.
        if start > arguments.startIndex, start < arguments.endIndex {
            let before = arguments[start - 1]
            if before.hasPrefix("-"), before != "--", !before.contains("=") { start += 1 }
        }
        // `lint` itself must stay in front of what is split off.
        if start == arguments.startIndex, arguments.first == "lint" { start += 1 }
        return (Array(arguments[..<start]), Array(arguments[start...]))
    }

    static func isSpecPath(_ argument: String) -> Bool {
        !argument.hasPrefix("-") && SpecFiles.isSpecName(argument)
    }

    /// "unknown command 'explian'; did you mean 'explain'?" when the first argument, which `lint`
    /// would take as a path, names nothing on disk and is a typo of a subcommand; nil otherwise.
    public static func mistypedCommand(_ arguments: [String], commands: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first), !first.contains("/"),
              !SpecFiles.isSpecName(first), !Paths.exists(first),
              let command = Suggestion.closest(to: first, in: commands) else { return nil }
        return "unknown command '\(first)'; did you mean '\(command)'? (`insetlint help` lists the commands)"
    }
}
