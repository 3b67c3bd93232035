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

    static let topKeys = KeyNames(ConfigFile.keys)
    static let interfaceBuilderKeys = KeyNames(["info_plist", "screens"])
    static let screenKeys = KeyNames(InterfaceBuilderScreenOverride.keys)
    static let presentationKeys = KeyNames(["tabBarController", "navigationController"])

    func decode() throws(SpecError) -> ConfigFile {
        let root = reader.doc.root
        if reader.isNull(root) { return ConfigFile() }
        let top = try reader.mapping(root, "the configuration", allowed: Self.topKeys)
        var config = ConfigFile()
        if let entry = top["devices"] { config.devices = try devices(entry.value) }
        var specReader = Decoder(options: DecodeOptions(knownDevices: options.knownDevices, knownRules: Set(options.knownRules),
                                                        deviceNames: options.deviceNames))
        specReader.reader = reader
        if let entry = top["orientations"] { config.orientations = try specReader.decodeOrientations(entry.value) }
        // The devices here stand for their families (`insetlint config` prints sets expanded to ids),
        // each used on the profiles some model of it ran, as sets are: no pair is an error here.
        if let entry = top["ios"] { config.ios = try specReader.decodeProfiles(entry.value) }
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
        if let entry = top["interface_builder"] {
            (config.interfaceBuilderInfoPlist, config.interfaceBuilderScreens) = try interfaceBuilder(entry.value)
        }
        return config
    }

    /// `interface_builder: { info_plist: PATH, screens: { NAME: { presentation, statusBar, orientations, roles, pages, disable, reason } } }`.
    func interfaceBuilder(_ node: Int) throws(SpecError) -> (Located<String>?, [InterfaceBuilderScreenOverride]) {
        let section = try reader.mapping(node, "interface_builder", allowed: Self.interfaceBuilderKeys)
        var infoPlist: Located<String>?
        if let entry = section["info_plist"] {
            let path = try reader.string(entry.value, "info_plist")
            if path.isEmpty { throw reader.fail(.badValue, "info_plist is empty; name the app's Info.plist or leave the key out", at: entry.value) }
            infoPlist = Located(path, at: reader.location(entry.value))
        }
        guard let screens = section["screens"] else { return (infoPlist, []) }
        guard reader.doc.kind(screens.value) == .mapping else {
            throw reader.fail(.wrongType, "interface_builder.screens must map screen names (or scene ids) to settings, found \(reader.describe(screens.value))", at: screens.value)
        }
        var result: [InterfaceBuilderScreenOverride] = []
        for (key, value) in reader.doc.pairs(of: screens.value) {
            let name = try reader.string(key, "a screen name or scene id")
            var screen = InterfaceBuilderScreenOverride(screen: Located(name, at: reader.location(key)))
            let map = try reader.mapping(value, "the settings of screen '\(name)'", allowed: Self.screenKeys)
            var specReader = Decoder(options: DecodeOptions(knownDevices: options.knownDevices, knownRules: Set(options.knownRules)))
            specReader.reader = reader
            if let v = map["presentation"] {
                var presentation = InterfaceBuilderScreenOverride.Presentation(location: reader.location(v.value))
                if !reader.isNull(v.value) {
                    let containers = try reader.mapping(v.value, "presentation", allowed: Self.presentationKeys)
                    if let tab = containers["tabBarController"] { presentation.tabBarController = try specReader.decodeTabBarController(tab.value) }
                    if let nav = containers["navigationController"] { presentation.navigationController = try specReader.decodeNavigationController(nav.value) }
                }
                screen.presentation = presentation
            }
            if let v = map["pages"] {
                guard reader.doc.kind(v.value) == .mapping else {
                    throw reader.fail(.wrongType, "pages must map web view ids to a page (viewportFit, usesSafeAreaInsetTop, ...), found \(reader.describe(v.value))", at: v.value)
                }
                for (view, page) in reader.doc.pairs(of: v.value) {
                    screen.pages.append(.init(view: Located(try reader.string(view, "a view id"), at: reader.location(view)), page: try specReader.decodePage(page)))
                }
            }
            if let v = map["statusBar"] {
                let text = try reader.string(v.value, "statusBar")
                guard text == "visible" || text == "hidden" else {
                    throw reader.fail(.badValue, "statusBar must be visible or hidden, found '\(text)'", at: v.value)
                }
                screen.statusBarHidden = text == "hidden"
            }
            if let v = map["orientations"] {
                screen.orientations = try specReader.decodeOrientations(v.value)
            }
            if let v = map["roles"] {
                guard reader.doc.kind(v.value) == .mapping else {
                    throw reader.fail(.wrongType, "roles must map view ids to content, control, background or container, found \(reader.describe(v.value))", at: v.value)
                }
                for (view, role) in reader.doc.pairs(of: v.value) {
                    screen.roles.append(.init(view: Located(try reader.string(view, "a view id"), at: reader.location(view)),
                                              role: try reader.choice(role, "role", as: Role.self)))
                }
            }
            if let v = map["disable"] { screen.disabledRules = try rules(v.value, "disable") }
            if let v = map["reason"] { screen.reason = try reader.string(v.value, "reason") }
            if !screen.disabledRules.isEmpty, (screen.reason ?? "").allSatisfy(\.isWhitespace) {
                throw reader.fail(.missingKey, "screen '\(name)' disables rules without a reason; add reason: \"why\"", at: map["disable"]!.key)
            }
            result.append(screen)
        }
        return (infoPlist, result)
    }

    func devices(_ node: Int) throws(SpecError) -> [Located<String>] {
        var result: [Located<String>] = []
        for item in try reader.sequence(node, "devices") {
            let name = try reader.string(item, "a device id or set")
            guard options.knownDevices.contains(name) || options.deviceSets.contains(name) else {
                if let reason = options.deviceNames.refusal(for: name) {
                    throw reader.fail(.unknownDevice, "'\(name)' is not supported: \(reason)", at: item)
                }
                let suggestion = options.deviceNames.suggestion(for: name, among: options.deviceSets).map { "; did you mean '\($0)'?" } ?? ""
                throw reader.fail(.unknownDevice, NodeReader.message("unknown device or device set '\(name)'", suggestion: suggestion,
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
