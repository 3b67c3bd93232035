import ScreenModel
import YAMLReader

/// `.insetlint.yml` → `ConfigFile`; every mistake a `SpecError` at its line:column, like a spec's.
public enum ConfigDecoder {
    public static func decode(_ bytes: [UInt8], options: ConfigDecodeOptions) throws(SpecError) -> ConfigFile {
        try DocumentInput.withSnippet(bytes) { () throws(SpecError) -> ConfigFile in
            // An empty file, or one with only comments, is a valid configuration that changes nothing.
            guard let doc = try DocumentInput.parse(bytes, what: "a configuration file") else { return ConfigFile() }
            return try ConfigReader(reader: NodeReader(doc: doc), options: options).decode()
        }
    }
}

private struct ConfigReader {
    let reader: NodeReader
    let options: ConfigDecodeOptions

    func decode() throws(SpecError) -> ConfigFile {
        let root = reader.doc.root
        if reader.isNull(root) { return ConfigFile() }
        let top = try reader.mapping(root, "the configuration", allowed: ConfigFile.keys)
        var config = ConfigFile()
        if let entry = top["devices"] { config.devices = try devices(entry.value) }
        if let entry = top["orientations"] {
            var specReader = Decoder(options: DecodeOptions(knownDevices: options.knownDevices, knownRules: Set(options.knownRules)))
            specReader.reader = reader
            config.orientations = try specReader.decodeOrientations(entry.value)
        }
        if let entry = top["disabled_rules"] { config.disabledRules = try rules(entry.value, "disabled_rules") }
        if let entry = top["only_rules"] {
            let only = try rules(entry.value, "only_rules")
            if only.isEmpty {
                throw reader.fail(.badValue, "only_rules is empty, which would check nothing; name rules or leave the key out", at: entry.value)
            }
            if only.allSatisfy({ rule in config.disabledRules.contains { $0.value == rule.value } }) {
                throw reader.fail(.badValue, "disabled_rules turns off every rule only_rules names, which would check nothing", at: entry.value)
            }
            // A rule in both lists silently does not run, which is never what its author meant.
            for (rule, item) in zip(only, try reader.sequence(entry.value, "only_rules")) {
                guard let disabled = config.disabledRules.first(where: { $0.value == rule.value }) else { continue }
                throw reader.fail(.badValue, "'\(rule.value)' is in only_rules but also in disabled_rules (at \(disabled.location)), so it would not run; "
                                  + "did you mean to remove it from disabled_rules? With only_rules, disabled_rules is rarely needed", at: item)
            }
            config.onlyRules = only
        }
        if let entry = top["severity"] { config.severities = try severities(entry.value) }
        if let entry = top["included"] { config.included = try patterns(entry.value, "included") }
        if let entry = top["excluded"] { config.excluded = try patterns(entry.value, "excluded") }
        if let entry = top["strict"] { config.strict = try reader.bool(entry.value, "strict") }
        if let entry = top["reporter"] {
            let name = try reader.string(entry.value, "reporter")
            guard options.reporters.contains(name) else {
                throw reader.fail(.badValue, NodeReader.message("unknown reporter '\(name)'", suggestion: Suggestion.phrase(for: name, in: options.reporters),
                                                                then: "use one of \(options.reporters.joined(separator: ", "))"), at: entry.value)
            }
            config.reporter = Located(name, at: reader.location(entry.value))
        }
        return config
    }

    func devices(_ node: Int) throws(SpecError) -> [Located<String>] {
        var result: [Located<String>] = []
        for item in try reader.sequence(node, "devices") {
            let name = try reader.string(item, "a device id or set")
            guard options.knownDevices.contains(name) || options.deviceSets.contains(name) else {
                let candidates = options.deviceSets + options.knownDevices.sorted()
                throw reader.fail(.unknownDevice, NodeReader.message("unknown device or device set '\(name)'", suggestion: Suggestion.phrase(for: name, in: candidates),
                                                                     then: "use an id from `insetlint devices` or a set: \(options.deviceSets.joined(separator: ", "))"), at: item)
            }
            result.append(Located(name, at: reader.location(item)))
        }
        if result.isEmpty { throw reader.fail(.badValue, "devices is empty; name at least one device or set, or leave the key out", at: node) }
        return result
    }

    func rule(_ node: Int, _ what: String) throws(SpecError) -> Located<String> {
        let id = try reader.string(node, what)
        guard options.knownRules.contains(id) else {
            throw reader.fail(.unknownRule, "unknown rule '\(id)'\(Suggestion.phrase(for: id, in: options.knownRules)) (`insetlint rules` lists them)", at: node)
        }
        return Located(id, at: reader.location(node))
    }

    func rules(_ node: Int, _ what: String) throws(SpecError) -> [Located<String>] {
        var result: [Located<String>] = []
        for item in try reader.sequence(node, what) { result.append(try rule(item, "a rule id in \(what)")) }
        return result
    }

    func severities(_ node: Int) throws(SpecError) -> [SeverityOverride] {
        guard reader.doc.kind(node) == .mapping else {
            throw reader.fail(.wrongType, "severity must be a mapping of rule ids to \(options.severities.joined(separator: " or ")), found \(reader.describe(node))", at: node)
        }
        var result: [SeverityOverride] = []
        for (key, value) in reader.doc.pairs(of: node) {
            let id = try rule(key, "a rule id in severity")
            if let first = result.first(where: { $0.rule.value == id.value }) {
                throw reader.fail(.duplicateKey, "duplicate key '\(id.value)' in severity (first at \(first.rule.location))", at: key)
            }
            let level = try reader.string(value, "the severity of \(id.value)")
            guard options.severities.contains(level) else {
                throw reader.fail(.badValue, "the severity of \(id.value) must be \(options.severities.joined(separator: " or ")), found '\(level)'\(Suggestion.phrase(for: level, in: options.severities))", at: value)
            }
            result.append(SeverityOverride(rule: id, severity: level))
        }
        return result
    }

    /// Glob patterns, relative to the configuration's directory so that a repository's
    /// configuration means the same on every machine.
    func patterns(_ node: Int, _ what: String) throws(SpecError) -> [Located<String>] {
        var result: [Located<String>] = []
        for item in try reader.sequence(node, what) {
            let pattern = try reader.string(item, "a pattern in \(what)")
            if pattern.isEmpty { throw reader.fail(.badValue, "a pattern in \(what) is empty", at: item) }
            if pattern.hasPrefix("/") {
                throw reader.fail(.badValue, "'\(pattern)' is absolute; patterns in \(what) are relative to the configuration file's directory", at: item)
            }
            if pattern.split(separator: "/").contains("..") {
                throw reader.fail(.badValue, "'\(pattern)' leaves the configuration file's directory; patterns in \(what) match files below it", at: item)
            }
            result.append(Located(pattern, at: reader.location(item)))
        }
        return result
    }
}
