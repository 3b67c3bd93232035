import ArgumentParser
import ScreenModel

/// `--ios 26` (repeatable, or `--ios 18,26`): the iOS profiles to check, for `lint`, `explain` and
/// `render`. They replace the spec's and the configuration's profiles for this run.
struct ProfileOption: ParsableArguments {
    @Option(name: .customLong("ios"),
            help: ArgumentHelp("iOS profile: 18, 26 or 27 (repeat or separate with commas; default: the spec's ios:, else the configuration's, else 18,26).",
                               valueName: "VERSION"))
    var values: [String] = []

    func validate() throws {
        _ = try profiles()
    }

    /// The profiles named, sorted, each once; nil when none was given.
    func profiles() throws -> [IOSProfile]? {
        guard !values.isEmpty else { return nil }
        var result: [IOSProfile] = []
        for part in values.flatMap({ $0.split(separator: ",", omittingEmptySubsequences: false) }) {
            let text = part.filter { $0 != " " }
            guard let number = Int(text) else {
                throw ValidationError("--ios takes a major iOS version (18, 26 or 27), found '\(text)'")
            }
            guard let profile = IOSProfile(rawValue: number) else {
                throw ValidationError("unknown iOS profile \(number); \(IOSProfile.problem(with: number))")
            }
            if !result.contains(profile) { result.append(profile) }
        }
        return result.sorted()
    }
}
