import Foundation
@testable import BGTaskLint

/// Finds and runs the fixtures under `Fixtures/`.
enum FixtureSupport {
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// A unit analysed on its own: one fixture file, or every file of a `*.module` folder.
    struct Unit {
        var name: String
        var files: [SourceFile]
    }

    static func units() -> [Unit] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var singles: [String] = []
        var modules: [String: [String]] = [:]
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = url.path
            if let moduleRange = path.range(of: ".module/") {
                modules[String(path[..<moduleRange.lowerBound]) + ".module", default: []].append(path)
            } else {
                singles.append(path)
            }
        }
        var units = singles.sorted().map { Unit(name: relative($0), files: [load($0)]) }
        for (module, paths) in modules.sorted(by: { $0.key < $1.key }) {
            units.append(Unit(name: relative(module), files: paths.sorted().map(load)))
        }
        return units
    }

    static func relative(_ path: String) -> String {
        path.hasPrefix(root.path) ? String(path.dropFirst(root.path.count + 1)) : path
    }

    static func load(_ path: String) -> SourceFile {
        SourceFile(path: path, bytes: [UInt8](FileManager.default.contents(atPath: path) ?? Data()))
    }

    static var implementedRules: Set<String> { Set(RuleRegistry.all.map { $0.metadata.id }) }

    /// Lints a unit and compares each file with its expectations; returns mismatches.
    static func mismatches(_ unit: Unit) -> [String] {
        let diagnostics = Linter().lint(unit.files)
        var problems: [String] = []
        for file in unit.files {
            let expected: [Expectation]
            do {
                expected = try ExpectationParser.parse(file)
            } catch {
                problems.append("\(relative(file.path)): malformed expectation: \(error)")
                continue
            }
            let actual = diagnostics.filter { $0.path == file.path }
            problems += ExpectationMatcher.mismatches(expected: expected, actual: actual, checkedRules: implementedRules)
                .map { "\(relative(file.path)): \($0)" }
        }
        return problems
    }
}
