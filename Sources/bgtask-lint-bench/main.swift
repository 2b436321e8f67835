import Foundation

// bgtask-lint-bench: a benchmark of the real bgtask-lint binary. Depends on Foundation only.

let usage = """
usage: bgtask-lint-bench generate DIR --files N [--seed S] [--api-share X] [--dense] [...]
       bgtask-lint-bench run [--tool PATH] [--runs 10] [--warmup 2] [--json] PATH...
       bgtask-lint-bench linearity DIR [--files 500] [--factors 1,4,16] [--runs 3] [--warmup 1] [--json] [...]

generate   write a deterministic synthetic Swift corpus (same seed, same bytes)
run        time cat, an in-process read loop and bgtask-lint on the *.swift files under PATH...
linearity  generate corpora of --files x each factor under DIR and report bgtask-lint's time per MB

`bgtask-lint-bench COMMAND --help` lists a command's options.
"""

func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

func progressLine(_ text: String) {
    if isatty(2) != 0 { standardError("\r\u{1B}[K\(text)") }
}

struct LinearityOptions {
    var generator = GeneratorOptions()
    var runner = RunnerOptions()
    var factors = [1, 4, 16]

    static let usage = """
    usage: bgtask-lint-bench linearity DIR [options]

    Generates DIR/x1, DIR/x4, DIR/x16 (--files times each factor, same seed and shares, so the
    mix of file kinds per MB is the same), runs each, and reports bgtask-lint's time per MB and
    its growth relative to the smallest corpus. Linear means a flat ms/MB column.

      --files N              files of the 1x corpus (default 500)
      --factors A,B,...      sizes relative to --files (default 1,4,16)
      --runs N, --warmup N   as for run (default 3 and 1)
      --tool PATH, --tool-arg ARG, --tool-input MODE, --json   as for run
      --seed, --api-share, --dense, --long-share, --long-lines, --generated-share, --table-entries
                             as for generate
    """

    static func parse(_ arguments: [String]) throws -> LinearityOptions {
        var options = LinearityOptions()
        options.runner.runs = 3
        options.runner.warmup = 1
        options.generator.files = 500
        var generatorArguments: [String] = []
        var runnerArguments: [String] = []
        var i = 0
        let generatorValued: Set<String> = ["--files", "--seed", "--api-share", "--long-share", "--long-lines", "--generated-share", "--table-entries"]
        let runnerValued: Set<String> = ["--tool", "--runs", "--warmup", "--tool-input", "--tool-arg"]
        var directory: String?
        while i < arguments.count {
            let argument = arguments[i]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            let hasInline = argument.contains("=") && argument.hasPrefix("--")
            if name == "--factors" {
                let text = hasInline ? String(argument.dropFirst("--factors=".count)) : (i + 1 < arguments.count ? arguments[i + 1] : "")
                if !hasInline { i += 1 }
                let factors = text.split(separator: ",").compactMap { Int($0) }
                guard !factors.isEmpty, factors.allSatisfy({ $0 >= 1 }) else { throw UsageError("--factors: positive integers, comma-separated") }
                options.factors = factors
            } else if generatorValued.contains(name) || argument == "--dense" {
                generatorArguments.append(argument)
                if argument != "--dense", !hasInline, i + 1 < arguments.count { i += 1; generatorArguments.append(arguments[i]) }
            } else if runnerValued.contains(name) || argument == "--json" {
                runnerArguments.append(argument)
                if argument != "--json", !hasInline, i + 1 < arguments.count { i += 1; runnerArguments.append(arguments[i]) }
            } else if argument == "-h" || argument == "--help" {
                throw UsageError(nil)
            } else if argument.hasPrefix("-") {
                throw UsageError("unknown option \(argument)")
            } else {
                guard directory == nil else { throw UsageError("give exactly one DIR") }
                directory = argument
            }
            i += 1
        }
        guard let directory else { throw UsageError("give a DIR for the corpora") }
        // --files=N is not understood by the generator's parser: normalise.
        generatorArguments = generatorArguments.flatMap { argument -> [String] in
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                return [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
            }
            return [argument]
        }
        if !generatorArguments.contains("--files") { generatorArguments += ["--files", "500"] }
        options.generator = try GeneratorOptions.parse(generatorArguments + [directory])
        var runner = try RunnerOptions.parse(["--runs", "3", "--warmup", "1"] + runnerArguments + [directory])
        runner.paths = []
        options.runner = runner
        return options
    }
}

