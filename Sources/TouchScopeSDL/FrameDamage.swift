import CSDL2
import TouchScopeCore
import TouchScopeUI

/// What one display list paints, per tile of the frame, so two frames can be compared for the
/// part that changed (damage-tracked frames).
///
/// The frame is cut into ``tileSize`` x ``tileSize`` tiles. Each drawing command gets the pixels
/// it may change (a conservative box, cut by its clip; see ``bounds``), and every tile it
/// touches folds into its hash, in painting order, the command, its clip, the opacities of the
/// groups it is in and how those groups nest with the tile's previous command. A tile's pixels
/// are a function of the background and of that sequence, so a tile whose hash is the same in
/// two frames has the same pixels; only tiles whose hash differs are redrawn. Nothing here knows
/// what a command means to the playground: any change to any command is found.
///
/// For drawing only the damage, ``bounds`` also holds, for a `pushClip` or `pushGroup`, the union
/// of what its range paints, and ``end`` the index of its matching pop, so a range that paints
/// nothing in a damage rectangle is skipped whole.
struct FrameDamage {
    /// The side of a tile, in pixels.
    static let tileSize = 32
    /// At most this many rectangles are redrawn per frame (more are coarsened).
    static let maxRects = 24

    enum Kind: UInt8 { case draw, push, pop }

    let width: Int
    let height: Int
    let background: Color
    let columns: Int
    let rows: Int
    /// Per tile, row by row: the hash of what is painted on it.
    private(set) var tileHashes: [UInt64]
    /// Per command: what it may paint (a push: what its range paints); empty when nothing.
    private(set) var bounds: [PixelRect]
    /// Per command: draw, push or pop.
    private(set) var kinds: [Kind]
    /// Per push: the index of its matching pop (the last command when it has none).
    private(set) var end: [Int32]
    /// Whether pushes and pops nest properly (clips and groups never cross), so a push's range
    /// can be skipped whole.
    private(set) var canSkipRanges = true
    /// Per command: the hash of the command alone, and the pixels it may change before its clip
    /// (``paintBounds``): what does not depend on where in the list it is.
    private var commandHashes: [UInt64] = []
    private var commandBounds: [PixelRect] = []
    /// Per command: whether its entries in ``commandHashes`` and ``commandBounds`` are filled
    /// (a command drawn hidden or under an empty clip is never looked at).
    private var commandKnown: [Bool] = []
    /// Per run of the list (``DisplayList/runs``): where its commands start, by token.
    private var runStarts: [UInt64: (start: Int, count: Int)] = [:]
    /// How many commands' hashes and boxes were taken from the previous frame's analysis.
    private(set) var reusedCommands = 0

