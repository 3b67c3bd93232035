import InsetEngine
import Testing

/// The drawing data agrees with the engine's device kinds, and every number names its source.
@Suite struct DeviceOutlineTests {
    @Test func everyCatalogDeviceHasAnOutlineThatMatchesItsKind() {
        for device in DeviceCatalog.all {
            let outline = device.outline
            #expect(!outline.source.isEmpty, "\(device.id) has no outline data")
            switch (device.kind, outline.housing) {
            case (.notchPhone, .notch), (.islandPhone, .island), (.rectangularPhone, .none), (.rectangularPad, .none), (.faceIDPad, .none):
                break
            default:
                Issue.record("\(device.id): \(device.kind) drawn with \(outline.housing)")
            }
            // A home indicator exactly where the engine has a bottom inset; a rounded display on Face ID devices.
            #expect(outline.hasHomeButton == (device.bottom == 0), "\(device.id)")
            #expect((outline.cornerRadius > 0) == (device.bottom > 0), "\(device.id)")
        }
    }

    @Test func housingsFitInsideTheTopInsetTheyCause() {
        for device in DeviceCatalog.all {
            switch device.outline.housing {
            case .none: break
            case .notch(let width, let height):
                #expect(height < device.top && width < device.size.width / 2 + 60, "\(device.id)")
            case .island(let width, let height, let top):
                #expect(top + height < device.top && width < device.size.width / 2, "\(device.id)")
            }
        }
    }
}
