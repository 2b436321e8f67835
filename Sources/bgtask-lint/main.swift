import BGTaskLint
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The executable only wires the command to the process: stdout, stderr and the exit code.
// No Foundation here or in the library (FoundationEssentials where it exists): loading
// Foundation and ICU cost every run about 5 ms before any work.
let closedStreams = StandardStreams.reserveClosedStreams()
/// The first failure writing the report or other output to stdout: the run then fails (exit 2)
/// rather than pass for a report nobody received.
final class OutputFailure {
    var reason: String?
}
let outputFailure = OutputFailure()
var command = Command(
    writeOutput: { text in
        // Nothing to write is nothing lost: a clean run's text report passes on a closed stdout.
        guard outputFailure.reason == nil, !text.isEmpty else { return }
        if closedStreams.output {
            outputFailure.reason = "it is closed"
        } else if !StandardStreams.write(text, to: 1) {
            outputFailure.reason = String(cString: strerror(errno))
        }
    },
    writeError: { StandardStreams.write($0, to: 2) },
    readStandardInput: {
        closedStreams.input ? .failure(.unreadable("standard input is closed")) : StandardStreams.readAll(from: 0)
    }
)
// The two variables read with `getenv`: `ProcessInfo`'s environment, a dictionary of every
// variable built on first use, was a quarter of the process's start-up (about 1 ms).
let colorVariables = ["NO_COLOR", "TERM"].reduce(into: [String: String]()) { variables, name in
    variables[name] = getenv(name).map { String(cString: $0) }
}
command.useColor = Command.colorWanted(environment: colorVariables)
command.keepsMemoryUntilExit = true
var status = command.run(Array(CommandLine.arguments.dropFirst()))
if let reason = outputFailure.reason {
    StandardStreams.write("bgtask-lint: error: cannot write to standard output: \(reason)\n", to: 2)
    status = .failure
}
exit(status.rawValue)
