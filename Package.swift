// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The linker flag that exports an executable's symbols (Linux; macOS exports them already), so a
/// Swift scene compiled at run time binds to this program's TouchKit.
let exportDynamic: [LinkerSetting] = [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))]

/// The model, the scenes, the picture, the app's logic and the SDL side are compiled with
/// optimization in debug builds too: the test suites spend most of their time drawing every
/// scene's picture, and unoptimized Swift draws them about six times slower. (Release builds
/// are optimized anyway.) To step through them in a debugger, build with TOUCHSCOPE_ONONE=1 in
/// the environment.
let optimizedInDebug: [SwiftSetting] = ProcessInfo.processInfo.environment["TOUCHSCOPE_ONONE"] == "1"
    ? [] : [.unsafeFlags(["-O"], .when(configuration: .debug))]

let package = Package(
    name: "TouchScope",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "touchscope", targets: ["touchscope"]),
        .library(name: "TouchScopeCore", targets: ["TouchScopeCore"]),
        // UIKit's shapes for Swift scenes (`import TouchKit`): subclass View, override hitTest.
        .library(name: "TouchKit", targets: ["TouchKit"]),
        .library(name: "TouchScopeScenes", targets: ["TouchScopeScenes"]),
        .library(name: "TouchScopeUI", targets: ["TouchScopeUI"]),
        .library(name: "TouchScopeSDL", targets: ["TouchScopeSDL"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // The model of UIKit's event handling: no SDL, no file I/O, no wall clock, no globals.
        .target(name: "TouchScopeCore", swiftSettings: optimizedInDebug),
        // The library Swift scenes are written against: the core's UIKit shapes plus UIKit's
        // initialisers, target-action with closures, the Scene entry point and the recursion guard.
        .target(name: "TouchKit", dependencies: ["TouchScopeCore"]),
        // Scene files (YAML, and Swift compiled against TouchKit) -> scene model -> view tree;
        // scripts; trace formats.
        // Import/uikit-classes.txt is data (how UIKit's classes behave for touches), compiled in.
        .target(name: "TouchScopeScenes", dependencies: ["TouchScopeCore", "TouchKit", "Yams"],
                resources: [.embedInCode("Import/uikit-classes.txt")], swiftSettings: optimizedInDebug),
        // The playground's state and its picture as a display list (pure, testable headless).
        .target(name: "TouchScopeUI", dependencies: ["TouchScopeCore", "TouchScopeScenes", "CLineBreak"], swiftSettings: optimizedInDebug),
        // ICU's line breaking (UAX #14) behind one C function, as SDL is used (Linux: libicu-dev;
        // macOS asks ICU through CoreFoundation's line-break tokenizer instead, see
        // UnicodeLineBreaks.swift).
        .target(name: "CLineBreak", path: "Sources/CLineBreak",
                linkerSettings: [.linkedLibrary("icuuc", .when(platforms: [.linux]))]),
        // The window's logic without the window: scene library, load and hot reload, JSON log.
        .target(name: "TouchScopeApp", dependencies: ["TouchScopeCore", "TouchScopeScenes", "TouchScopeUI"], swiftSettings: optimizedInDebug),
        // The C boundary: SDL2 and SDL2_ttf / SDL2_image behind a tiny shim header.
        .systemLibrary(
            name: "CSDL2",
            path: "Sources/CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"]), .brew(["sdl2", "sdl2_ttf", "sdl2_image"])]
        ),
        // The only module that imports SDL: window, input conversion, drawing, PNG.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // When X11 stamped a pointer event (read from SDL's raw window-system events), kept apart
        // so X11's names never reach a Swift module.
        .target(name: "CInputTime", path: "Sources/CInputTime"),
        .target(name: "TouchScopeSDL", dependencies: ["CSDL2", "CZlib", "CInputTime", "TouchScopeCore", "TouchScopeScenes", "TouchScopeUI"],
                swiftSettings: optimizedInDebug),
        .executableTarget(
            name: "touchscope",
            dependencies: [
                "TouchScopeCore", "TouchScopeScenes", "TouchScopeUI", "TouchScopeSDL", "TouchScopeApp",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Swift scenes are compiled into libraries that take TouchKit from this program: its
            // symbols must be exported (ELF executables export none by default).
            linkerSettings: exportDynamic
        ),
        // Shared by the test suites only (a seeded random generator, the sweeps' sample); no product
        // exposes it.
        .target(name: "TouchScopeTestSupport"),
        // libFuzzer targets (scene loader, script runner, both importers) and their replay tool;
        // `scripts/fuzz` builds them with -sanitize=fuzzer,address and -DFUZZING.
        .executableTarget(name: "touchscope-fuzz", dependencies: ["TouchScopeCore", "TouchScopeScenes"]),
        .testTarget(name: "TouchScopeCoreTests", dependencies: ["TouchScopeCore", "TouchScopeTestSupport"]),
        .testTarget(name: "TouchScopeScenesTests", dependencies: ["TouchScopeScenes", "TouchScopeCore", "TouchKit", "TouchScopeTestSupport", "Yams"],
                    exclude: ["BrokenScenes", "Pastes"], linkerSettings: exportDynamic),
        // Robustness: hostile scene files, property-based dispatch, hot reload under abuse, soak.
        .testTarget(name: "TouchScopeAppTests", dependencies: [
            "TouchScopeApp", "TouchScopeUI", "TouchScopeScenes", "TouchScopeCore", "TouchScopeTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ], exclude: ["wrong-type-accepted.txt"]),
        .testTarget(name: "TouchScopeUITests", dependencies: ["TouchScopeUI", "TouchScopeScenes", "TouchScopeCore", "TouchScopeTestSupport"]),
        // Drives the real window under Xvfb with xdotool (needs the built `touchscope`).
        .testTarget(name: "TouchScopeEndToEndTests", dependencies: ["touchscope", "TouchScopeTestSupport"]),
        .testTarget(name: "TouchScopeSDLTests", dependencies: ["TouchScopeSDL", "TouchScopeUI", "TouchScopeScenes", "TouchScopeCore",
                                                           "TouchScopeTestSupport"],
                    exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
