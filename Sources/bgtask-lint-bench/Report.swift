import Foundation

struct Machine {
    var cores = ProcessInfo.processInfo.activeProcessorCount
    var system = ""
    var cpu = ""
    var memoryBytes = ProcessInfo.processInfo.physicalMemory

    static func current() -> Machine {
        var machine = Machine()
        var name = utsname()
        uname(&name)
        func field<T>(_ value: T) -> String {
            withUnsafeBytes(of: value) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        machine.system = "\(field(name.sysname)) \(field(name.release)) \(field(name.machine))"
        if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
           let colon = line.firstIndex(of: ":") {
            machine.cpu = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return machine
    }
}

private func megabytes(_ bytes: Int) -> Double { Double(bytes) / 1_000_000 }

private func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }

/// 1234567 → "1,234,567".
func grouped(_ value: Int) -> String {
    let digits = String(value)
    var out = ""
    for (i, c) in digits.enumerated() {
        if i > 0, (digits.count - i) % 3 == 0 { out += "," }
        out.append(c)
    }
    return out
}

private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

func exitStatusMeaning(_ statuses: Set<Int32>) -> String {
    statuses.sorted().map { status in
        switch status {
        case 0: return "0 (clean)"
        case 1: return "1 (findings)"
        case 2: return "2 (usage or file errors!)"
        default: return "\(status)"
        }
    }.joined(separator: ", ")
}

func textReport(_ m: Measurement, machine: Machine) -> String {
    let mb = megabytes(m.size.bytes)
    var out = "bgtask-lint-bench run: \(grouped(m.size.files)) Swift files, \(fixed(mb, 1)) MB, \(grouped(m.size.lines)) lines"
    out += " under \(m.paths.joined(separator: " "))\n"
    out += "machine: \(machine.system), \(machine.cores) cores\(machine.cpu.isEmpty ? "" : " (\(machine.cpu))"), "
    out += "\(fixed(Double(machine.memoryBytes) / 1e9, 1)) GB; load average \(m.loadAverageBefore) before, \(m.loadAverageAfter) after\n"
    out += "tool: \(m.toolCommand.joined(separator: " ")); exit status \(exitStatusMeaning(m.toolExitStatuses))\n"
    out += "\(m.runs) runs after \(m.warmup) warm-up, interleaved (cat, read, tool; reversed every other run); "
    out += "cat in \(m.catBatches) batch\(m.catBatches == 1 ? "" : "es") under ARG_MAX\n\n"
    let header = [pad("measurement", 24), pad("median", 10, right: true), pad("min", 10, right: true), pad("max", 10, right: true),
                  pad("MB/s", 10, right: true), pad("lines/s", 13, right: true)]
    out += header.joined(separator: " ") + "\n"
    for (name, series) in [("cat (/bin/cat)", m.cat), ("read loop (in-process)", m.readLoop), ("bgtask-lint --quiet", m.tool)] {
        let median = max(series.median, 1e-9)
        let row = [pad(name, 24), pad(fixed(series.median, 3) + " s", 10, right: true), pad(fixed(series.min, 3) + " s", 10, right: true),
                   pad(fixed(series.max, 3) + " s", 10, right: true), pad(fixed(mb / median, 1), 10, right: true),
                   pad(grouped(Int(Double(m.size.lines) / median)), 13, right: true)]
        out += row.joined(separator: " ") + "\n"
    }
    let rss = m.toolRSS.map(Double.init)
    let cpu = Series.median(m.toolCPU)
    out += "\nbgtask-lint peak RSS: median \(fixed(megabytes(Int(Series.median(rss))), 1)) MB, max \(fixed(megabytes(m.toolRSS.max() ?? 0), 1)) MB"
    out += " (\(fixed(Series.median(rss) / Double(max(m.size.bytes, 1)), 1))x the corpus)\n"
    out += "bgtask-lint CPU (user+sys): median \(fixed(cpu, 3)) s = \(fixed(cpu / max(m.tool.median, 1e-9), 2)) cores busy on average\n"
    out += "bgtask-lint time per MB: \(fixed(m.tool.median / max(mb, 1e-9) * 1000, 2)) ms/MB\n"
    out += "paired ratio bgtask-lint / cat: median \(fixed(Series.median(m.ratios), 2))x (min \(fixed(m.ratios.min() ?? 0, 2))x, max \(fixed(m.ratios.max() ?? 0, 2))x)\n"
    if !m.toolStderr.isEmpty {
        out += "\nbgtask-lint stderr (last run):\n" + m.toolStderr.split(separator: "\n").prefix(10).joined(separator: "\n") + "\n"
    }
    return out
}

func seriesJSON(_ series: Series, bytes: Int, lines: Int) -> [String: Any] {
    let median = max(series.median, 1e-9)
    return ["medianSeconds": series.median, "minSeconds": series.min, "maxSeconds": series.max, "seconds": series.seconds,
            "megabytesPerSecond": megabytes(bytes) / median, "linesPerSecond": Double(lines) / median]
}

func jsonObject(_ m: Measurement, machine: Machine) -> [String: Any] {
    [
        "version": 1,
        "corpus": ["paths": m.paths, "files": m.size.files, "bytes": m.size.bytes, "lines": m.size.lines],
        "machine": ["system": machine.system, "cores": machine.cores, "cpu": machine.cpu, "memoryBytes": machine.memoryBytes,
                    "loadAverageBefore": m.loadAverageBefore, "loadAverageAfter": m.loadAverageAfter],
        "runs": m.runs,
        "warmup": m.warmup,
        "tool": ["command": m.toolCommand, "exitStatuses": m.toolExitStatuses.sorted().map(Int.init)],
        "cat": seriesJSON(m.cat, bytes: m.size.bytes, lines: m.size.lines).merging(["batches": m.catBatches]) { $1 },
        "readLoop": seriesJSON(m.readLoop, bytes: m.size.bytes, lines: m.size.lines),
        "bgtaskLint": seriesJSON(m.tool, bytes: m.size.bytes, lines: m.size.lines).merging([
            "peakRSSBytes": m.toolRSS, "peakRSSBytesMedian": Series.median(m.toolRSS.map(Double.init)),
            "peakRSSBytesMax": m.toolRSS.max() ?? 0,
            "cpuSeconds": m.toolCPU, "cpuSecondsMedian": Series.median(m.toolCPU),
            "millisecondsPerMegabyte": m.tool.median / max(megabytes(m.size.bytes), 1e-9) * 1000,
        ]) { $1 },
        "ratioToolOverCat": ["median": Series.median(m.ratios), "min": m.ratios.min() ?? 0, "max": m.ratios.max() ?? 0, "perRun": m.ratios],
    ]
}

func jsonText(_ object: Any) throws -> String {
    let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    return String(decoding: data, as: UTF8.self) + "\n"
}
