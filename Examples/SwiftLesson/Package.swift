// swift-tools-version:6.0
// A Swift lesson as a package of its own: open it in Xcode (or any editor with SourceKit-LSP)
// for completion and errors as you type, and `swift run` to open it in the TouchScope window.
import Foundation
import PackageDescription

// TouchScope is this repository, two folders up; SwiftPM names a path dependency after its
// folder, whatever the clone is called.
let touchScope = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../..").standardizedFileURL
let touchScopeIdentity = touchScope.lastPathComponent.lowercased()

let package = Package(
    name: "SwiftLesson",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        .executableTarget(
            name: "SwiftLesson",
            dependencies: [.product(name: "TouchKit", package: touchScopeIdentity)],
            path: "Sources/SwiftLesson"
        ),
    ]
)
