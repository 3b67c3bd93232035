/// The public sources behind the source keys of the device catalog and the bar numbers
/// (`Device.source`, `DeviceProfile.source`, `BarMetrics.Number.source`), as `insetlint devices`
/// prints them. Keys are short because every row cites several.
public enum SourceKeys {
    public static let all: [(key: String, source: String)] = [
        ("DIM", "marcbouchenoire/dimmmensions: simulator measurements of safeAreaInsets and margins (iOS 14.4, 15.0, 16.2)"),
        ("DIM16", "dimmmensions' iOS 16.2 data (packages/dimmmensions/src/data/dimensions.json)"),
        ("SST", "pointfreeco/swift-snapshot-testing ViewImageConfig device configurations"),
        ("SST1046", "swift-snapshot-testing PR #1046: iPhone 17 family configurations for iOS 26, after useyourloaf's \"iPhone 17 screen sizes\""),
        ("SAI", "safearea.info tables from the Xcode 27.1 (iOS 27) simulator"),
        ("XC26", "Xcode 26.6 simulator device profiles (point sizes)"),
        ("HIG-L", "Apple Human Interface Guidelines, Layout: specifications"),
        ("UYL-X", "useyourloaf.com, \"Supporting iPhone X\""),
        ("QIITA", "qiita.com/usagimaru: iPhone X/XS/XR safe-area sizes"),
        ("CSDN", "blog.csdn.net/weixin_37543822 (article 135525139): status bar and safe-area top per model"),
        ("ZW", "zhangwen.site/blog/iphone14-size: statusBarFrame and safeAreaInsets on the iPhone 14 Pro"),
        ("DF", "aloisdeniel/flutter_device_preview device frames"),
        ("KOUKI", "kouki.hatenadiary.com (2022-10-18): the iPhone 14 Pro's navigation bar overlaps the safe area by 5.333 pt"),
        ("SO-97", "Stack Overflow, \"Why does view.safeAreaInsets.top contain bad value\": 97.667 on the iPhone 14 Pro Max"),
        ("GKS41", "QuintGao/GKNavigationBarSwift issue #41: the Dynamic Island status bar frame is 54 pt"),
        ("WRN201", "wangrui460/WRNavigationBar issue #201: the same 54-pt status bar frame"),
        ("GK47", "QuintGao/GKNavigationBarSwift issue #47 and its iOS 26 code"),
        ("SPINE377", "jonatansoderberg/Maui.Spine issue #377: iOS 26.4 simulator, iPhone 17 (navigation bar 54 from the safe-area top, content top 116, large title 106)"),
        ("CODE640", "code-payments/code-ios-app PR #640: iOS 26 tab bar inset 83 on a portrait Face ID iPhone"),
        ("BOARD3973", "boardsesh/boardsesh issue #3973: iOS 26 bottom inset 139 with a tab bar bottom accessory (iPhone 17 Pro)"),
        ("SKP459", "suzuki-0000/SKPhotoBrowser PR #459: UIToolbar 48 pt on iOS 26.0"),
        ("SIGNAL", "a Signal-iOS code comment: the iOS 26 landscape navigation bar starts 24 pt from the top"),
        ("TABTOP", "herzbube/littlego #439, tidev/titanium-sdk PR #14337, wix/react-native-navigation PR #7947: the iPadOS 18 tab bar at the top"),
        ("QMUI", "Tencent/QMUI_iOS issue #633: system bar heights"),
        ("HACK12", "Geoff Hackworth, \"iPad Navigation Bar and Toolbar Height Changes in iOS 12\""),
        ("FLUENT", "microsoft/fluentui-apple PR #1727: 32-pt landscape navigation bars on compact-width phones"),
        ("FLUT", "flutter/flutter PR #39258 measurements and nav_bar.dart's 52-pt large title"),
        ("ESTB", "eggswift/ESTabBarController issue #88: 32-pt landscape tab bar"),
        ("flutterware 0.7.0", "pub.dev flutterware 0.7.0 device list"),
    ]
}
