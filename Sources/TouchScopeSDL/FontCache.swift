import CSDL2
import Foundation

/// Open SDL_ttf fonts of an ordered list of font files ("faces"), one per integer pixel size.
///
/// Sizes are rounded to whole pixels (at least 1) so measuring and drawing always use the very
/// same `TTF_Font`. Each character is drawn with the first face that has a glyph for it (the
/// first face when none has), so Latin text uses the Latin font and CJK falls back to the CJK
/// font.
///
/// At most ``maxSizes`` sizes are open at once: opening another closes the least recently used
/// one (each size holds every face and SDL_ttf's glyph bitmaps at that size, which grow with
/// the square of the size). Zoom and text scale ask for new sizes all the time (26 in a
/// 300,000-event window soak), so without the bound every size ever drawn stayed open. The
/// faces returned are valid until the next call that opens a size; every caller uses them at
/// once. Fonts are closed when the cache goes away.
final class FontCache {
    /// The most sizes kept open: more than a frame draws (panel, overlays and the canvas's
    /// labels at one zoom use a handful), so only sizes no longer drawn are closed.
    static let maxSizes = 16

    /// The bundled fonts, in fallback order: a file named here brings along the others that sit
    /// in the same folder (see ``faces(for:)``).
    static let bundledFontNames = ["DejaVuSans.ttf", AssetLocator.fontFileName]

    let urls: [URL]
    private var fonts: [Int: (faces: [OpaquePointer], lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0
    let maxSizes: Int

    /// Opens every file once at a small size to fail early on a missing or broken font.
    init(urls: [URL], maxSizes: Int = FontCache.maxSizes) throws {
        try SDLLibrary.initialiseRendering()
        guard !urls.isEmpty else { throw SDLError("no font files given") }
        for url in urls where !FileManager.default.fileExists(atPath: url.path) {
            throw SDLError("font file not found: \(url.path)")
        }
        self.urls = urls
        self.maxSizes = max(1, maxSizes)
        _ = try faces(size: 12)
    }

    deinit {
        for entry in fonts.values { for font in entry.faces { TTF_CloseFont(font) } }
    }

    /// The pixel sizes open now.
    var openSizes: Set<Int> { Set(fonts.keys) }

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

    /// Every face at `size` pixels (rounded), opened on first use (closing the least recently
    /// used size when ``maxSizes`` are open).
    func faces(size: Double) throws -> [OpaquePointer] {
        let px = Self.pixelSize(size)
        clock += 1
        if let entry = fonts[px] {
            fonts[px]?.lastUse = clock
            return entry.faces
        }
        var opened: [OpaquePointer] = []
        for url in urls {
            guard let font = TTF_OpenFont(url.path, Int32(px)) else {
                let error = SDLError.last("TTF_OpenFont(\(url.lastPathComponent), \(px)) failed")
                for font in opened { TTF_CloseFont(font) }
                throw error
            }
            opened.append(font)
        }
        while fonts.count >= maxSizes, let oldest = fonts.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            for font in oldest.value.faces { TTF_CloseFont(font) }
            fonts.removeValue(forKey: oldest.key)
        }
        fonts[px] = (opened, clock)
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
