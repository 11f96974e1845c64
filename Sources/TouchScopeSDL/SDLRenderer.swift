import CSDL2
import TouchScopeCore
import TouchScopeUI

/// Executes a ``DisplayList`` on an `SDL_Renderer`.
///
/// The list is always drawn into an offscreen ARGB8888 "frame" texture of the list's size and
/// then copied 1:1 to the renderer's default target (a window or a surface). The window and the
/// headless path therefore run the very same code into the very same pixel format, and with the
/// software renderer they give identical pixels.
///
/// Coordinates are pixels; rectangle edges are rounded to whole pixels (see ``PixelRect``).
/// Group opacity draws the group into its own transparent target texture and composites it as
/// one layer; because SDL's blend mode leaves premultiplied colour in a transparent texture, the
/// layer is composited as premultiplied "over" (one custom-blend pass where the renderer
/// supports it, else three standard passes), so translucent children are not darkened.
/// A group at opacity 1 draws straight into its parent (the same picture); at opacity 0 it is
/// skipped.
public final class SDLRenderer {
    /// One open group.
    private enum Layer {
        case texture(OpaquePointer, opacity: UInt8)
        case passthrough
        case hidden
    }

    /// The `SDL_Renderer*` this draws on (not owned).
    public let renderer: OpaquePointer
    /// The measurer whose fonts the text is drawn with.
    public let measurer: SDLTextMeasurer
    private let textCache: TextTextureCache

    private var frame: OpaquePointer?
    private var frameSize = (width: 0, height: 0)
    private var frameIsOpaque = true
    /// The most translucent groups drawn as layers of their own, nested. Each layer is a
    /// window-sized texture, so this bounds memory (about 110 MB at 1280x900) whatever a scene
    /// nests. Groups deeper than this draw straight into the nearest layer and lose their own
    /// opacity (by then the subtree is mostly faded anyway: 0.9 to the 24th is 0.08).
    public static let maxLayerDepth = 24

    private var layerPool: [OpaquePointer] = []
    /// Per pooled layer texture: the part that may hold pixels from its last use (cleared on
    /// its next use; nil when it is all transparent). Only that part is cleared and composited,
    /// so a small translucent view costs its own size, not the window's.
    private var poolDirty: [PixelRect?] = []
    /// Per open layer: the part drawn into so far (nil: nothing yet; always nil for
    /// passthrough and hidden layers).
    private var layerDirty: [PixelRect?] = []
    private var opaqueScratch: OpaquePointer?
    private lazy var premultipliedOver: SDL_BlendMode = SDL_ComposeCustomBlendMode(
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD,
        SDL_BLENDFACTOR_ONE, SDL_BLENDFACTOR_ONE_MINUS_SRC_ALPHA, SDL_BLENDOPERATION_ADD)
    private var supportsPremultiplied: Bool?

    /// Whether frames are damage-tracked: each list is compared with the previous one drawn
    /// (``FrameDamage``) and only the tiles whose painting changed are redrawn, clipped, into
    /// the persistent frame texture; the pixels are those of a full redraw. On by default.
    public var tracksDamage = true {
        didSet { previousDamage = nil }
    }
    /// Whether the default target keeps its pixels from one `draw` to the next (an offscreen
    /// surface, or a software renderer's window surface), so only the damaged part of the frame
    /// needs copying to it. A GPU window's back buffer does not (it is swapped on present), so
    /// the whole frame is copied there.
    var targetKeepsPixels = false
    /// Whether the default target may no longer hold the last frame (not drawn yet, or a window
    /// surface that was resized, exposed or replaced): the next `draw` copies the whole frame.
    private var targetIsStale = true
    /// Where the last `draw` copied the frame to the default target: nil when it copied all of
    /// it, empty when nothing changed. What a window presenting only the damage sends on.
    private(set) var lastCopiedRects: [PixelRect]?

    /// Notes that the default target may have lost its pixels (a window surface re-created after
    /// a resize, or exposed): the next `draw` copies the whole frame to it.
    func invalidateTarget() { targetIsStale = true }
    /// What the last frame drawn was compared with the next one.
    private var previousDamage: FrameDamage?
    /// The rectangles the last `draw` redrew: nil when it redrew the whole frame.
    public private(set) var lastDamageRects: [(x: Int, y: Int, width: Int, height: Int)]?
    private var lastDamage: [PixelRect]?

