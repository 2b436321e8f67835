// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "bgtask-lint",
    products: [
        .executable(name: "bgtask-lint", targets: ["bgtask-lint"]),
        .library(name: "BGTaskLint", targets: ["BGTaskLint"]),
    ],
    targets: [
        .target(name: "BGTaskLint"),
        .executableTarget(name: "bgtask-lint", dependencies: ["BGTaskLint"]),
        .testTarget(name: "BGTaskLintTests", dependencies: ["BGTaskLint"]),
    ],
    swiftLanguageModes: [.v6]
)
