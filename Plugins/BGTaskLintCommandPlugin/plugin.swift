import Foundation
import PackagePlugin

/// `swift package bgtask-lint [--target NAME ...] [bgtask-lint options]`: lints the package's
/// targets on demand (in CI, or before a commit) without adding the build plugin to them. Each
/// target is one module, so each is linted in its own run, as the build plugin does.
@main
struct BGTaskLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let options = extractor.remainingArguments
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let tool = try context.tool(named: "bgtask-lint").url
        var worst: Int32 = 0
        for target in targets {
            guard let module = target.sourceModule else { continue }
            let files = module.sourceFiles(withSuffix: "swift").map { $0.url.path(percentEncoded: false) }
            guard !files.isEmpty else { continue }
            let process = Process()
            process.executableURL = tool
            process.arguments = options + ["--no-project-index", "--"] + files
            try process.run()
            process.waitUntilExit()
            worst = max(worst, process.terminationStatus)
        }
        switch worst {
        case 0: break
        case 1: throw Failure(description: "bgtask-lint found failing issues")
        default: throw Failure(description: "bgtask-lint could not check every file (exit \(worst))")
        }
    }
}

/// A failed run: thrown so that `swift package bgtask-lint` exits non-zero.
struct Failure: Error, CustomStringConvertible {
    var description: String
}
