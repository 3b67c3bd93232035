import InsetEngine
import ScreenModel

/// `insetlint devices`: the catalog with each number's source (UIKIT.md §1, §11 D2).
public enum DeviceReporter {
    public static func text(_ devices: [Device]) -> String {
        var rows = [["id", "points", "portrait insets", "landscape insets", "kind", "confidence", "also", "source"]]
        for d in devices {
            let landscapeSide = d.hasHousing ? d.top : 0
            let landscapeTop = d.isPhone ? 0 : d.top
            rows.append([
                d.id,
                "\(formatPoints(d.size.width))×\(formatPoints(d.size.height))",
                "(\(formatPoints(d.top)),0,\(formatPoints(d.bottom)),0)",
                "(\(formatPoints(landscapeTop)),\(formatPoints(landscapeSide)),\(formatPoints(d.landscapeBottom)),\(formatPoints(landscapeSide)))",
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

    public static func json(_ devices: [Device]) -> String {
        JSON.array(devices.map { d in
            .object([
                ("id", .string(d.id)),
                ("name", .string(d.name)),
                ("aliases", .array(d.aliases.map(JSON.string))),
                ("kind", .string(d.kind.rawValue)),
                ("width", .number(d.size.width)),
                ("height", .number(d.size.height)),
                ("portraitInsets", .object([("top", .number(d.top)), ("left", .number(0)), ("bottom", .number(d.bottom)), ("right", .number(0))])),
                ("landscapeInsets", .object([("top", .number(d.isPhone ? 0 : d.top)), ("left", .number(d.hasHousing ? d.top : 0)),
                                             ("bottom", .number(d.landscapeBottom)), ("right", .number(d.hasHousing ? d.top : 0))])),
                ("regularWidthInLandscape", .bool(d.regularWidthInLandscape)),
                ("source", .string(d.source)),
                ("confidence", .string(d.confidence)),
            ])
        }).rendered()
    }
}