    /// Analyses `list` drawn at its size, measuring text with `measurer`. A run of `list` that
    /// `previous` (the last frame's analysis by the same renderer) had with the same token has
    /// the same commands, so their hashes and boxes are taken from it, not computed again.
    init(_ list: DisplayList, measurer: SDLTextMeasurer, previous: FrameDamage? = nil) {
        width = list.width; height = list.height; background = list.background
        let size = Self.tileSize
        columns = (max(1, width) + size - 1) / size
        rows = (max(1, height) + size - 1) / size
        let count = list.commands.count
        var seed = Hasher()
        seed.combine(background)
        let start = UInt64(bitPattern: Int64(seed.finalize()))
        tileHashes = [UInt64](repeating: start, count: columns * rows)
        bounds = [PixelRect](repeating: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0), count: count)
        kinds = [Kind](repeating: .draw, count: count)
        end = [Int32](repeating: -1, count: count)
        commandHashes = [UInt64](repeating: 0, count: count)
        commandBounds = [PixelRect](repeating: .empty, count: count)
        commandKnown = [Bool](repeating: false, count: count)
        for run in list.runs.runs where run.count > 0 && run.start >= 0 && run.start + run.count <= count {
            runStarts[run.token] = (run.start, run.count)
            guard let previous, let old = previous.runStarts[run.token], old.count == run.count,
                  old.start + old.count <= previous.commandHashes.count else { continue }
            for k in 0..<run.count where previous.commandKnown[old.start + k] {
                commandHashes[run.start + k] = previous.commandHashes[old.start + k]
                commandBounds[run.start + k] = previous.commandBounds[old.start + k]
                commandKnown[run.start + k] = true
                reusedCommands += 1
            }
        }
        analyse(list.commands, measurer: measurer)
    }

    private struct Group {
        var parent: Int32
        var depth: Int32
        var pathHash: Int
    }

    private mutating func analyse(_ commands: [DrawCommand], measurer: SDLTextMeasurer) {
        let frameRect = PixelRect(x0: 0, y0: 0, x1: width, y1: height)
        var texts = TextBounds(measurer: measurer)
        // Clips and groups as SDLRenderer keeps them.
        var clip: PixelRect?
        var clipStack: [PixelRect?] = []
        // The hash of `clip`, kept beside it (computed when it changes, not per command).
        var clipHash: UInt64 = Self.hash(of: nil)
        var clipHashStack: [UInt64] = []
        var groupStack: [(id: Int32, hidden: Bool)] = []
        var hiddenDepth = 0
        var groups: [Group] = []
        // Open pushes (clips and groups alike), with what their range paints so far.
        var open: [(index: Int, isGroup: Bool, painted: PixelRect?)] = []
        var lastGroup = [Int32](repeating: -1, count: tileHashes.count)

        func unionInto(_ r: PixelRect, _ u: PixelRect?) -> PixelRect {
            guard let u else { return r }
            return PixelRect(x0: min(u.x0, r.x0), y0: min(u.y0, r.y0), x1: max(u.x1, r.x1), y1: max(u.y1, r.y1))
        }
        func close(isGroup: Bool, at index: Int) {
            guard let i = open.lastIndex(where: { $0.isGroup == isGroup }) else { return }
            if i != open.count - 1 { canSkipRanges = false }
            let closed = open.remove(at: i)
            end[closed.index] = Int32(index)
            if let painted = closed.painted {
                bounds[closed.index] = painted
                if !open.isEmpty { open[open.count - 1].painted = unionInto(painted, open[open.count - 1].painted) }
            }
        }

        for (index, command) in commands.enumerated() {
            switch command {
            case .pushClip(let rect):
                kinds[index] = .push
                clipStack.append(clip)
                clipHashStack.append(clipHash)
                let r = PixelRect(rect)
                clip = clip.map { $0.intersection(r) } ?? r.intersection(r)
                clipHash = Self.hash(of: clip)
                open.append((index, false, nil))
                continue
            case .popClip:
                kinds[index] = .pop
                guard let previous = clipStack.popLast() else { continue }
                clip = previous
                clipHash = clipHashStack.popLast() ?? Self.hash(of: previous)
                close(isGroup: false, at: index)
                continue
            case .pushGroup(let opacity):
                kinds[index] = .push
                let alpha = opacity.isFinite ? UInt8(max(0, min(255, (opacity * 255).rounded()))) : 255
                let hidden = hiddenDepth > 0 || alpha == 0
                if hidden { hiddenDepth += 1 }
                let parent = groupStack.last?.id ?? -1
                var hasher = Hasher()
                hasher.combine(parent >= 0 ? groups[Int(parent)].pathHash : 0)
                hasher.combine(alpha)
                groups.append(Group(parent: parent, depth: parent >= 0 ? groups[Int(parent)].depth + 1 : 1,
                                    pathHash: hasher.finalize()))
                groupStack.append((Int32(groups.count - 1), hidden))
                open.append((index, true, nil))
                continue
            case .popGroup:
                kinds[index] = .pop
                guard let group = groupStack.popLast() else { continue }
                if group.hidden { hiddenDepth -= 1 }
                close(isGroup: true, at: index)
                continue
            default:
                break
            }
            guard hiddenDepth == 0, !(clip?.isEmpty ?? false) else { continue }
            if !commandKnown[index] {
                var hasher = Hasher()
                hasher.combine(command)
                commandHashes[index] = UInt64(bitPattern: Int64(hasher.finalize()))
                commandBounds[index] = Self.paintBounds(of: command, texts: &texts)
                commandKnown[index] = true
            }
            var r = commandBounds[index].intersection(frameRect)
            if let c = clip { r = r.intersection(c) }
            guard !r.isEmpty else { continue }
            bounds[index] = r
            if !open.isEmpty { open[open.count - 1].painted = unionInto(r, open[open.count - 1].painted) }

            let group = groupStack.last?.id ?? -1
            // The command, its clip and its groups' opacities, mixed (splitmix64's finaliser).
            let pathHash = UInt64(bitPattern: Int64(group >= 0 ? groups[Int(group)].pathHash : 0))
            let commandHash = Self.mix(Self.mix(Self.mix(commandHashes[index]) ^ clipHash) ^ pathHash)
            let size = Self.tileSize
            func paint(_ r: PixelRect) {
                for row in (r.y0 / size)...((r.y1 - 1) / size) {
                    for column in (r.x0 / size)...((r.x1 - 1) / size) {
                        let t = row * columns + column
                        // How this command's groups nest with the tile's previous command's: with the
                        // opacities in the command's hash, this pins the groups' structure on the tile.
                        let shared = Self.sharedDepth(lastGroup[t], group, groups)
                        lastGroup[t] = group
                        var h = tileHashes[t] ^ (commandHash &+ UInt64(shared) &* 0x9E37_79B9_7F4A_7C15)
                        h = (h ^ (h >> 31)) &* 0xBF58_476D_1CE4_E5B9
                        tileHashes[t] = h ^ (h >> 29)
                    }
                }
            }
            // An outline paints only along its edges: a large one must not damage what it frames.
            if let edges = Self.edgeBands(of: command), r.width > 2 * size, r.height > 2 * size {
                for band in edges {
                    let b = band.intersection(r)
                    if !b.isEmpty { paint(b) }
                }
            } else {
                paint(r)
            }
        }
        // Unclosed pushes run to the end of the list.
        for o in open where end[o.index] < 0 {
            end[o.index] = Int32(commands.count - 1)
            if let painted = o.painted { bounds[o.index] = painted }
        }
    }

    /// splitmix64's finaliser: every bit of `x` spread over the result.
    private static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private static func hash(of clip: PixelRect?) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(clip)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }

    /// How many groups two commands share (the depth of their innermost common group).
    private static func sharedDepth(_ a: Int32, _ b: Int32, _ groups: [Group]) -> Int32 {
        var a = a, b = b
        while a != b {
            let da = a >= 0 ? groups[Int(a)].depth : 0
            let db = b >= 0 ? groups[Int(b)].depth : 0
            if da >= db { a = groups[Int(a)].parent } else { b = groups[Int(b)].parent }
        }
        return a >= 0 ? groups[Int(a)].depth : 0
    }

    /// The rectangles to redraw to turn `previous`'s pixels into this list's: nil when the whole
    /// frame must be drawn (no previous frame, another size or background). Adjacent damaged
    /// tiles are merged into rectangles; when there would be more than ``maxRects``, the grid is
    /// coarsened until there are not.
    func damage(since previous: FrameDamage?) -> [PixelRect]? {
        guard let previous, previous.width == width, previous.height == height, previous.background == background,
              previous.tileHashes.count == tileHashes.count
        else { return nil }
        var damaged = zip(tileHashes, previous.tileHashes).map { $0 != $1 }
        var columns = self.columns, rows = self.rows, size = Self.tileSize
        while true {
            let rects = Self.rectangles(damaged, columns: columns, rows: rows, size: size, width: width, height: height)
            if rects.count <= Self.maxRects { return rects }
            // Coarsen: a 2x2 block is damaged when any of its tiles is.
            let c2 = (columns + 1) / 2, r2 = (rows + 1) / 2
            var coarse = [Bool](repeating: false, count: c2 * r2)
            for row in 0..<rows { for column in 0..<columns where damaged[row * columns + column] {
                coarse[(row / 2) * c2 + column / 2] = true
            } }
            damaged = coarse; columns = c2; rows = r2; size *= 2
        }
    }

    /// Damaged tiles as rectangles: runs along each row, merged with the run of the same columns
    /// in the row above.
    private static func rectangles(_ damaged: [Bool], columns: Int, rows: Int, size: Int,
                                   width: Int, height: Int) -> [PixelRect] {
        var done: [PixelRect] = []
        var openRuns: [Int: Int] = [:]  // key: first column * 65536 + end column; value: index in done
        for row in 0..<rows {
            var next: [Int: Int] = [:]
            var column = 0
            while column < columns {
                guard damaged[row * columns + column] else { column += 1; continue }
                let first = column
                while column < columns && damaged[row * columns + column] { column += 1 }
                let key = first * 65_536 + column
                let y1 = min(height, (row + 1) * size)
                if let i = openRuns[key] {
                    done[i].y1 = y1
                    next[key] = i
                } else {
                    done.append(PixelRect(x0: first * size, y0: row * size, x1: min(width, column * size), y1: y1))
                    next[key] = done.count - 1
                }
            }
            openRuns = next
        }
        return done
    }

    /// For a rectangle outline, the four bands along its edges that hold every pixel it paints;
    /// nil for other commands.
    private static func edgeBands(of command: DrawCommand) -> [PixelRect]? {
        let rect: PixelRect, thickness: Int
        switch command {
        case .strokeRect(let r, _, let width):
            rect = PixelRect(r); thickness = max(1, PixelRect.round(width)) + 1
        case .dashedRect(let r, _, _):
            rect = PixelRect(r); thickness = 2
        default:
            return nil
        }
        let outer = rect.grown(by: 1)
        return [PixelRect(x0: outer.x0, y0: outer.y0, x1: outer.x1, y1: rect.y0 + thickness),
                PixelRect(x0: outer.x0, y0: rect.y1 - thickness, x1: outer.x1, y1: outer.y1),
                PixelRect(x0: outer.x0, y0: outer.y0, x1: rect.x0 + thickness, y1: outer.y1),
                PixelRect(x0: rect.x1 - thickness, y0: outer.y0, x1: outer.x1, y1: outer.y1)]
    }

    /// The pixels `command` may change (before its clip): a box around what SDLRenderer
    /// rasterises, with a margin for rounding.
    private static func paintBounds(of command: DrawCommand, texts: inout TextBounds) -> PixelRect {
        func box(_ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double, margin: Int) -> PixelRect {
            PixelRect(x0: PixelRect.round(minX.rounded(.down)) - margin, y0: PixelRect.round(minY.rounded(.down)) - margin,
                      x1: PixelRect.round(maxX.rounded(.up)) + margin, y1: PixelRect.round(maxY.rounded(.up)) + margin)
        }
        func box(_ points: [Point], margin: Int) -> PixelRect {
            guard let first = points.first, points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return .empty }
            var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
            for p in points { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
            return box(minX, minY, maxX, maxY, margin: margin)
        }
        switch command {
        case .fillRect(let rect, let color):
            return color.alpha == 0 ? .empty : PixelRect(rect)
        case .strokeRect(let rect, let color, _):
            return color.alpha == 0 ? .empty : PixelRect(rect).grown(by: 1)
        case .dashedRect(let rect, _, _), .hatch(let rect, _, _):
            return PixelRect(rect).grown(by: 1)
        case .line(let from, let to, _, let width):
            let w = width.isFinite ? Int((max(1, width) / 2).rounded(.up)) : 1_000_000
            return box([from, to], margin: w + 2)
        case .fillPolygon(let points, _):
            return box(points, margin: 3)
        case .strokePolygon(let points, _):
            return box(points, margin: 2)
        case .circle(let center, let radius, _, _):
            guard radius.isFinite else { return .empty }
            return box(center.x - radius, center.y - radius, center.x + radius, center.y + radius, margin: 2)
        case .text(let text, let at, let size, let color, let anchor, _):
            guard !text.isEmpty, color.alpha > 0, at.x.isFinite, at.y.isFinite else { return .empty }
            return texts.bounds(text, at: at, size: size, anchor: anchor)
        case .pushClip, .popClip, .pushGroup, .popGroup:
            return .empty
        }
    }
}

