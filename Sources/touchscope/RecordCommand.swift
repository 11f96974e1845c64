import ArgumentParser
import Foundation
import TouchScopeCore
import TouchScopeScenes
import TouchScopeSDL
import TouchScopeUI

/// `touchscope record`: the scene's playback, frame for frame what the window shows (captions,
/// the animated dispatch), encoded by ffmpeg into an MP4 or a GIF.
struct RecordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Record the scene's playback (its script with captions and the animated dispatch) as a video.",
        discussion: "Plays the script as Space does in the window, on a clock of --fps frames a second, and pipes every frame to ffmpeg (which must be installed: scripts/setup --test installs it)."
    )

    @Argument(help: "The scene: a scene file (.yaml or .swift) or a view hierarchy dump (recursiveDescription text or Sentry JSON, imported in memory).") var scene: String
    @Option(help: "The video to write: .mp4 or .gif.") var out: String
    @Option(help: "The frame size in pixels.") var size: SizeArgument = SizeArgument(width: 1280, height: 800)
    @Option(help: "Frames per second.") var fps: Int = 30
    @Option(help: "The interface and caption language: en or zh.") var lang: Language = .en
    @Option(help: "Playback speed: 0.25, 0.5, 1 or 2.") var speed: Double = 1
    @Flag(help: "Presenter mode (the canvas fills the frame).") var present = false
    @Option(name: .customLong("max-seconds"), help: "Stop after this many seconds of video.") var maxSeconds: Double = 600

    func validate() throws {
        let ext = (out as NSString).pathExtension.lowercased()
        guard ext == "mp4" || ext == "gif" else { throw ValidationError("--out must end in .mp4 or .gif, not '\(out)'") }
        guard (1...60).contains(fps) else { throw ValidationError("--fps must be from 1 to 60") }
        guard PlaybackSpeed(rawValue: speed) != nil else { throw ValidationError("--speed must be 0.25, 0.5, 1 or 2") }
        guard size.width % 2 == 0, size.height % 2 == 0 else { throw ValidationError("--size must be even in both directions (video encoders need it)") }
    }

    func run() throws {
        let document = try loadSceneOrExit(scene)
        guard let ffmpeg = Self.which("ffmpeg") else {
            printError("touchscope: record needs ffmpeg, which is not installed (apt-get install ffmpeg, brew install ffmpeg, or scripts/setup --test)")
            throw ExitCode(1)
        }
        let renderer = try HeadlessRenderer(fontURL: AssetLocator.fontURL())
        let playground = Playground()
        playground.show(document)
        playground.language = lang
        if present { playground.perform(.togglePresenter) }
        while playground.speed.rawValue != speed { playground.perform(.cycleSpeed) }
        let (w, h) = (size.width, size.height)
        _ = playground.layout(width: Double(w), height: Double(h), uiScale: 1)
        var arguments = ["-hide_banner", "-loglevel", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba",
                         "-s", "\(w)x\(h)", "-r", "\(fps)", "-i", "-"]
        if out.lowercased().hasSuffix(".gif") {
            arguments += ["-vf", "split[a][b];[a]palettegen[p];[b][p]paletteuse", out]
        } else {
            arguments += ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart", out]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardInput = pipe
        try process.run()
        let frame = 1.0 / Double(fps)
        var t = 0.0
        playground.advanceTime(to: t)
        playground.handle(.character(" "))
        var frames = 0
        // A second of the finished picture at the end.
        var tail = fps
        while tail > 0, Double(frames) * frame < maxSeconds {
            t += frame
            playground.advanceTime(to: t)
            let list = playground.displayList(width: w, height: h, uiScale: 1, measurer: renderer.measurer)
            let image = try renderer.render(list)
            pipe.fileHandleForWriting.write(Data(image.pixels))
            frames += 1
            if playground.playbackStatus == .finished || playground.playbackStatus == nil { tail -= 1 }
        }
        try pipe.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            printError("touchscope: ffmpeg failed (exit \(process.terminationStatus)) writing \(out)")
            throw ExitCode(1)
        }
        print("\(out): \(frames) frames, \(w)x\(h), \(fps) fps")
    }

    static func which(_ tool: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(tool)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
