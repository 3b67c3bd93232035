/// Every rule InsetLint runs, in the order `insetlint rules` lists them. A test checks that each
/// file in Rules/ is registered here and that `Rules/<id>.md` matches the generated text.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        UnderNotch.self,
        UnderHomeIndicator.self,
        UnderBar.self,
        NeverWithoutSafeInset.self,
        AutomaticNotFirstSubview.self,
        AutomaticOutsideNavigationController.self,
        WebviewCoverTopInset.self,
        WebviewCoverBottomInset.self,
        WebviewCoverSideInset.self,
        WebviewFixedFooter.self,
        WebviewDoubleInset.self,
        TableContentNotInset.self,
        CollectionSectionInsetReference.self,
        DoubleContentInset.self,
        EdgeGestureConflict.self,
        HomeIndicatorHiddenInteractive.self,
        HomeIndicatorChildIgnored.self,
        TransformedViewSafeArea.self,
        LayoutAmbiguous.self,
        LayoutConflict.self,
        SuppressionWithoutReason.self,
    ]

    /// Rule ids beyond FORMAT.md §5's contract, each added for a seed problem no contracted rule catches.
    public static let extensionIDs: Set<String> = [
        "webview-cover-bottom-inset", "webview-cover-side-inset", "webview-fixed-footer", "automatic-outside-navigation-controller",
    ]

    public static var ids: [String] { all.map { $0.description.id } }

    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }
}
