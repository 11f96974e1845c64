import TouchScopeCore
import TouchScopeScenes

/// The coverage-guided fuzz targets (libFuzzer) and their replay tool.
///
/// One binary, four targets, chosen by `TOUCHSCOPE_FUZZ_TARGET`: `scene` (the scene loader, then
/// the built scene's own script), `script` (the script parser, run against scene 01's tree),
/// `recursiveDescription` and `sentry` (the two importers, then the built scene). A target
/// must never crash, hang or blow up memory on any input: bad input is a located error.
///
/// Built for fuzzing (`scripts/fuzz`), `FUZZING` is defined and libFuzzer supplies `main`.
/// Built normally, this is a replay tool: `touchscope-fuzz TARGET FILE...` runs each file once
/// through the target (how a crash the fuzzer found is reproduced and pinned as a test).
enum FuzzTargets {
    enum Target: String, CaseIterable {
        case scene, script, recursiveDescription, sentry
    }

    /// A small scene the `script` target runs its scripts on.
    static let scriptScene: SceneDocument? = {
        let yaml = """
        title: Fuzz
        window:
          subviews:
            - id: card
              frame: [20, 100, 350, 300]
              color: "#34C759"
              touches: handle
              gestures:
                - {id: cardTap, type: tap, action: tapped, target: controller}
              controller: {id: controller, implements: [tapped, buy]}
              subviews:
                - id: buy
                  kind: button
                  frame: [20, 20, 120, 44]
                  actions:
                    - {on: touchUpInside, action: buy, target: controller}
        """
        return try? SceneParser.parse(yaml, path: "fuzz.yaml")
    }()

    static func run(_ target: Target, _ bytes: UnsafeBufferPointer<UInt8>) {
        // Only UTF-8 reaches the parsers (the file loaders refuse anything else first).
        guard let text = String(validating: bytes, as: UTF8.self) else { return }
        switch target {
        case .scene:
            guard let doc = try? SceneParser.parse(text, path: "fuzz.yaml") else { return }
            _ = SceneTrace.run(doc)
        case .script:
            guard let steps = try? SceneParser.parseScript(text, path: "fuzz-script.yaml"), let scene = scriptScene else { return }
            _ = SceneTrace.run(scene, steps: steps)
        case .recursiveDescription, .sentry:
            let format: HierarchyFormat = target == .sentry ? .sentry : .recursiveDescription
            guard let result = try? HierarchyImport.importText(text, path: "fuzz-dump", format: format) else { return }
            let scene = SceneBuilder.build(result.document)
            _ = scene.application.hitTest(screenPoint: Point(x: scene.canvas.width / 2, y: scene.canvas.height / 2))
        }
    }
}

#if FUZZING
import func Foundation.getenv

nonisolated(unsafe) private var selected: FuzzTargets.Target?

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    if selected == nil {
        let name = getenv("TOUCHSCOPE_FUZZ_TARGET").map { String(cString: $0) } ?? "scene"
        selected = FuzzTargets.Target(rawValue: name) ?? .scene
    }
    guard let target = selected else { return 0 }
    FuzzTargets.run(target, UnsafeBufferPointer(start: data, count: size))
    return 0
}

/// libFuzzer's driver, for a program that has its own `main` (`FuzzerInterface.h`).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The executable's entry point as SwiftPM links it (`main` is defined as this symbol), handing
/// over to libFuzzer's driver.
@_cdecl("touchscope_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, { data, size in fuzzOneInput(data, size) })
}
#else
import Foundation

@main
struct FuzzReplay {
    static func main() {
        let args = Array(CommandLine.arguments.dropFirst())
        guard let first = args.first, let target = FuzzTargets.Target(rawValue: first), args.count > 1 else {
            let names = FuzzTargets.Target.allCases.map(\.rawValue).joined(separator: "|")
            if FuzzTargets.scriptScene == nil { FileHandle.standardError.write(Data("touchscope-fuzz: the script target's scene does not load\n".utf8)) }
            FileHandle.standardError.write(Data("usage: touchscope-fuzz \(names) FILE...\n".utf8))
            exit(64)
        }
        if target == .script && FuzzTargets.scriptScene == nil {
            FileHandle.standardError.write(Data("touchscope-fuzz: the script target's scene does not load\n".utf8))
            exit(70)
        }
        for path in args.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("touchscope-fuzz: cannot read \(path)\n".utf8))
                exit(66)
            }
            data.withUnsafeBytes { raw in FuzzTargets.run(target, raw.bindMemory(to: UInt8.self)) }
            print("\(path): ok")
        }
    }
}
#endif
