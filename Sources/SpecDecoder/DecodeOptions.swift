import ScreenModel

/// What the decoder checks names against; the driver fills it from the device catalog and rule registry.
public struct DecodeOptions: Sendable {
    /// Device ids and aliases accepted in `devices:`.
    public var knownDevices: Set<String>
    /// Rule ids accepted in `insetlint: { disable: [...] }`.
    public var knownRules: Set<String>
    /// The iOS profiles each device name ran, names refused on purpose, and suggestions.
    public var deviceNames: DeviceNames

    /// `deviceNames` nil: every known device ran every profile, and no name is refused.
    public init(knownDevices: Set<String>, knownRules: Set<String>, deviceNames: DeviceNames? = nil) {
        self.knownDevices = knownDevices
        self.knownRules = knownRules
        self.deviceNames = deviceNames ?? DeviceNames(accepted: knownDevices)
    }
}
