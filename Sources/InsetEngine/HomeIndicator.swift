import ScreenModel

/// Whose `prefersHomeIndicatorAutoHidden` UIKit asks (UIKIT.md H1, H2, §7 #38). Device-independent,
/// and it never changes safe-area values (D14).
public enum HomeIndicator {
    public struct Decision: Equatable, Sendable {
        /// The view controller root whose preference is used.
        public let decidingView: Int
        public let autoHidden: Bool
    }

    /// H2: `childForHomeIndicatorAutoHidden` returning nil means the screen's own preference is used;
    /// a child's preference counts only when the screen names that child.
    public static func decision(_ spec: ScreenSpec) -> Decision {
        let vc = spec.viewController
        if let name = vc.childForHomeIndicatorAutoHidden?.value, let index = spec.index(of: name),
           let child = spec.views[index].viewController {
            return Decision(decidingView: index, autoHidden: child.prefersHomeIndicatorAutoHidden)
        }
        return Decision(decidingView: ScreenSpec.rootIndex, autoHidden: vc.prefersHomeIndicatorAutoHidden)
    }
}
