import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct RunnerOptions {
    var tool: String?
    var runs = 10
    var warmup = 2
    var json = false
    var jsonOutput: String?
    /// `files-from` (default): the list in a file; `paths`: the paths as given (the tool walks).
    var toolInput = "files-from"
    var toolArguments: [String] = []
    var paths: [String] = []

    static let usage = """
    usage: bgtask-lint-bench run [options] PATH...

      --tool PATH            bgtask-lint to measure (default: next to this executable, else on PATH)
      --runs N               measured runs of each measurement (default 10)
      --warmup N             unmeasured runs first, to warm the page cache (default 2)
      --tool-input MODE      files-from (default: bgtask-lint --quiet --files-from LIST, the same
                             files cat reads) or paths (bgtask-lint --quiet PATH..., the tool walks)
      --tool-arg ARG         one more argument for the tool (repeatable), e.g. --tool-arg=--no-project-index
      --json                 print a JSON document instead of the table
      --json-output FILE     print the table and also write the JSON document to FILE
    """

    static func parse(_ arguments: [String]) throws -> RunnerOptions {
        var options = RunnerOptions()
        var i = 0
        func value(_ name: String) throws -> String {
            i += 1
            guard i < arguments.count else { throw UsageError("\(name) needs a value") }
            return arguments[i]
        }
        while i < arguments.count {
            var argument = arguments[i]
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
            }
            func next() throws -> String { try inlineValue ?? value(argument) }
            switch argument {
            case "--tool": options.tool = try next()
            case "--runs":
                guard let runs = Int(try next()), runs >= 1 else { throw UsageError("--runs must be at least 1") }
                options.runs = runs
            case "--warmup":
                guard let warmup = Int(try next()), warmup >= 0 else { throw UsageError("--warmup must be at least 0") }
                options.warmup = warmup
            case "--tool-input":
                options.toolInput = try next()
                guard ["files-from", "paths"].contains(options.toolInput) else { throw UsageError("--tool-input: files-from or paths") }
            case "--tool-arg": options.toolArguments.append(try next())
            case "--json": options.json = true
            case "--json-output": options.jsonOutput = try next()
            case "-h", "--help": throw UsageError(nil)
            default:
                if argument.hasPrefix("-") { throw UsageError("unknown option \(argument)") }
                options.paths.append(arguments[i])
            }
            i += 1
        }
        guard !options.paths.isEmpty else { throw UsageError("give at least one PATH") }
        return options
    }
}

/// The *.swift files under `paths`, as bgtask-lint's discovery finds them: hidden folders and
/// .build, .swiftpm, Pods, Carthage, DerivedData, node_modules skipped; symbolic links to folders
/// not followed; links to regular files followed; each folder's files sorted.
func collectSwiftFiles(_ paths: [String]) throws -> [String] {
    let skipped: Set<String> = [".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules"]
    let manager = FileManager.default
    var result: [String] = []
    var seen: Set<String> = []
    func isRegular(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
    for path in paths {
        var info = stat()
        guard stat(path, &info) == 0 else { throw UsageError("\(path): no such file or directory") }
        if (info.st_mode & S_IFMT) != S_IFDIR {
            if isRegular(path), seen.insert(path).inserted { result.append(path) }
            continue
        }
        var found: [String] = []
        var pending = [path]
        while let folder = pending.popLast() {
            guard let entries = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries {
                let child = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
                var linkInfo = stat()
                guard lstat(child, &linkInfo) == 0 else { continue }
                switch linkInfo.st_mode & S_IFMT {
                case S_IFDIR:
                    if !entry.hasPrefix("."), !skipped.contains(entry) { pending.append(child) }
                case S_IFREG where entry.hasSuffix(".swift"):
                    found.append(child)
                case S_IFLNK where entry.hasSuffix(".swift"):
                    if isRegular(child) { found.append(child) }
                default:
                    continue
                }
            }
        }
        for file in found.sorted() where seen.insert(file).inserted { result.append(file) }
    }
    return result
}

struct CorpusSize {
    var files = 0
    var bytes = 0
    var lines = 0
}

/// Reads every file once with open/read into one reused buffer; returns bytes and lines.
/// This is the "plain read loop" measurement and also how the corpus is sized.
func readLoop(_ files: [String], countLines: Bool) -> CorpusSize {
    var size = CorpusSize()
    let capacity = 1 << 20
    let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 16)
    defer { buffer.deallocate() }
    for file in files {
        let fd = open(file, O_RDONLY)
        guard fd >= 0 else { continue }
        size.files += 1
        var last: UInt8 = 10
        var fileBytes = 0
        while true {
            let count = read(fd, buffer, capacity)
            if count <= 0 { break }
            fileBytes += count
            if countLines {
                let bytes = buffer.assumingMemoryBound(to: UInt8.self)
                for i in 0..<count where bytes[i] == 10 { size.lines += 1 }
                last = bytes[count - 1]
            }
        }
        if countLines, fileBytes > 0, last != 10 { size.lines += 1 }
        size.bytes += fileBytes
        close(fd)
    }
    return size
}

