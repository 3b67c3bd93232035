import IBDecoder
import Reporters
import ScreenModel

/// Storyboards and xibs: reading one into screens, and `insetlint convert`.
public enum InterfaceBuilderFiles {
    public static let extensions = [".storyboard", ".xib"]

    public static func isInterfaceBuilderName(_ path: String) -> Bool {
        extensions.contains { path.hasSuffix($0) }
    }

    /// The file's screens, or why it could not be read (located in the XML).
    public static func load(_ path: String) -> Result<IBFile, InputError> {
        InputFile.read(path).flatMap { bytes in
            do throws(IBError) {
                return .success(try IBDecoder.decode(bytes))
            } catch {
                return .failure(InputError(file: path, location: error.location, message: error.message))
            }
        }
    }

    /// The screens `name` picks: by screen name, scene id or view controller id; every screen
    /// when `name` is nil.
    public static func screens(of file: IBFile, named name: String?) -> [IBScreen] {
        guard let name else { return file.screens }
        return file.screens.filter { screen in
            screen.spec.screen == name || screen.sceneID == name || screen.controllerID == name
                || screen.spec.screen.hasPrefix(name + " (")   // a scene reached through several chains
        }
    }

    /// `insetlint convert`: the spec text of each screen, separated by YAML document markers
    /// (each belongs in a `.screen.yaml` file of its own).
    public static func convert(_ screens: [IBScreen], file: String) -> String {
        screens.map { $0.specText(file: file) }.joined(separator: "---\n")
    }
}
