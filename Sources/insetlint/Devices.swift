import ArgumentParser
import InsetEngine
import Reporters

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "devices", abstract: "Print the device catalog with each number's source.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "text or json.")
    var format: Format = .text

    func run() throws {
        switch format {
        case .text: try printOutput(DeviceReporter.text(DeviceCatalog.all))
        case .json: try printOutput(DeviceReporter.json(DeviceCatalog.all))
        }
    }
}
