import ScreenModel
import Testing

/// `KnownClass` tells most class names apart by their length before comparing them: every class
/// the documentation gives a size or a role must still get it, and a name of another length none.
@Suite struct KnownClassTests {
    /// docs/format.md, "Intrinsic sizes".
    static let documentedSizes: [String: (width: Double?, height: Double?)] = [
        "UILabel": (nil, 21), "UIButton": (nil, 34), "UITextField": (nil, 34), "UISegmentedControl": (nil, 34),
        "UISwitch": (51, 31), "UISlider": (nil, 31),
    ]

    @Test func everyKnownClassHasItsDocumentedIntrinsicSize() {
        for name in KnownClass.names {
            let size = KnownClass.intrinsicSize(className: name)
            let documented = Self.documentedSizes[name] ?? (nil, nil)
            #expect(size.width == documented.width && size.height == documented.height, "\(name)")
        }
        // The same bytes but another class: sized by nothing.
        for name in ["UILabelX", "UISwitcH", "UIButto", "UILabel ", "uilabel"] {
            #expect(KnownClass.intrinsicSize(className: name) == (nil, nil), "\(name)")
        }
    }

    @Test func everyKnownClassHasItsDefaultRole() {
        for name in KnownClass.names {
            let role = KnownClass.defaultRole(className: name, hasSubviews: false)
            // docs/format.md, "Defaults": every built-in class has a role without `role:`.
            #expect(role != nil, "\(name)")
            if name == "UIView" {
                #expect(role == .background)
                #expect(KnownClass.defaultRole(className: name, hasSubviews: true) == .container)
            }
        }
        #expect(KnownClass.defaultRole(className: "UIViewX", hasSubviews: false) == nil)
        #expect(KnownClass.defaultRole(className: "MyView", hasSubviews: true) == nil)
    }
}
