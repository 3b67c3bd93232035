import ArgumentParser
import InsetLintKit
import Reporters

struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Print the screen specs of a storyboard or xib, to explain, render, edit or keep as YAML.",
        discussion: "One spec per view controller scene (per container chain it is reached through), or per xib whose "
            + "File's Owner has a view outlet; documents are separated by ---, and each belongs in a .screen.yaml file "
            + "of its own. View ids are the file's object ids."
    )

    @Argument(help: "A .storyboard or .xib file.")
    var file: String

    @Option(help: "Only the screen with this name, scene id or view controller id.")
    var screen: String?

    func run() throws {
        switch InterfaceBuilderFiles.load(file) {
        case .failure(let error):
            printError(TextReporter.render(LintReport(findings: [], errors: [error], files: 1, screens: 0)).dropLast().description)
            throw ExitCode(ExitStatus.inputError)
        case .success(let contents):
            let screens = InterfaceBuilderFiles.screens(of: contents, named: screen)
            guard !screens.isEmpty else {
                let names = contents.screens.map(\.spec.screen)
                printError("\(file): " + (screen.map { "no screen named '\($0)'; " } ?? "no screens; ")
                           + (names.isEmpty ? "the file has none" : "its screens: " + names.joined(separator: ", ")))
                throw ExitCode(screen == nil ? ExitStatus.clean : ExitStatus.usage)
            }
            print(InterfaceBuilderFiles.convert(screens, file: file), terminator: "")
        }
    }
}
