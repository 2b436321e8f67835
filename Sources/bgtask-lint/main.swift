import BGTaskLint
#if canImport(FoundationEssentials)
import FoundationEssentials // ProcessInfo
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The executable only wires the command to the process: stdout, stderr and the exit code.
// No Foundation here or in the library (FoundationEssentials where it exists): loading
// Foundation and ICU cost every run about 5 ms before any work.
var command = Command(
    writeOutput: { StandardStreams.write($0, to: 1) },
    writeError: { StandardStreams.write($0, to: 2) },
    readStandardInput: { StandardStreams.readAll(from: 0) }
)
command.useColor = Command.colorWanted(environment: ProcessInfo.processInfo.environment)
command.keepsMemoryUntilExit = true
exit(command.run(Array(CommandLine.arguments.dropFirst())).rawValue)
