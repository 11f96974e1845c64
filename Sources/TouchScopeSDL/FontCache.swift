import CSDL2
import Foundation

/// Open SDL_ttf fonts of an ordered list of font files ("faces"), one per integer pixel size.
///
/// Sizes are rounded to whole pixels (at least 1) so measuring and drawing always use the very
/// same `TTF_Font`. Each character is drawn with the first face that has a glyph for it (the
/// first face when none has), so Latin text uses the Latin font and CJK falls back to the CJK
/// font. Fonts are closed when the cache goes away.
final class FontCache {
    /// The bundled fonts, in fallback order: a file named here brings along the others that sit
    /// in the same folder (see ``faces(for:)``).
    static let bundledFontNames = ["DejaVuSans.ttf", AssetLocator.fontFileName]

    let urls: [URL]
    private var fonts: [Int: [OpaquePointer]] = [:]

    /// Opens every file once at a small size to fail early on a missing or broken font.
    init(urls: [URL]) throws {
        try SDLLibrary.initialiseRendering()
        guard !urls.isEmpty else { throw SDLError("no font files given") }
        for url in urls where !FileManager.default.fileExists(atPath: url.path) {
            throw SDLError("font file not found: \(url.path)")
        }
        self.urls = urls
        _ = try faces(size: 12)
    }

    deinit {
        for faces in fonts.values { for font in faces { TTF_CloseFont(font) } }
    }

    /// The faces to use for `url`: a bundled font brings all bundled fonts present beside it,
    /// in ``bundledFontNames`` order; any other file is used alone.
    static func faces(for url: URL) -> [URL] {
        guard bundledFontNames.contains(url.lastPathComponent) else { return [url] }
        let folder = url.deletingLastPathComponent()
        let present = bundledFontNames.map { folder.appendingPathComponent($0) }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        return present.isEmpty ? [url] : present
    }

    /// The integer pixel size used for a requested size.
    static func pixelSize(_ size: Double) -> Int {
        guard size.isFinite else { return 1 }
        return max(1, min(1000, Int(size.rounded())))
    }

    /// Every face at `size` pixels (rounded), opened on first use.
    func faces(size: Double) throws -> [OpaquePointer] {
        let px = Self.pixelSize(size)
        if let faces = fonts[px] { return faces }
        var opened: [OpaquePointer] = []
        for url in urls {
            guard let font = TTF_OpenFont(url.path, Int32(px)) else {
                let error = SDLError.last("TTF_OpenFont(\(url.lastPathComponent), \(px)) failed")
                for font in opened { TTF_CloseFont(font) }
                throw error
            }
            opened.append(font)
        }
        fonts[px] = opened
        return opened
    }

    /// `text` split into runs drawn with one face each, positioned on a common baseline.
    func layout(_ text: String, size: Double) throws -> TextRunLayout {
        let faces = try faces(size: size)
        var runs: [(text: String, face: Int)] = []
        for scalar in text.unicodeScalars {
            let face: Int
            if let current = runs.last, Self.continuesRun(scalar) {
                face = current.face
            } else {
                face = faces.firstIndex { TTF_GlyphIsProvided32($0, scalar.value) != 0 } ?? 0
            }
            if runs.last?.face == face {
                runs[runs.count - 1].text.unicodeScalars.append(scalar)
            } else {
                runs.append((String(scalar), face))
            }
        }
        let usedFaces = runs.isEmpty ? [0] : Array(Set(runs.map(\.face))).sorted()
        let baseline = usedFaces.map { TTF_FontAscent(faces[$0]) }.max() ?? 0
        var layoutRuns: [TextRunLayout.Run] = []
        var x: Int32 = 0
        for run in runs {
            let font = faces[run.face]
            var w: Int32 = 0, h: Int32 = 0
            guard TTF_SizeUTF8(font, run.text, &w, &h) == 0 else { throw SDLError.last("TTF_SizeUTF8 failed") }
            layoutRuns.append(TextRunLayout.Run(text: run.text, font: font, x: x, y: baseline - TTF_FontAscent(font)))
            x += w
        }
        let height = usedFaces.map { baseline - TTF_FontAscent(faces[$0]) + TTF_FontHeight(faces[$0]) }.max() ?? 0
        return TextRunLayout(runs: layoutRuns, width: x, height: height)
    }

    /// Whether `scalar` stays in the current run whatever its font (spaces, combining marks,
    /// joiners, variation selectors), so runs do not break inside words or clusters.
    private static func continuesRun(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
        default: return scalar.properties.isVariationSelector
        }
    }
}