    // Per-render state.
    private var clip: PixelRect?
    private var clipStack: [PixelRect?] = []
    private var layers: [Layer] = []
    private var hiddenDepth = 0

    /// A renderer drawing on `renderer` (which must outlive it) with `measurer`'s fonts.
    public init(renderer: OpaquePointer, measurer: SDLTextMeasurer, textCacheCapacity: Int = 512) {
        self.renderer = renderer
        self.measurer = measurer
        textCache = TextTextureCache(renderer: renderer, fonts: measurer.fonts, capacity: textCacheCapacity)
    }

    deinit {
        destroyTargets()
    }

    /// Draws `list` into the frame texture, then clears the default target with the list's
    /// background and copies the frame to its top-left corner. The caller presents.
    public func draw(_ list: DisplayList) throws {
        try renderFrame(list)
        guard let frame else { return }
        if targetKeepsPixels, !targetIsStale, let damage = lastDamage {
            // The target still shows the previous frame: copy only what changed.
            SDL_SetRenderTarget(renderer, nil)
            SDL_RenderSetClipRect(renderer, nil)
            SDL_SetTextureBlendMode(frame, SDL_BLENDMODE_NONE)
            SDL_SetTextureColorMod(frame, 255, 255, 255)
            SDL_SetTextureAlphaMod(frame, 255)
            for rect in damage {
                var r = rect.sdlRect
                SDL_RenderCopy(renderer, frame, &r, &r)
            }
            lastCopiedRects = damage
            return
        }
        lastCopiedRects = nil
        targetIsStale = false
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        setDrawColor(list.background)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        // The frame is copied over the whole target without blending: clearing first is only
        // needed where the target is larger than the frame.
        var outW: Int32 = 0, outH: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &outW, &outH)
        if Int(outW) > frameSize.width || Int(outH) > frameSize.height || outW <= 0 || outH <= 0 {
            SDL_RenderClear(renderer)
        }
        SDL_SetTextureBlendMode(frame, SDL_BLENDMODE_NONE)
        SDL_SetTextureColorMod(frame, 255, 255, 255)
        SDL_SetTextureAlphaMod(frame, 255)
        var dst = SDL_Rect(x: 0, y: 0, w: Int32(frameSize.width), h: Int32(frameSize.height))
        SDL_RenderCopy(renderer, frame, nil, &dst)
    }

    /// The pixels of the last frame drawn (the frame texture, before it is copied); fully opaque
    /// when the list's background is, like ``HeadlessRenderer``'s.
    public func readFrame() throws -> RGBAImage {
        guard let frame else { throw SDLError("no frame has been drawn") }
        SDL_SetRenderTarget(renderer, frame)
        defer { SDL_SetRenderTarget(renderer, nil) }
        let w = frameSize.width, h = frameSize.height
        var words = [UInt32](repeating: 0, count: w * h)
        let result = words.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(w * 4))
        }
        if result != 0 { throw SDLError.last("SDL_RenderReadPixels failed") }
        return words.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return RGBAImage(width: 0, height: 0, pixels: []) }
            return RGBAImage.fromARGB8888(base: base, width: w, height: h, pitch: w * 4, opaque: frameIsOpaque)
        }
    }

    // MARK: - Frame

    private func renderFrame(_ list: DisplayList) throws {
        guard list.width > 0, list.height > 0 else { throw SDLError("display list has no pixels (\(list.width)x\(list.height))") }
        if SDL_RenderTargetSupported(renderer) == SDL_FALSE { throw SDLError("renderer does not support target textures") }
        if frame == nil || frameSize != (list.width, list.height) {
            destroyTargets()
            frameSize = (list.width, list.height)
            frame = try makeTarget(format: SDL_PIXELFORMAT_ARGB8888)
            previousDamage = nil
        }
        guard let frame else { return }
        frameIsOpaque = list.background.alpha == 255
        let analysis = tracksDamage ? FrameDamage(list, measurer: measurer, previous: previousDamage) : nil
        let damage = analysis?.damage(since: previousDamage)
        // A frame that fails half-way leaves the texture unknown: the next one is drawn whole.
        previousDamage = nil
        lastDamage = damage
        lastDamageRects = damage?.map { (x: $0.x0, y: $0.y0, width: $0.width, height: $0.height) }
        if let damage {
            for rect in damage { try drawPass(list, into: frame, area: rect, analysis: analysis) }
        } else {
            try drawPass(list, into: frame, area: nil, analysis: nil)
        }
        SDL_SetRenderTarget(renderer, frame)
        SDL_RenderSetClipRect(renderer, nil)
        previousDamage = analysis
    }

    /// Draws `list` into the frame: all of it (`area` nil), or only inside `area`, skipping the
    /// commands (and whole clip and group ranges) `analysis` says paint nothing there.
    private func drawPass(_ list: DisplayList, into frame: OpaquePointer, area: PixelRect?, analysis: FrameDamage?) throws {
        clip = area; clipStack.removeAll(); layers.removeAll(); layerDirty.removeAll(); hiddenDepth = 0
        SDL_SetRenderTarget(renderer, frame)
        setDrawColor(list.background)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        if var rect = area?.sdlRect {
            SDL_RenderSetClipRect(renderer, nil)
            SDL_RenderFillRect(renderer, &rect)
            applyClip()
        } else {
            SDL_RenderSetClipRect(renderer, nil)
            SDL_RenderClear(renderer)
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        let commands = list.commands
        if let area, let analysis, analysis.bounds.count == commands.count {
            var i = 0
            while i < commands.count {
                if !analysis.bounds[i].intersects(area) {
                    switch analysis.kinds[i] {
                    case .draw:
                        i += 1
                        continue
                    case .push where analysis.canSkipRanges:
                        i = Int(analysis.end[i]) + 1
                        continue
                    case .push, .pop:
                        break
                    }
                }
                try execute(commands[i])
                i += 1
            }
        } else {
            for command in commands { try execute(command) }
        }
        while !layers.isEmpty { popGroup() }
    }

    private func makeTarget(format: SDL_PixelFormatEnum) throws -> OpaquePointer {
        guard let texture = SDL_CreateTexture(renderer, format.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                              Int32(frameSize.width), Int32(frameSize.height))
        else { throw SDLError.last("SDL_CreateTexture(target \(frameSize.width)x\(frameSize.height)) failed") }
        return texture
    }

    private func destroyTargets() {
        SDL_SetRenderTarget(renderer, nil)
        if let frame { SDL_DestroyTexture(frame) }
        for texture in layerPool { SDL_DestroyTexture(texture) }
        if let opaqueScratch { SDL_DestroyTexture(opaqueScratch) }
        frame = nil; layerPool.removeAll(); poolDirty.removeAll(); opaqueScratch = nil
    }

    // MARK: - Commands

    private func execute(_ command: DrawCommand) throws {
        switch command {
        case .pushClip(let rect):
            clipStack.append(clip)
            let r = PixelRect(rect)
            clip = clip.map { $0.intersection(r) } ?? r.intersection(r)
            applyClip()
            return
        case .popClip:
            guard let previous = clipStack.popLast() else { return }
            clip = previous
            applyClip()
            return
        case .pushGroup(let opacity):
            try pushGroup(opacity: opacity)
            return
        case .popGroup:
            popGroup()
            return
        default:
            break
        }
        guard hiddenDepth == 0, !(clip?.isEmpty ?? false) else { return }
        switch command {
        case .fillRect(let rect, let color):
            fill([PixelRect(rect)], color)
        case .strokeRect(let rect, let color, let width):
            fill(PixelShapes.strokeRects(PixelRect(rect), width: max(1, PixelRect.round(width))), color)
        case .dashedRect(let rect, let color, let dash):
            drawPoints(PixelShapes.dashedPoints(PixelRect(rect), dash: PixelRect.round(dash), within: visibleRect), color)
        case .line(let from, let to, let color, let width):
            drawLine(from: from, to: to, color: color, width: width)
        case .fillPolygon(let points, let color):
            fillPolygon(points.map { Point(x: Double(PixelRect.round($0.x)), y: Double(PixelRect.round($0.y))) }, color)
        case .strokePolygon(let points, let color):
            guard points.count >= 2, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
            let vertices = points.map { (x: PixelRect.round($0.x), y: PixelRect.round($0.y)) }
            drawPoints(PixelShapes.polygonOutlinePoints(vertices), color)
        case .circle(let center, let radius, let color, let filled):
            fill(PixelShapes.ringSpans(centerX: center.x, centerY: center.y, radius: radius,
                                       thickness: filled ? nil : 2), color)
        case .hatch(let rect, let color, let spacing):
            drawPoints(PixelShapes.hatchPoints(PixelRect(rect), spacing: PixelRect.round(spacing), within: visibleRect), color)
        case .text(let text, let at, let size, let color, let anchor, let maxWidth):
            drawText(text, at: at, size: size, color: color, anchor: anchor, maxWidth: maxWidth)
        case .pushClip, .popClip, .pushGroup, .popGroup:
            break
        }
    }

    /// The pixels a command can change now: the frame, cut by the current clip. Point shapes
    /// (dashes, hatching) are generated only here, so their cost follows the window's size, not
    /// the zoomed canvas's.
    private var visibleRect: PixelRect {
        let frameRect = PixelRect(x0: 0, y0: 0, x1: frameSize.width, y1: frameSize.height)
        return clip.map { frameRect.intersection($0) } ?? frameRect
    }

    /// Notes that pixels inside `rect` may have been drawn in the innermost texture layer.
    private func markDrawn(_ rect: PixelRect) {
        guard let i = layerDirty.indices.last(where: { if case .texture = layers[$0] { return true } else { return false } })
        else { return }
        let frameRect = PixelRect(x0: 0, y0: 0, x1: frameSize.width, y1: frameSize.height)
        var r = rect.intersection(frameRect)
        if let c = clip { r = r.intersection(c) }
        guard !r.isEmpty else { return }
        if let d = layerDirty[i] {
            layerDirty[i] = PixelRect(x0: min(d.x0, r.x0), y0: min(d.y0, r.y0), x1: max(d.x1, r.x1), y1: max(d.y1, r.y1))
        } else {
            layerDirty[i] = r
        }
    }

    /// The pixel bounds of points (one pixel each), grown by `margin`.
    private func bounds(of points: [(x: Int, y: Int)], margin: Int = 0) -> PixelRect? {
        guard let first = points.first else { return nil }
        var r = PixelRect(x0: first.x, y0: first.y, x1: first.x + 1, y1: first.y + 1)
        for p in points.dropFirst() {
            r.x0 = min(r.x0, p.x); r.y0 = min(r.y0, p.y); r.x1 = max(r.x1, p.x + 1); r.y1 = max(r.y1, p.y + 1)
        }
        return PixelRect(x0: r.x0 - margin, y0: r.y0 - margin, x1: r.x1 + margin, y1: r.y1 + margin)
    }

    private func setDrawColor(_ color: Color) {
        SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
    }

    private func applyClip() {
        if var rect = clip?.sdlRect {
            SDL_RenderSetClipRect(renderer, &rect)
        } else {
            SDL_RenderSetClipRect(renderer, nil)
        }
    }

    private func fill(_ rects: [PixelRect], _ color: Color) {
        let sdlRects = rects.filter { !$0.isEmpty }.map(\.sdlRect)
        guard !sdlRects.isEmpty, color.alpha > 0 else { return }
        setDrawColor(color)
        if !layerDirty.isEmpty {
            for r in rects where !r.isEmpty { markDrawn(r) }
        }
        if color.alpha == 255 {
            // An opaque fill blended gives exactly the fill's colour (premultiplied "over" with
            // alpha 255), so it is written without blending: the software renderer then fills
            // with its fast path instead of blending every pixel (most of a scroll frame's
            // draw: the canvas, the hit map's regions and the rows are opaque).
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_RenderFillRects(renderer, sdlRects, Int32(sdlRects.count))
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            return
        }
        SDL_RenderFillRects(renderer, sdlRects, Int32(sdlRects.count))
    }

    /// Blends single pixels: thin lines, outlines, dashes and hatching are rasterised here (not by
    /// SDL's line drawing) so every renderer and batching mode gives the same pixels.
    private func drawPoints(_ points: [(x: Int, y: Int)], _ color: Color) {
        guard !points.isEmpty, color.alpha > 0 else { return }
        let sdlPoints = points.map { SDL_Point(x: Int32($0.x), y: Int32($0.y)) }
        if !layerDirty.isEmpty, let r = bounds(of: points) { markDrawn(r) }
        setDrawColor(color)
        SDL_RenderDrawPoints(renderer, sdlPoints, Int32(sdlPoints.count))
    }

    private func drawLine(from: Point, to: Point, color: Color, width: Double) {
        guard color.alpha > 0, from.x.isFinite, from.y.isFinite, to.x.isFinite, to.y.isFinite else { return }
        if width <= 1.5 {
            drawPoints(PixelShapes.linePoints(x0: PixelRect.round(from.x), y0: PixelRect.round(from.y),
                                              x1: PixelRect.round(to.x), y1: PixelRect.round(to.y)), color)
            return
        }
        let dx = to.x - from.x, dy = to.y - from.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else {
            fill(PixelShapes.discSpans(centerX: from.x, centerY: from.y, radius: width / 2), color)
            return
        }
        let nx = -dy / length * width / 2, ny = dx / length * width / 2
        let quad = [Point(x: from.x + nx, y: from.y + ny), Point(x: to.x + nx, y: to.y + ny),
                    Point(x: to.x - nx, y: to.y - ny), Point(x: from.x - nx, y: from.y - ny)]
        fillPolygon(quad, color)
    }

    /// Fills a convex polygon as a triangle fan with SDL_RenderGeometry.
    private func fillPolygon(_ points: [Point], _ color: Color) {
        guard points.count >= 3, color.alpha > 0, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        let vertices = points.map {
            SDL_Vertex(position: SDL_FPoint(x: Float($0.x), y: Float($0.y)), color: sdlColor, tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        var indices: [Int32] = []
        for i in 1..<(points.count - 1) { indices += [0, Int32(i), Int32(i + 1)] }
        if !layerDirty.isEmpty,
           let r = bounds(of: points.map { (x: PixelRect.round($0.x.rounded(.down)), y: PixelRect.round($0.y.rounded(.down))) }, margin: 2) {
            markDrawn(r)
        }
        SDL_RenderGeometry(renderer, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    private func drawText(_ text: String, at: Point, size: Double, color: Color, anchor: TextAnchor, maxWidth: Double?) {
        guard color.alpha > 0 else { return }
        var shown = text
        if let maxWidth { shown = TextTruncation.fit(text, size: size, maxWidth: maxWidth, measurer: measurer) }
        guard let entry = textCache.texture(text: shown, size: size, color: color) else { return }
        let w = Double(entry.width), h = Double(entry.height)
        let origin: Point
        switch anchor {
        case .topLeft: origin = at
        case .center: origin = Point(x: at.x - w / 2, y: at.y - h / 2)
        case .topRight: origin = Point(x: at.x - w, y: at.y)
        case .centerLeft: origin = Point(x: at.x, y: at.y - h / 2)
        }
        var dst = SDL_Rect(x: Int32(PixelRect.round(origin.x)), y: Int32(PixelRect.round(origin.y)),
                           w: entry.width, h: entry.height)
        SDL_SetTextureBlendMode(entry.texture, SDL_BLENDMODE_BLEND)
        if !layerDirty.isEmpty {
            markDrawn(PixelRect(x0: Int(dst.x), y0: Int(dst.y), x1: Int(dst.x) + Int(dst.w), y1: Int(dst.y) + Int(dst.h)))
        }
        SDL_RenderCopy(renderer, entry.texture, nil, &dst)
    }

    // MARK: - Groups

    private var currentTarget: OpaquePointer? {
        for layer in layers.reversed() {
            if case .texture(let texture, _) = layer { return texture }
        }
        return frame
    }

    private func pushGroup(opacity: Double) throws {
        let alpha = opacity.isFinite ? UInt8(max(0, min(255, (opacity * 255).rounded()))) : 255
        if hiddenDepth > 0 || alpha == 0 {
            layers.append(.hidden); layerDirty.append(nil); hiddenDepth += 1
            return
        }
        if alpha == 255 {
            layers.append(.passthrough); layerDirty.append(nil)
            return
        }
        let depth = layers.reduce(0) { count, layer in
            if case .texture = layer { return count + 1 }
            return count
        }
        if depth >= Self.maxLayerDepth {
            // Bounded memory: deeper groups draw into the nearest layer, their own opacity lost.
            layers.append(.passthrough); layerDirty.append(nil)
            return
        }
        while layerPool.count <= depth {
            layerPool.append(try makeTarget(format: SDL_PIXELFORMAT_ARGB8888))
            poolDirty.append(PixelRect(x0: 0, y0: 0, x1: frameSize.width, y1: frameSize.height))
        }
        let texture = layerPool[depth]
        layers.append(.texture(texture, opacity: alpha))
        layerDirty.append(nil)
        SDL_SetRenderTarget(renderer, texture)
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 0)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
        // Only what the texture's last use drew needs clearing: the rest is still transparent.
        if let dirty = poolDirty[depth] {
            if dirty == PixelRect(x0: 0, y0: 0, x1: frameSize.width, y1: frameSize.height) {
                SDL_RenderSetClipRect(renderer, nil)
                SDL_RenderClear(renderer)
            } else {
                var r = dirty.sdlRect
                SDL_RenderSetClipRect(renderer, nil)
                SDL_RenderFillRect(renderer, &r)
            }
            poolDirty[depth] = nil
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        applyClip()
    }

    private func popGroup() {
        guard let layer = layers.popLast() else { return }
        let dirty = layerDirty.popLast() ?? nil
        switch layer {
        case .hidden:
            hiddenDepth -= 1
        case .passthrough:
            break
        case .texture(let texture, let opacity):
            let depth = layers.reduce(0) { count, layer in
                if case .texture = layer { return count + 1 }
                return count
            }
            if depth < poolDirty.count { poolDirty[depth] = dirty }
            // A layer nothing was drawn into composites as nothing (all transparent); drawing
            // goes back to the parent all the same.
            guard let dirty else {
                SDL_SetRenderTarget(renderer, currentTarget)
                applyClip()
                return
            }
            composite(texture, opacity: opacity, area: dirty)
            markDrawn(dirty)
        }
    }

    /// Composites a layer holding premultiplied colour onto the current target:
    /// `dst = src * opacity + dst * (1 - srcAlpha * opacity)`.
    private func composite(_ layer: OpaquePointer, opacity a: UInt8, area: PixelRect) {
        // Outside `area` the layer is transparent, and compositing it there changes nothing.
        var rect = area.sdlRect
        let parent = currentTarget
        if supportsPremultiplied == nil {
            supportsPremultiplied = SDL_SetTextureBlendMode(layer, premultipliedOver) == 0
        }
        if supportsPremultiplied == true {
            SDL_SetRenderTarget(renderer, parent)
            applyClip()
            SDL_SetTextureBlendMode(layer, premultipliedOver)
            SDL_SetTextureColorMod(layer, a, a, a)
            SDL_SetTextureAlphaMod(layer, a)
            SDL_RenderCopy(renderer, layer, &rect, &rect)
        } else {
            // 1. dst *= (1 - srcAlpha * opacity), and dst alpha becomes the "over" alpha.
            SDL_SetRenderTarget(renderer, parent)
            applyClip()
            SDL_SetTextureBlendMode(layer, SDL_BLENDMODE_BLEND)
            SDL_SetTextureColorMod(layer, 0, 0, 0)
            SDL_SetTextureAlphaMod(layer, a)
            SDL_RenderCopy(renderer, layer, &rect, &rect)
            // 2. The layer's colour into an alpha-less texture (reads back as opaque).
            if opaqueScratch == nil { opaqueScratch = try? makeTarget(format: SDL_PIXELFORMAT_RGB888) }
            if let scratch = opaqueScratch {
                SDL_SetRenderTarget(renderer, scratch)
                SDL_RenderSetClipRect(renderer, nil)
                SDL_SetTextureBlendMode(layer, SDL_BLENDMODE_NONE)
                SDL_SetTextureColorMod(layer, 255, 255, 255)
                SDL_SetTextureAlphaMod(layer, 255)
                SDL_RenderCopy(renderer, layer, &rect, &rect)
                // 3. dst += colour * opacity.
                SDL_SetRenderTarget(renderer, parent)
                applyClip()
                SDL_SetTextureBlendMode(scratch, SDL_BLENDMODE_ADD)
                SDL_SetTextureColorMod(scratch, a, a, a)
                SDL_SetTextureAlphaMod(scratch, 255)
                SDL_RenderCopy(renderer, scratch, &rect, &rect)
            }
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    }
}
