// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "bgtask-lint",
    products: [
        .executable(name: "bgtask-lint", targets: ["bgtask-lint"]),
        .library(name: "BGTaskLint", targets: ["BGTaskLint"]),
        .plugin(name: "BGTaskLintBuildPlugin", targets: ["BGTaskLintBuildPlugin"]),
        .plugin(name: "BGTaskLintCommandPlugin", targets: ["BGTaskLintCommandPlugin"]),
    ],
    targets: [
        .target(name: "BGTaskLint"),
        .executableTarget(name: "bgtask-lint", dependencies: ["BGTaskLint"]),
        // Benchmark of the real binary (issue 5): Foundation only, not the library; `swift run -c release bgtask-lint-bench`.
        .executableTarget(name: "bgtask-lint-bench"),
        .testTarget(name: "BGTaskLintTests", dependencies: ["BGTaskLint"]),
        // `swift build` / Xcode: lint a target's Swift files as part of its build.
        .plugin(name: "BGTaskLintBuildPlugin", capability: .buildTool(), dependencies: ["bgtask-lint"]),
        // `swift package bgtask-lint [--target NAME] [options]`: lint the package's targets.
        .plugin(
            name: "BGTaskLintCommandPlugin",
            capability: .command(intent: .custom(
                verb: "bgtask-lint", description: "Find misuse of iOS background-task APIs in the package's targets")),
            dependencies: ["bgtask-lint"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