/// Boxes around drawn text: the text as measured (a cut text is never wider than the whole),
/// and the tallest line any face can make at that size.
private struct TextBounds {
    let measurer: SDLTextMeasurer
    var lineHeights: [Int: Double] = [:]

    mutating func bounds(_ text: String, at: Point, size: Double, anchor: TextAnchor) -> PixelRect {
        let w = measurer.measure(text, size: size).width
        let px = FontCache.pixelSize(size)
        let h: Double
        if let known = lineHeights[px] {
            h = known
        } else {
            h = measurer.fonts.tallestLine(size: size)
            lineHeights[px] = h
        }
        let x0: Double, y0: Double
        switch anchor {
        case .topLeft: x0 = at.x; y0 = at.y
        case .center: x0 = at.x - w / 2; y0 = at.y - h / 2
        case .topRight: x0 = at.x - w; y0 = at.y
        case .centerLeft: x0 = at.x; y0 = at.y - h / 2
        }
        let margin = 2 + Int((size / 8).rounded(.up))
        return PixelRect(x0: PixelRect.round(x0.rounded(.down)) - margin, y0: PixelRect.round(y0.rounded(.down)) - margin,
                         x1: PixelRect.round((x0 + w).rounded(.up)) + margin, y1: PixelRect.round((y0 + h).rounded(.up)) + margin)
    }
}

extension FontCache {
    /// The tallest line any mix of the faces can lay out at `size` (see ``layout(_:size:)``):
    /// the highest ascent above the lowest bottom.
    func tallestLine(size: Double) -> Double {
        guard let faces = try? faces(size: size), !faces.isEmpty else { return size * 3 }
        let baseline = faces.map { TTF_FontAscent($0) }.max() ?? 0
        let lowest = faces.map { baseline - TTF_FontAscent($0) + TTF_FontHeight($0) }.max() ?? 0
        return Double(max(lowest, Int32((size * 1.5).rounded(.up))))
    }
}

extension PixelRect {
    static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

    func grown(by margin: Int) -> PixelRect {
        PixelRect(x0: x0 - margin, y0: y0 - margin, x1: x1 + margin, y1: y1 + margin)
    }

    func intersects(_ other: PixelRect) -> Bool {
        x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
    }
}
