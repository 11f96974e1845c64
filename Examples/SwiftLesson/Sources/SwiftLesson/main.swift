// `swift run` in this folder: builds TouchScope (two folders up) if needed and opens this
// package's Lesson.swift in its window. The lesson is compiled here too, so the editor checks it;
// the window compiles it again itself, to reload it on every save.
import Foundation

_ = scene.title   // the lesson declares `scene`, as every Swift scene does

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
let lesson = here.appendingPathComponent("Lesson.swift").path
let root = here.appendingPathComponent("../../../..").standardizedFileURL.path
let process = Process()
process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
// `./play FILE` sets up what is missing, builds the release binary and opens FILE.
process.arguments = ["bash", "\(root)/play", lesson] + CommandLine.arguments.dropFirst()
do {
    try process.run()
    process.waitUntilExit()
    exit(process.terminationStatus)
} catch {
    FileHandle.standardError.write(Data("SwiftLesson: cannot run \(root)/play: \(error)\n".utf8))
    exit(1)
}
