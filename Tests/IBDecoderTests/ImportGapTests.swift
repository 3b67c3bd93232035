import Foundation
import Testing
@testable import IBDecoder
import InsetLintKit
import LintRules
import ScreenModel
import SpecDecoder

/// What real storyboards and xibs write that the import once read wrongly or not at all: ratio
/// multipliers written `a/b`, standard stack spacing, placeholder intrinsic sizes, self-sizing table
/// rows, placeholder constraints. Each file here is written for these tests.
@Suite struct ImportGapTests {
    /// A xib with one File's Owner view holding `body` (its subviews, guides and constraints).
    static func xib(_ body: String, owner: String = "GapViewController", width: Int = 390, height: Int = 844) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">
          <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="\(owner)">
              <connections><outlet property="view" destination="r" id="o1"/></connections>
            </placeholder>
            <view id="r">
              <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
        \(body)
            </view>
          </objects>
        </document>
        """
    }

    static func screen(_ text: String) throws -> IBScreen {
        try #require(try IBDecoder.decode(Array(text.utf8)).screens.first)
    }

    /// `insetlint lint` on the text saved as a file named `name`.
    static func lint(_ text: String, name: String) throws -> [Finding] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("insetlint-gaps-\(getpid())-\(name)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let report = LintRunner().lint(files: [path], errors: [])
        #expect(report.errors.isEmpty, "\(report.errors)")
        return report.findings
    }

    static func view(_ screen: IBScreen, _ id: String) throws -> ViewSpec {
        try #require(screen.spec.views.first { $0.id == id })
    }

    // MARK: Ratio multipliers

    /// Xcode's multiplier field takes `2/3` as well as `2:3`: both a ratio; a zero divisor is no number.
    static let ratios = xib("""
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="a">
              <rect key="frame" x="0.0" y="48" width="390" height="90"/>
              <constraints>
                <constraint firstAttribute="height" constant="90" id="ah"/>
              </constraints>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="b">
              <rect key="frame" x="0.0" y="138" width="90" height="60"/>
              <constraints>
                <constraint firstAttribute="width" secondItem="b" secondAttribute="height" multiplier="3/2" id="ratio"/>
              </constraints>
            </view>
          </subviews>
          <viewLayoutGuide key="safeArea" id="g"/>
          <constraints>
            <constraint firstItem="a" firstAttribute="top" secondItem="g" secondAttribute="top" id="at"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="g" secondAttribute="leading" id="al"/>
            <constraint firstItem="g" firstAttribute="trailing" secondItem="a" secondAttribute="trailing" id="atr"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" id="bt"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="g" secondAttribute="leading" id="bl"/>
            <constraint firstItem="b" firstAttribute="height" secondItem="a" secondAttribute="height" multiplier="2/3" id="bh"/>
            <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="1/0" id="zero"/>
          </constraints>
        """)

    @Test func aSlashMultiplierIsARatio() throws {
        let screen = try Self.screen(Self.ratios)
        let byID = Dictionary(uniqueKeysWithValues: screen.constraints.map { ($0.id, $0) })
        #expect(try #require(byID["bh"]).multiplier == 2.0 / 3.0)
        #expect(try #require(byID["ratio"]).multiplier == 1.5)
        #expect(byID["zero"] == nil)
        #expect(screen.notes.map(\.message) == ["constraint multiplier '1/0' is not a number or a ratio: constraint skipped"])
        // Written back as a spec's ratio, which reads `a:b` (and decodes to the same constraints).
        let text = screen.specText(file: "Ratios.xib")
        #expect(text.contains("aspectRatio: \"3:2\""))
        #expect(text.contains("height: a * 0.6666666666666666"))
        let decoded = try SpecDecoder.decode(Array(text.utf8), options: DecodeOptions(knownDevices: [], knownRules: []))
        let b = try #require(decoded.views.firstIndex { $0.id == "b" })
        #expect(decoded.constraints(of: b).map(\.multiplier) == [1, 1, 2.0 / 3.0, 1.5])
        #expect(try Self.lint(Self.ratios, name: "Ratios.xib").filter { $0.rule.hasPrefix("layout-") }.isEmpty)
    }

    // MARK: Standard stack spacing

    /// Xcode's "Use Standard Value" for a stack's spacing writes `spacingType="standard"` and no
    /// `spacing`: UIStackView.spacingUseSystem, 8 pt between views.
    @Test func standardStackSpacingIsTheSystemSpacing() throws {
        let screen = try Self.screen(Self.xib("""
              <subviews>
                <stackView axis="vertical" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="s">
                  <rect key="frame" x="20" y="100" width="100" height="49"/>
                  <subviews>
                    <label text="Row 1" translatesAutoresizingMaskIntoConstraints="NO" id="l1">
                      <rect key="frame" x="0.0" y="0.0" width="100" height="20.5"/>
                    </label>
                    <label text="Row 2" translatesAutoresizingMaskIntoConstraints="NO" id="l2">
                      <rect key="frame" x="0.0" y="28.5" width="100" height="20.5"/>
                    </label>
                  </subviews>
                </stackView>
                <stackView spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                  <rect key="frame" x="20" y="200" width="100" height="20"/>
                </stackView>
              </subviews>
            """))
        #expect(try Self.view(screen, "s").stack?.spacing == 8)
        #expect(screen.layouts[1].stack?.spacing == 8)
        #expect(try Self.view(screen, "t").stack?.spacing == 4)
        #expect(screen.specText(file: "Stack.xib").contains("axis: vertical\n        spacing: 8\n"))
    }

    // MARK: Placeholder intrinsic size

    /// Interface Builder's "Intrinsic Size: Placeholder": the custom view's size at run time, which
    /// IB lays it out with; `infinite` is no intrinsic size on that axis; it stands in for a size IB
    /// would measure (a label's), too.
    static let placeholderSizes = xib("""
          <subviews>
            <view placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="50" translatesAutoresizingMaskIntoConstraints="NO" id="dots" customClass="ProgressDotsView" customModule="App">
              <rect key="frame" x="135" y="397" width="120" height="50"/>
            </view>
            <stackView axis="vertical" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="30" translatesAutoresizingMaskIntoConstraints="NO" id="bar" customClass="RatingBar" customModule="App">
              <rect key="frame" x="20" y="500" width="350" height="30"/>
            </stackView>
            <label text="Name" placeholderIntrinsicWidth="200" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" id="name">
              <rect key="frame" x="20" y="600" width="42" height="21"/>
            </label>
          </subviews>
          <viewLayoutGuide key="safeArea" id="g"/>
          <constraints>
            <constraint firstItem="dots" firstAttribute="centerX" secondItem="g" secondAttribute="centerX" id="c1"/>
            <constraint firstItem="dots" firstAttribute="centerY" secondItem="g" secondAttribute="centerY" id="c2"/>
            <constraint firstItem="bar" firstAttribute="leading" secondItem="g" secondAttribute="leading" constant="20" id="c3"/>
            <constraint firstItem="g" firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="20" id="c4"/>
            <constraint firstItem="bar" firstAttribute="top" secondItem="dots" secondAttribute="bottom" constant="53" id="c5"/>
            <constraint firstItem="name" firstAttribute="leading" secondItem="g" secondAttribute="leading" constant="20" id="c6"/>
            <constraint firstItem="name" firstAttribute="top" secondItem="bar" secondAttribute="bottom" constant="70" id="c7"/>
          </constraints>
        """)

    @Test func aPlaceholderIntrinsicSizeIsTheViewsIntrinsicSize() throws {
        let screen = try Self.screen(Self.placeholderSizes)
        let dots = try Self.view(screen, "dots").autoLayout
        #expect(dots.intrinsicWidth == .points(120) && dots.intrinsicHeight == .points(50))
        let bar = try Self.view(screen, "bar").autoLayout
        #expect(bar.intrinsicWidth == IntrinsicMetric.none && bar.intrinsicHeight == .points(30))
        let name = try Self.view(screen, "name").autoLayout
        #expect(name.intrinsicWidth == .points(200) && name.intrinsicHeight == .points(40))
        // `convert` writes it, and the spec reads it back the same.
        let text = screen.specText(file: "Sizes.xib")
        #expect(text.contains("intrinsicContentSize: { width: 120, height: 50 }"))
        #expect(text.contains("intrinsicContentSize: { width: none, height: 30 }"))
        let decoded = try SpecDecoder.decode(Array(text.utf8), options: DecodeOptions(knownDevices: [], knownRules: []))
        for id in ["dots", "bar", "name"] {
            let mine = try Self.view(screen, id).autoLayout, theirs = try #require(decoded.views.first { $0.id == id }).autoLayout
            #expect(mine.intrinsicWidth == theirs.intrinsicWidth && mine.intrinsicHeight == theirs.intrinsicHeight, "\(id)")
        }
        // Centred by its placeholder size: nothing is open.
        #expect(try Self.lint(Self.placeholderSizes, name: "Sizes.xib").filter { $0.rule.hasPrefix("layout-") }.isEmpty)
    }

    // MARK: Self-sizing rows

    /// A table whose rows size themselves (`rowHeight="-1"`), its prototype laid out 81 pt tall in
    /// IB: two labels in a stack between the content view's top and bottom margins.
    static func table(rowHeight: String?, cellRowHeight: String? = "81") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" targetRuntime="iOS.CocoaTouch">
          <scenes><scene sceneID="s1"><objects>
            <tableViewController id="tvc" customClass="ResultsViewController" sceneMemberID="viewController">
              <tableView key="view" \(rowHeight.map { "rowHeight=\"\($0)\" " } ?? "")estimatedRowHeight="-1" id="table">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <prototypes>
                  <tableViewCell reuseIdentifier="Cell" \(cellRowHeight.map { "rowHeight=\"\($0)\" " } ?? "")id="cell">
                    <rect key="frame" x="0.0" y="50" width="414" height="81"/>
                    <tableViewCellContentView key="contentView" id="content">
                      <rect key="frame" x="0.0" y="0.0" width="414" height="81"/>
                      <subviews>
                        <stackView axis="vertical" spacing="4.5" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                          <rect key="frame" x="20" y="11" width="374" height="59"/>
                          <subviews>
                            <label verticalHuggingPriority="251" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                              <rect key="frame" x="0.0" y="0.0" width="374" height="20.5"/>
                            </label>
                            <label verticalHuggingPriority="251" text="A longer message over two lines" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="message">
                              <rect key="frame" x="0.0" y="25" width="374" height="34"/>
                            </label>
                          </subviews>
                        </stackView>
                      </subviews>
                      <constraints>
                        <constraint firstAttribute="trailingMargin" secondItem="stack" secondAttribute="trailing" id="k1"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="k2"/>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="k3"/>
                        <constraint firstAttribute="bottomMargin" secondItem="stack" secondAttribute="bottom" id="k4"/>
                      </constraints>
                    </tableViewCellContentView>
                  </tableViewCell>
                </prototypes>
              </tableView>
            </tableViewController>
          </objects></scene></scenes>
        </document>
        """
    }

    @Test func automaticRowsAreTheirPrototypesDesignHeight() throws {
        let automatic = try #require(try Self.screen(Self.table(rowHeight: "-1")).spec.views[0].table)
        #expect(automatic.rowHeight == 81 && automatic.selfSizingRows)
        // No row height on the table: the cell's, but not self-sizing (an older file's 44 pt default).
        let unwritten = try #require(try Self.screen(Self.table(rowHeight: nil, cellRowHeight: "70")).spec.views[0].table)
        #expect(unwritten.rowHeight == 70 && !unwritten.selfSizingRows)
        // The table's own height wins; an automatic one without a cell height is 44 pt.
        #expect(try Self.screen(Self.table(rowHeight: "60")).spec.views[0].table?.rowHeight == 60)
        #expect(try Self.screen(Self.table(rowHeight: "-1", cellRowHeight: nil)).spec.views[0].table?.rowHeight == 44)
        #expect(try Self.screen(Self.table(rowHeight: "-1")).specText(file: "Rows.storyboard")
            .contains("rowHeight: 81  # automatic (self-sizing) in the file: rows are laid out this tall\n"))
    }

    /// A self-sizing row fits its content, so neither label must stretch or shrink: no tie of their
    /// equal vertical priorities is reported there, whatever the row's design height; a fixed row
    /// too short for the content keeps it.
    @Test func aSelfSizingRowLeavesNoVerticalPriorityTie() throws {
        let ties = { (findings: [Finding]) in findings.filter { $0.rule == "layout-ambiguous" }.map(\.view).sorted() }
        #expect(ties(try Self.lint(Self.table(rowHeight: "-1"), name: "Automatic.storyboard")) == [])
        #expect(ties(try Self.lint(Self.table(rowHeight: "-1", cellRowHeight: nil), name: "Default.storyboard")) == [])
        #expect(ties(try Self.lint(Self.table(rowHeight: "60"), name: "Fixed.storyboard")) == ["message", "title"])
    }

    // MARK: Placeholder constraints

    /// A panel whose trailing constraint is a placeholder (removed at build time; the app's code
    /// adds one), and a badge with no vertical constraint at all.
    static let placeholders = xib("""
          <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
              <rect key="frame" x="20" y="300" width="350" height="200"/>
              <constraints>
                <constraint firstAttribute="height" constant="200" id="p1"/>
              </constraints>
            </view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="badge">
              <rect key="frame" x="20" y="600" width="40" height="40"/>
              <constraints>
                <constraint firstAttribute="width" constant="40" id="b1"/>
                <constraint firstAttribute="height" constant="40" placeholder="YES" id="b2"/>
              </constraints>
            </view>
          </subviews>
          <viewLayoutGuide key="safeArea" id="g"/>
          <constraints>
            <constraint firstItem="panel" firstAttribute="leading" secondItem="g" secondAttribute="leading" constant="20" id="p2"/>
            <constraint firstItem="panel" firstAttribute="top" secondItem="g" secondAttribute="top" constant="252" id="p3"/>
            <constraint firstItem="g" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="20" placeholder="YES" id="p4"/>
            <constraint firstItem="badge" firstAttribute="leading" secondItem="g" secondAttribute="leading" constant="20" id="b3"/>
            <constraint firstItem="badge" firstAttribute="top" secondItem="ghost" secondAttribute="bottom" placeholder="YES" id="b4"/>
          </constraints>
        """)

    @Test func anAxisLeftOpenByPlaceholderConstraintsSaysTheCodeAddsThem() throws {
        let screen = try Self.screen(Self.placeholders)
        // Not in the layout, as in the build; kept aside, turned round onto the view they place,
        // without a note for the one naming an object not in the file.
        #expect(screen.constraints.map(\.id) == ["p2", "p3", "b3", "p1", "b1"])
        #expect(screen.placeholders.map(\.id) == ["p4", "b2"])
        #expect(screen.placeholders.map(\.first) == [IBAnchor(view: 1, attribute: .trailing), IBAnchor(view: 2, attribute: .height)])
        #expect(screen.notes.isEmpty)
        let findings = try Self.lint(Self.placeholders, name: "Panel.xib").filter { $0.rule == "layout-ambiguous" }
        // The panel's width: open without its placeholder, so a warning that says the code adds it.
        let panel = try #require(findings.first { $0.view == "panel" })
        #expect(panel.severity == .warning)
        #expect(panel.message.hasSuffix("(the file's placeholder constraint trailing (line 27) is removed at build time: the app's code is expected to add it at run time, which InsetLint cannot see)"))
        // The badge's vertical axis: its placeholder height leaves it open too (the top placeholder
        // names nothing in the file) ...
        let badge = findings.filter { $0.view == "badge" }
        #expect(badge.count == 1)
        #expect(badge.allSatisfy { $0.severity == .warning && $0.message.contains("placeholder constraint height (line 19)") })
        // ... and a view without placeholders is an error as before.
        let plain = try Self.lint(Self.placeholders.replacingOccurrences(of: " placeholder=\"YES\"", with: "").replacingOccurrences(of: "secondItem=\"ghost\"", with: "secondItem=\"g\""), name: "Plain.xib")
        #expect(plain.filter { $0.rule == "layout-ambiguous" }.isEmpty)
    }

    // MARK: Text views

    /// Two text views as Interface Builder writes them: one that scrolls with its inset adjustment
    /// set to Never, one with Scrolling Enabled unchecked, pinned one above the other.
    static let textViews = xib("""
          <subviews>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" contentInsetAdjustmentBehavior="never" editable="NO" text="Terms" translatesAutoresizingMaskIntoConstraints="NO" id="terms">
              <rect key="frame" x="0.0" y="0.0" width="390" height="422"/>
            </textView>
            <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" text="Note" translatesAutoresizingMaskIntoConstraints="NO" id="note">
              <rect key="frame" x="0.0" y="422" width="390" height="422"/>
            </textView>
          </subviews>
          <viewLayoutGuide key="safeArea" id="g"/>
          <constraints>
            <constraint firstItem="terms" firstAttribute="top" secondItem="r" secondAttribute="top" id="t1"/>
            <constraint firstItem="terms" firstAttribute="leading" secondItem="g" secondAttribute="leading" id="t2"/>
            <constraint firstItem="g" firstAttribute="trailing" secondItem="terms" secondAttribute="trailing" id="t3"/>
            <constraint firstItem="terms" firstAttribute="bottom" secondItem="r" secondAttribute="centerY" id="t4"/>
            <constraint firstItem="note" firstAttribute="top" secondItem="terms" secondAttribute="bottom" id="n1"/>
            <constraint firstItem="note" firstAttribute="leading" secondItem="g" secondAttribute="leading" id="n2"/>
            <constraint firstItem="g" firstAttribute="trailing" secondItem="note" secondAttribute="trailing" id="n3"/>
            <constraint firstAttribute="bottom" secondItem="note" secondAttribute="bottom" id="n4"/>
          </constraints>
        """)

    @Test func aTextViewIsAScrollViewUnlessScrollingIsOff() throws {
        let screen = try Self.screen(Self.textViews)
        let terms = try Self.view(screen, "terms"), note = try Self.view(screen, "note")
        #expect(terms.className == "UITextView" && terms.role == .content)
        #expect(terms.scroll?.contentInsetAdjustmentBehavior?.value == .never)
        #expect(note.className == "UITextView" && note.role == .content && !note.isScrollView)
        let text = screen.specText(file: "Text.xib")
        #expect(text.contains("class: UITextView\n        contentInsetAdjustmentBehavior: never"), "\(text)")
        #expect(text.contains("class: UITextView\n        scrollEnabled: false"), "\(text)")
        // The text of the one that scrolls starts under the notch for want of an inset; the other is
        // itself under the home indicator, as a label would be.
        let findings = try Self.lint(Self.textViews, name: "Text.xib")
        #expect(findings.filter { $0.view == "terms" }.map(\.rule) == ["never-without-safe-inset"], "\(findings.map(\.message))")
        #expect(findings.filter { $0.view == "note" }.map(\.rule) == ["under-home-indicator"], "\(findings.map(\.message))")
    }

    // MARK: Small freeform views

    /// A xib's view designed freeform at less than a phone's screen is noted (it is laid out full
    /// screen all the same); one designed on a device, or freeform at a phone's size, is not.
    @Test func aSmallFreeformViewIsNoted() throws {
        func file(_ metrics: String, width: Int, height: Int) throws -> IBFile {
            try IBDecoder.decode(Array(Self.xib(metrics, owner: "SleepTimerViewController", width: width, height: height).utf8))
        }
        let freeform = "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>"
        let panel = try file(freeform, width: 408, height: 488)
        #expect(panel.screens.count == 1)
        #expect(panel.notes.map(\.location) == [SourceLocation(line: 6, column: 5)], "\(panel.notes)")
        #expect(panel.notes.first?.message.hasPrefix("the view is designed at 408 × 488 pt (freeform), smaller than a phone's screen") == true)
        #expect(try file(freeform, width: 390, height: 844).notes.isEmpty)
        #expect(try file("", width: 320, height: 480).notes.isEmpty)
    }

    // MARK: A scroll view's edge to a view inside its content view

    /// 'scrollView.bottom == stack.bottom + 16' where the stack is inside the scroll view's content
    /// view, not its direct subview: the edge attaches to the content area (Apple, Auto Layout
    /// Guide, "Working with Scroll Views"), so the stack's 100 + 900 decides the content's height
    /// and nothing is squeezed into the frame.
    static let scrollEdgeToStack = xib("""
          <subviews>
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="sv">
              <rect key="frame" x="0.0" y="47" width="390" height="763"/>
              <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="cv">
                  <rect key="frame" x="0.0" y="0.0" width="390" height="1032"/>
                  <subviews>
                    <stackView axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="st">
                      <rect key="frame" x="16" y="16" width="358" height="1000"/>
                      <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="hd">
                          <rect key="frame" x="0.0" y="0.0" width="358" height="100"/>
                          <constraints>
                            <constraint firstAttribute="height" constant="100" id="hdh"/>
                          </constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="tl">
                          <rect key="frame" x="0.0" y="100" width="358" height="900"/>
                          <constraints>
                            <constraint firstAttribute="height" constant="900" id="tlh"/>
                          </constraints>
                        </view>
                      </subviews>
                    </stackView>
                  </subviews>
                  <constraints>
                    <constraint firstItem="st" firstAttribute="top" secondItem="cv" secondAttribute="top" constant="16" id="stt"/>
                    <constraint firstItem="st" firstAttribute="leading" secondItem="cv" secondAttribute="leading" constant="16" id="stl"/>
                    <constraint firstAttribute="trailing" secondItem="st" secondAttribute="trailing" constant="16" id="str"/>
                  </constraints>
                </view>
              </subviews>
              <constraints>
                <constraint firstItem="cv" firstAttribute="top" secondItem="sv" secondAttribute="top" id="cvt"/>
                <constraint firstItem="cv" firstAttribute="leading" secondItem="sv" secondAttribute="leading" id="cvl"/>
                <constraint firstAttribute="trailing" secondItem="cv" secondAttribute="trailing" id="cvr"/>
                <constraint firstAttribute="bottom" secondItem="cv" secondAttribute="bottom" id="cvb"/>
                <constraint firstItem="cv" firstAttribute="width" secondItem="sv" secondAttribute="width" id="cvw"/>
                <constraint firstAttribute="bottom" secondItem="st" secondAttribute="bottom" constant="16" id="edge"/>
              </constraints>
            </scrollView>
          </subviews>
          <viewLayoutGuide key="safeArea" id="g"/>
          <constraints>
            <constraint firstItem="sv" firstAttribute="top" secondItem="g" secondAttribute="top" id="svt"/>
            <constraint firstItem="sv" firstAttribute="leading" secondItem="g" secondAttribute="leading" id="svl"/>
            <constraint firstItem="g" firstAttribute="trailing" secondItem="sv" secondAttribute="trailing" id="svr"/>
            <constraint firstItem="g" firstAttribute="bottom" secondItem="sv" secondAttribute="bottom" id="svb"/>
          </constraints>
        """)

    @Test func aScrollViewsEdgeToAViewInsideItsContentViewSizesTheContent() throws {
        // The import writes the constraint on the stack, naming the scroll view by its id.
        let text = try Self.screen(Self.scrollEdgeToStack).specText(file: "ScrollEdge.xib")
        #expect(text.contains("bottom: sv - 16"), "\(text)")
        let findings = try Self.lint(Self.scrollEdgeToStack, name: "ScrollEdge.xib")
        #expect(findings.filter { $0.rule.hasPrefix("layout-") }.isEmpty, "\(findings.map(\.message))")
        // Without the stack's own size (the tall view's height gone, nothing else pushes) there is
        // nothing to scroll: the content keeps the frame, and that is no conflict either.
        let open = Self.scrollEdgeToStack.replacingOccurrences(of: "<constraint firstAttribute=\"height\" constant=\"900\" id=\"tlh\"/>", with: "")
        #expect(open != Self.scrollEdgeToStack)
        let openFindings = try Self.lint(open, name: "ScrollEdgeOpen.xib")
        #expect(openFindings.filter { $0.rule == "layout-conflict" }.isEmpty, "\(openFindings.map(\.message))")
    }
}