struct Series {
    var seconds: [Double] = []
    var median: Double { Series.median(seconds) }
    var min: Double { seconds.min() ?? 0 }
    var max: Double { seconds.max() ?? 0 }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

struct Measurement {
    var size = CorpusSize()
    var paths: [String] = []
    var toolCommand: [String] = []
    var catBatches = 0
    var cat = Series()
    var readLoop = Series()
    var tool = Series()
    var toolRSS: [Int] = []
    var toolCPU: [Double] = []
    var ratios: [Double] = []
    var toolExitStatuses: Set<Int32> = []
    var toolStderr = ""
    var runs = 0
    var warmup = 0
    var loadAverageBefore = ""
    var loadAverageAfter = ""
}

func loadAverage() -> String {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "?" }
    return text.split(separator: " ").prefix(3).joined(separator: " ")
}

/// Runs the three measurements, interleaved: each run does cat, the read loop and the tool
/// back to back (order reversed on odd runs, so drift on a shared machine hits both sides of a
/// pair alike), and the tool/cat ratio is taken per run, then its median.
func measure(_ options: RunnerOptions, progress: (String) -> Void) throws -> Measurement {
    guard let tool = options.tool ?? findExecutable("bgtask-lint") else {
        throw UsageError("bgtask-lint not found next to this executable or on PATH: give --tool PATH")
    }
    guard FileManager.default.isExecutableFile(atPath: tool) else { throw UsageError("\(tool) is not executable") }
    let files = try collectSwiftFiles(options.paths)
    guard !files.isEmpty else { throw UsageError("no *.swift files under \(options.paths.joined(separator: " "))") }

    var result = Measurement()
    result.paths = options.paths
    result.runs = options.runs
    result.warmup = options.warmup
    result.size = readLoop(files, countLines: true)

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("bgtask-lint-bench-\(getpid())").path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    let listPath = scratch + "/files.list"
    var list = Data()
    for file in files { list.append(contentsOf: Array(file.utf8) + [0]) }
    try list.write(to: URL(fileURLWithPath: listPath))
    let stderrPath = scratch + "/tool.stderr"

    var toolArguments = ["--quiet"] + options.toolArguments
    toolArguments += options.toolInput == "files-from" ? ["--files-from", listPath] : options.paths
    result.toolCommand = [tool] + toolArguments
    let batches = argumentBatches(files)
    result.catBatches = batches.count

    func runCat() throws -> Double {
        let start = now()
        for batch in batches {
            let child = try spawnAndWait("/bin/cat", batch)
            guard child.exitStatus == 0 else { throw UsageError("/bin/cat failed with status \(child.exitStatus)") }
        }
        return now() - start
    }
    func runRead() -> Double {
        let start = now()
        _ = readLoop(files, countLines: false)
        return now() - start
    }
    func runTool() throws -> ChildResult {
        let child = try spawnAndWait(tool, toolArguments, stderrPath: stderrPath)
        if child.signal != 0 { throw UsageError("\(tool) killed by signal \(child.signal)") }
        return child
    }

    result.loadAverageBefore = loadAverage()
    for i in 0..<options.warmup {
        progress("warm-up \(i + 1)/\(options.warmup)")
        _ = try runCat()
        _ = runRead()
        _ = try runTool()
    }
    for i in 0..<options.runs {
        progress("run \(i + 1)/\(options.runs)")
        var catSeconds = 0.0
        var child: ChildResult
        if i % 2 == 0 {
            catSeconds = try runCat()
            result.readLoop.seconds.append(runRead())
            child = try runTool()
        } else {
            child = try runTool()
            result.readLoop.seconds.append(runRead())
            catSeconds = try runCat()
        }
        result.cat.seconds.append(catSeconds)
        result.tool.seconds.append(child.seconds)
        result.toolRSS.append(child.maxRSSBytes)
        result.toolCPU.append(child.cpuSeconds)
        result.ratios.append(child.seconds / max(catSeconds, 1e-9))
        result.toolExitStatuses.insert(child.exitStatus)
    }
    result.loadAverageAfter = loadAverage()
    if result.toolExitStatuses.contains(where: { $0 > 1 }) {
        result.toolStderr = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
    }
    return result
}