func runLinearity(_ options: LinearityOptions) throws {
    let machine = Machine.current()
    var rows: [(factor: Int, measurement: Measurement)] = []
    for factor in options.factors {
        var generator = options.generator
        generator.directory = "\(options.generator.directory)/x\(factor)"
        generator.files = options.generator.files * factor
        generator.force = true
        progressLine("generating \(generator.directory) (\(generator.files) files)")
        _ = try CorpusGenerator(options: generator).generate()
        var runner = options.runner
        runner.paths = [generator.directory]
        let m = try measure(runner) { progressLine("x\(factor): \($0)") }
        rows.append((factor, m))
    }
    progressLine("")
    guard let base = rows.first else { return }
    func perMB(_ seconds: Double, _ bytes: Int) -> Double { seconds / max(Double(bytes) / 1_000_000, 1e-9) * 1000 }
    let baseToolPerMB = perMB(base.measurement.tool.median, base.measurement.size.bytes)
    if options.runner.json {
        let object: [String: Any] = [
            "version": 1,
            "machine": ["system": machine.system, "cores": machine.cores, "cpu": machine.cpu],
            "corpora": rows.map { row -> [String: Any] in
                var object = jsonObject(row.measurement, machine: machine)
                object["factor"] = row.factor
                object["toolMillisecondsPerMegabyteRelativeToFirst"] = perMB(row.measurement.tool.median, row.measurement.size.bytes) / max(baseToolPerMB, 1e-12)
                return object
            },
        ]
        print(try jsonText(object), terminator: "")
        return
    }
    print("bgtask-lint-bench linearity: \(machine.system), \(machine.cores) cores; \(options.runner.runs) runs after \(options.runner.warmup) warm-up each")
    print("tool: " + ([base.measurement.toolCommand.first ?? "?", "--quiet"] + options.runner.toolArguments).joined(separator: " ")
        + " (input: \(options.runner.toolInput))\n")
    print(["size", "files", "MB", "lines", "tool median", "tool ms/MB", "vs 1st", "CPU ms/MB", "cat ms/MB", "tool/cat", "peak RSS"]
        .enumerated().map { $0.offset == 0 ? $0.element.padding(toLength: 6, withPad: " ", startingAt: 0) : String(repeating: " ", count: max(0, 12 - $0.element.count)) + $0.element }
        .joined(separator: " "))
    for row in rows {
        let m = row.measurement
        let toolPerMB = perMB(m.tool.median, m.size.bytes)
        let cells = [
            "\(row.factor)x".padding(toLength: 6, withPad: " ", startingAt: 0),
            grouped(m.size.files), String(format: "%.1f", Double(m.size.bytes) / 1e6), grouped(m.size.lines),
            String(format: "%.3f s", m.tool.median), String(format: "%.2f", toolPerMB),
            String(format: "%.2fx", toolPerMB / max(baseToolPerMB, 1e-12)),
            String(format: "%.2f", perMB(Series.median(m.toolCPU), m.size.bytes)),
            String(format: "%.3f", perMB(m.cat.median, m.size.bytes)), String(format: "%.2fx", Series.median(m.ratios)),
            String(format: "%.1f MB", Series.median(m.toolRSS.map(Double.init)) / 1e6),
        ]
        print(cells.enumerated().map { $0.offset == 0 ? $0.element : String(repeating: " ", count: max(0, 12 - $0.element.count)) + $0.element }
            .joined(separator: " "))
    }
    print("\nLinear: 'tool ms/MB' stays flat ('vs 1st' near 1.00x) as the corpus grows 1x → \(options.factors.last ?? 1)x."
        + " On a shared machine 'CPU ms/MB' (the tool's user+sys time) is the steadier column.")
}

func main() -> Int32 {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let command = arguments.first else {
        standardError(usage + "\n")
        return 2
    }
    let rest = Array(arguments.dropFirst())
    do {
        switch command {
        case "generate":
            do {
                let options = try GeneratorOptions.parse(rest)
                let summary = try CorpusGenerator(options: options).generate()
                print("wrote \(grouped(summary.files)) Swift files, \(String(format: "%.1f", Double(summary.bytes) / 1e6)) MB, "
                    + "\(grouped(summary.lines)) lines to \(options.directory) (seed \(options.seed))")
                print("kinds: " + summary.kinds.map { "\($0.0) \($0.1)" }.joined(separator: ", "))
                print("misuses written: " + summary.expectedRules.filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }.joined(separator: ", "))
            } catch let error as UsageError where error.message == nil {
                print(GeneratorOptions.usage)
                return 0
            }
        case "run":
            do {
                let options = try RunnerOptions.parse(rest)
                let m = try measure(options) { progressLine($0) }
                progressLine("")
                let machine = Machine.current()
                print(options.json ? try jsonText(jsonObject(m, machine: machine)) : textReport(m, machine: machine), terminator: "")
                if let path = options.jsonOutput {
                    try Data(try jsonText(jsonObject(m, machine: machine)).utf8).write(to: URL(fileURLWithPath: path))
                }
                if m.toolExitStatuses.contains(where: { $0 > 1 }) { return 1 }
            } catch let error as UsageError where error.message == nil {
                print(RunnerOptions.usage)
                return 0
            }
        case "linearity":
            do {
                try runLinearity(try LinearityOptions.parse(rest))
            } catch let error as UsageError where error.message == nil {
                print(LinearityOptions.usage)
                return 0
            }
        case "-h", "--help", "help":
            print(usage)
        default:
            standardError("bgtask-lint-bench: unknown command '\(command)'\n\n" + usage + "\n")
            return 2
        }
    } catch let error as UsageError {
        standardError("bgtask-lint-bench: error: \(error.message ?? "usage")\n")
        return 2
    } catch {
        standardError("bgtask-lint-bench: error: \(error)\n")
        return 2
    }
    return 0
}

exit(main())
