import LintRules
import Reporters
import ScreenModel

extension Configuration {
    /// `insetlint config`: the effective settings as a configuration file that, read back, gives
    /// the same settings (device sets expanded, `only_rules` folded into `disabled_rules`).
    public func text() -> String {
        var out = "# Effective configuration: \(source.map { "from \($0)" } ?? "built-in defaults (no \(ConfigLoader.fileName) found)")\n"
        out += "# A spec's own devices, orientations and ios still win for that screen; the command line wins over this.\n"
        out += "devices: [\(devices.map(\.id).joined(separator: ", "))]\n"
        out += "orientations: [\(orientations.map(\.rawValue).joined(separator: ", "))]\n"
        out += "ios: [\(ios.map { String($0.rawValue) }.joined(separator: ", "))]\n"
        out += "disabled_rules: [\(RuleRegistry.ids.filter { !rules.contains($0) }.joined(separator: ", "))]\n"
        out += "severity:\n"
        for id in RuleRegistry.ids {
            let note = severities[id] == nil ? "" : "   # default: \(RuleRegistry.rule(id: id)!.description.severity.rawValue)"
            out += "  \(id): \(severity(of: id)!.rawValue)\(note)\n"
        }
        // Quoted: a pattern may start with `*`, which YAML reads as an alias.
        out += "included: [\(included.map { Self.quoted($0.pattern) }.joined(separator: ", "))]\n"
        out += "excluded: [\(excluded.map { Self.quoted($0.pattern) }.joined(separator: ", "))]\n"
        out += "strict: \(strict)\n"
        out += "reporter: \(reporter.rawValue)\n"
        if !interfaceBuilderScreens.isEmpty || infoPlist != nil {
            out += "interface_builder:\n"
            if let infoPlist { out += "  info_plist: \(Self.quoted(infoPlist))\n" }
            if !interfaceBuilderScreens.isEmpty { out += "  screens:\n" }
            for screen in interfaceBuilderScreens {
                out += "    \(Self.quoted(screen.screen.value)):\n"
                if let presentation = screen.presentation {
                    var containers: [String] = []
                    if let tab = presentation.tabBarController {
                        containers.append("tabBarController: { tabBar: \(Self.bar(tab.tabBar)), bottomAccessory: \(tab.bottomAccessory) }")
                    }
                    if let nav = presentation.navigationController {
                        containers.append("navigationController: { navigationBar: { hidden: \(nav.navigationBar.hidden), translucent: \(nav.navigationBar.translucent), "
                                          + "prefersLargeTitles: \(nav.prefersLargeTitles) }, toolbar: \(Self.bar(nav.toolbar)) }")
                    }
                    out += "      presentation: " + (containers.isEmpty ? "{}" : "{ \(containers.joined(separator: ", ")) }") + "\n"
                }
                if let hidden = screen.statusBarHidden { out += "      statusBar: \(hidden ? "hidden" : "visible")\n" }
                if let orientations = screen.orientations { out += "      orientations: [\(orientations.map(\.rawValue).joined(separator: ", "))]\n" }
                if !screen.roles.isEmpty {
                    out += "      roles: { \(screen.roles.map { "\(Self.quoted($0.view.value)): \($0.role.rawValue)" }.joined(separator: ", ")) }\n"
                }
                if !screen.pages.isEmpty {
                    out += "      pages:\n"
                    for entry in screen.pages {
                        let page = entry.page
                        out += "        \(Self.quoted(entry.view.value)): { viewportFit: \(page.viewportFit.rawValue), usesSafeAreaInsetTop: \(page.usesSafeAreaInsetTop), "
                            + "usesSafeAreaInsetBottom: \(page.usesSafeAreaInsetBottom), header: \(page.header) }\n"
                    }
                }
                if !screen.disabledRules.isEmpty { out += "      disable: [\(screen.disabledRules.map(\.value).joined(separator: ", "))]\n" }
                if let reason = screen.reason { out += "      reason: \(Self.quoted(reason))\n" }
            }
        }
        return out
    }

    static func bar(_ bar: Bar) -> String { "{ hidden: \(bar.hidden), translucent: \(bar.translucent) }" }

    static func quoted(_ text: String) -> String {
        String(JSON.string(text).rendered().dropLast())
    }
}
