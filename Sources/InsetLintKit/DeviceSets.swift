import InsetEngine

/// Named groups of devices for a configuration's `devices:`, beside ids and aliases.
public enum DeviceSets {
    /// Name → devices, in the order `insetlint config` documents them.
    public static let all: [(name: String, devices: [Device])] = [
        ("all", DeviceCatalog.all),
        ("default", DeviceCatalog.defaultIDs.compactMap(DeviceCatalog.device(named:))),
        // A sensor housing (notch or Dynamic Island): top and landscape side bands. Face ID iPads
        // have none, only rounded corners.
        ("notched", DeviceCatalog.all.filter(\.hasHousing)),
        ("phones", DeviceCatalog.all.filter(\.isPhone)),
        ("ipads", DeviceCatalog.all.filter { !$0.isPhone }),
    ]

    public static var names: [String] { all.map(\.name) }

    /// Ids, aliases and set names expanded to devices, first mention first, each device once.
    public static func expand(_ names: [String]) -> [Device] {
        var result: [Device] = []
        for name in names {
            let devices = all.first { $0.name == name }?.devices ?? DeviceCatalog.device(named: name).map { [$0] } ?? []
            for device in devices where !result.contains(device) { result.append(device) }
        }
        return result
    }
}
