/// What the decoder checks names against; the driver fills it from the device catalog and rule registry.
public struct DecodeOptions: Sendable {
    /// Device ids and aliases accepted in `devices:`.
    public var knownDevices: Set<String>
    /// Rule ids accepted in `insetlint: { disable: [...] }`.
    public var knownRules: Set<String>

    public init(knownDevices: Set<String>, knownRules: Set<String>) {
        self.knownDevices = knownDevices
        self.knownRules = knownRules
    }
}
