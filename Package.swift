// swift-tools-version:6.0
import PackageDescription

// One module per stage: C shim → YAML reader → model (+ decoder) → inset engine → rules →
// reporters → driver → thin CLI. Only CLibYAML and YAMLReader see yaml.h; IB files go
// XMLReader → IBDecoder → the same model.
let package = Package(
    name: "InsetLint",
    platforms: [.macOS(.v15)],   // Synchronization (Atomic, Mutex) for parallel linting
    products: [
        .executable(name: "insetlint", targets: ["insetlint"]),
        // `swift package plugin insetlint`: lint from an app's package without installing anything.
        .plugin(name: "InsetLintPlugin", targets: ["InsetLintPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CLibYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // SHA-256 and HMAC from the system's OpenSSL: the result cache's identity of a file's bytes.
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl@3"])]
        ),
        .target(name: "YAMLReader", dependencies: ["CLibYAML"]),
        .target(name: "ScreenModel"),
        // Interface Builder files: a byte-level XML reader with exact positions, then the mapping
        // of scenes and xib views onto screen specs.
        .target(name: "XMLReader"),
        .target(name: "IBDecoder", dependencies: ["XMLReader", "ScreenModel"]),
        .target(name: "SpecDecoder", dependencies: ["YAMLReader", "ScreenModel"]),
        // Auto Layout's arithmetic: a Cassowary-family simplex with lexicographic priorities. Pure.
        .target(name: "LayoutSolver"),
        .target(name: "InsetEngine", dependencies: ["ScreenModel", "LayoutSolver"]),
        .target(name: "LintRules", dependencies: ["ScreenModel", "InsetEngine", "SpecDecoder"]),
        .target(name: "Reporters", dependencies: ["ScreenModel", "InsetEngine", "LintRules"]),
        // Pure: resolved layouts + findings → SVG pictures and the self-contained HTML report.
        .target(name: "Rendering", dependencies: ["ScreenModel", "InsetEngine", "LintRules", "Reporters"]),
        .target(name: "InsetLintKit", dependencies: ["CCrypto", "YAMLReader", "SpecDecoder", "IBDecoder", "InsetEngine", "LintRules", "Reporters", "Rendering"]),
        // libFuzzer target over every stage (scripts/fuzz); a plain build is a corpus replayer.
        .executableTarget(name: "insetlint-fuzz", dependencies: ["InsetLintKit", "YAMLReader", "IBDecoder", "Rendering"]),
        .executableTarget(
            name: "insetlint",
            dependencies: [
                "InsetLintKit",
                "IBDecoder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "InsetLintPlugin",
            capability: .command(intent: .custom(verb: "insetlint", description: "Lint the package's screen specs with insetlint")),
            dependencies: ["insetlint"]
        ),
        .testTarget(name: "YAMLReaderTests", dependencies: ["YAMLReader"]),
        .testTarget(name: "XMLReaderTests", dependencies: ["XMLReader"]),
        .testTarget(name: "IBDecoderTests", dependencies: ["IBDecoder", "XMLReader", "ScreenModel", "SpecDecoder", "InsetLintKit", "LintRules"],
                    exclude: ["Fixtures"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "SpecDecoderTests", dependencies: ["SpecDecoder"]),
        .testTarget(name: "InsetEngineTests", dependencies: ["InsetEngine", "SpecDecoder"]),
        .testTarget(name: "LintRulesTests", dependencies: ["LintRules", "SpecDecoder", "InsetEngine"]),
        .testTarget(name: "ReportersTests", dependencies: ["Reporters"], resources: [.copy("Golden"), .copy("Fixtures")]),
        .testTarget(name: "RenderingTests", dependencies: ["Rendering", "SpecDecoder", "InsetEngine", "LintRules", "ScreenModel"],
                    resources: [.copy("Golden")]),
        .testTarget(name: "InsetLintKitTests", dependencies: ["InsetLintKit", "InsetEngine", "LintRules", "Reporters", "ScreenModel"]),
        // Runs the built `insetlint` binary: exit codes, formats, the bundled examples.
        .testTarget(name: "CLITests", dependencies: ["insetlint", "Rendering"], exclude: ["BadInput"],
                    resources: [.copy("Golden")]),
    ]
)
