import Reporters
import ScreenModel
import SpecDecoder

/// Reads a file and decodes it, turning either failure into the `InputError` a report shows.
enum InputFile {
    static func decode<T>(_ path: String, _ decode: ([UInt8]) throws(SpecError) -> T) -> Result<T, InputError> {
        read(path).flatMap { Self.decode(path, bytes: $0, decode) }
    }

    static func read(_ path: String) -> Result<[UInt8], InputError> {
        do {
            return .success(try FileIO.read(path))
        } catch {
            return .failure(failure(path, error))
        }
    }

    /// A file that could not be opened or read, reported at its start.
    static func failure(_ path: String, _ error: FileIO.Failure) -> InputError {
        InputError(file: path, location: SourceLocation(line: 1, column: 1), message: error.message)
    }

    /// A spec that could not be decoded, where and why.
    static func failure(_ path: String, _ error: SpecError) -> InputError {
        InputError(file: path, location: error.location, message: error.message, snippet: error.snippet)
    }

    /// Decodes bytes already read from `path`.
    static func decode<T>(_ path: String, bytes: [UInt8], _ decode: ([UInt8]) throws(SpecError) -> T) -> Result<T, InputError> {
        do {
            return .success(try decode(bytes))
        } catch {
            return .failure(failure(path, error))
        }
    }
}
