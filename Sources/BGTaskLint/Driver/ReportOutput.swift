#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--format` and `--output`: which `Reporter` renders the findings and where the report goes.
///
/// Kept apart from `Command.lint` so that the pipeline only hands over its findings; the
/// summary line and the exit status do not depend on the format.
extension Command {
    /// Renders `diagnostics` in the chosen format to stdout or the `--output` file. Returns
    /// false, having said why on stderr, when the file cannot be written (exit status 2).
    func writeReport(_ diagnostics: [Diagnostic], options: CommandLineOptions, filesChecked: Int) -> Bool {
        let format = Reporters.reporter(named: options.format) ?? TextFormat.self
        let input = ReportInput(
            diagnostics: diagnostics,
            // Every rule, not only those selected: a result's `ruleIndex` must always resolve.
            rules: RuleRegistry.all.map { $0.metadata },
            filesChecked: filesChecked,
            toolVersion: Command.version,
            // Colour codes belong on a terminal, never in a file.
            useColor: useColor && options.outputPath == nil)
        let report = format.init().render(input)
        guard let path = options.outputPath else {
            writeOutput(report)
            return true
        }
        if let reason = ReportFile.write(report, to: path) {
            writeError("bgtask-lint: error: \(TextReporter.sanitize(path)): \(reason)\n")
            return false
        }
        return true
    }

    /// Whether the text report should be coloured: standard output is a terminal, `NO_COLOR`
    /// is unset or empty (https://no-color.org) and `TERM` is not `dumb`.
    public static func colorWanted(isTerminal: Bool = isatty(STDOUT_FILENO) == 1,
                                   environment: [String: String]) -> Bool {
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}

/// Writes a report file with plain POSIX calls, so a failure has the system's own reason
/// ("Permission denied", "No such file or directory") rather than Foundation's prose.
enum ReportFile {
    /// Returns nil on success, else why the file could not be written.
    static func write(_ text: String, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var failure: String?
        Array(text.utf8).withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    // A signal interrupting the write is no failure: write the rest.
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }
}

/// The C `write(2)`, out of reach inside `ReportFile`, whose own `write` hides it.
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

extension CommandLineOptions {
    /// The `--format` value, checked: an unknown name is a usage error listing the formats.
    static func reportFormat(_ name: String) throws(UsageError) -> String {
        guard Reporters.reporter(named: name) != nil else {
            throw UsageError(description: "unknown format '\(name)' (formats: \(Reporters.names))")
        }
        return name
    }

    /// One line per format for `--help`.
    static var formatHelp: String {
        Reporters.all.map { "  \($0.name.padding(12))\($0.summary)" }.joined(separator: "\n")
    }
}

private extension String {
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(1, width - count))
    }
}
