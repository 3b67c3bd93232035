import InsetEngine
import ScreenModel

/// `insetlint devices`: the catalog with each number's source (UIKIT.md §1, §11 D2).
public enum DeviceReporter {
    public static func text(_ devices: [Device]) -> String {
        var rows = [["id", "points", "portrait insets", "landscape insets", "status bar", "landscape width", "kind", "confidence", "also", "source"]]
        for d in devices {
            rows.append([
                d.id,
                "\(formatPoints(d.size.width))×\(formatPoints(d.size.height))",
                compact(d.safeAreaInsets(.portrait)),
                compact(d.safeAreaInsets(.landscapeLeft)),
                formatPoints(d.statusBarHeight),
                d.isRegularWidth(.landscapeLeft) ? "regular" : "compact",
                d.kind.rawValue,
                d.confidence,
                d.aliases.joined(separator: ","),
                d.source,
            ])
        }
        let widths = (0..<rows[0].count - 1).map { col in rows.map { $0[col].count }.max()! }
        return rows.map { row in
            row.enumerated().map { i, cell in i < widths.count ? cell.padding(widths[i]) : cell }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    static func compact(_ i: Insets) -> String {
        "(\(formatPoints(i.top)),\(formatPoints(i.left)),\(formatPoints(i.bottom)),\(formatPoints(i.right)))"
    }

    public static func json(_ devices: [Device]) -> String {
        JSON.array(devices.map { d in
            .object([
                ("id", .string(d.id)),
                ("name", .string(d.name)),
                ("aliases", .array(d.aliases.map(JSON.string))),
                ("kind", .string(d.kind.rawValue)),
                ("width", .number(d.size.width)),
                ("height", .number(d.size.height)),
                ("portraitInsets", ExplainReporter.insets(d.safeAreaInsets(.portrait))),
                ("landscapeInsets", ExplainReporter.insets(d.safeAreaInsets(.landscapeLeft))),
                ("statusBarHeight", .number(d.statusBarHeight)),
                ("regularWidthInLandscape", .bool(d.regularWidthInLandscape)),
                ("source", .string(d.source)),
                ("confidence", .string(d.confidence)),
            ])
        }).rendered()
    }
}
