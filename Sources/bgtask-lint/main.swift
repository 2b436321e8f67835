import BGTaskLint
import Foundation

// The executable only wires the command to the process: stdout, stderr and the exit code.
var command = Command(
    writeOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    writeError: { text in FileHandle.standardError.write(Data(text.utf8)) },
    readStandardInput: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) }
)
command.useColor = Command.colorWanted(environment: ProcessInfo.processInfo.environment)
command.keepsMemoryUntilExit = true
exit(command.run(Array(CommandLine.arguments.dropFirst())).rawValue)
