import CSDL2
import TouchScopeCore

/// A rendered picture: 8-bit RGBA pixels, row by row from the top-left, no padding.
///
/// What headless rendering returns and what PNG files load into; ``difference(from:)`` compares
/// two pictures for tests and golden images.
public struct RGBAImage: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha for each pixel.
    public let pixels: [UInt8]

    /// How two images differ.
    public struct Difference: Hashable, Sendable, CustomStringConvertible {
        /// Pixels whose colour differs in any channel (every pixel when the sizes differ).
        public var differingPixels: Int
        /// The largest absolute difference of any one channel (255 when the sizes differ).
        public var maxChannelDifference: Int
        public init(differingPixels: Int, maxChannelDifference: Int) {
            self.differingPixels = differingPixels; self.maxChannelDifference = maxChannelDifference
        }
        public var description: String { "\(differingPixels) pixels differ, max channel diff \(maxChannelDifference)" }
    }

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4, "pixel count mismatch")
        self.width = width; self.height = height; self.pixels = pixels
    }

    /// The colour at (`x`, `y`); clear outside the image.
    public func pixel(x: Int, y: Int) -> Color {
        guard x >= 0, y >= 0, x < width, y < height else { return .clear }
        let i = (y * width + x) * 4
        return Color(red: pixels[i], green: pixels[i + 1], blue: pixels[i + 2], alpha: pixels[i + 3])
    }

    /// Compares pixel by pixel with `other`.
    public func difference(from other: RGBAImage) -> Difference {
        guard width == other.width, height == other.height else {
            return Difference(differingPixels: max(width * height, other.width * other.height), maxChannelDifference: 255)
        }
        var count = 0, maxDiff = 0
        var i = 0
        while i < pixels.count {
            var differs = false
            for c in 0..<4 {
                let d = abs(Int(pixels[i + c]) - Int(other.pixels[i + c]))
                if d > 0 { differs = true; maxDiff = max(maxDiff, d) }
            }
            if differs { count += 1 }
            i += 4
        }
        return Difference(differingPixels: count, maxChannelDifference: maxDiff)
    }

    /// Writes the image as a PNG file (``PNGWriter``: zlib at a fast level; any PNG reader,
    /// SDL_image's included, reads it back to the same pixels).
    public func savePNG(path: String) throws {
        guard width > 0, height > 0 else { throw SDLError("cannot write a PNG of \(width) x \(height) pixels") }
        do {
            try PNGWriter.write(width: width, height: height, rgba: pixels, to: path)
        } catch let failure as PNGWriter.Failure {
            throw SDLError(failure.description)
        }
    }

    /// Reads a PNG (or any format SDL_image knows) into RGBA pixels.
    public static func loadPNG(path: String) throws -> RGBAImage {
        try SDLLibrary.initialiseRendering()
        guard let loaded = IMG_Load(path) else { throw SDLError.last("IMG_Load(\(path)) failed") }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw SDLError.last("SDL_ConvertSurfaceFormat failed")
        }
        defer { SDL_FreeSurface(surface) }
        return try fromARGB8888(surface)
    }

    /// Copies an ARGB8888 surface's pixels (respecting its pitch).
    static func fromARGB8888(_ surface: UnsafeMutablePointer<SDL_Surface>, opaque: Bool = false) throws -> RGBAImage {
        guard surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue else {
            throw SDLError("expected an ARGB8888 surface")
        }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        if SDL_LockSurface(surface) != 0 { throw SDLError.last("SDL_LockSurface failed") }
        defer { SDL_UnlockSurface(surface) }
        guard let base = surface.pointee.pixels else { throw SDLError("surface has no pixels") }
        return fromARGB8888(base: UnsafeRawPointer(base), width: w, height: h, pitch: pitch, opaque: opaque)
    }

    /// Converts packed ARGB8888 words (native endianness) into RGBA bytes; `opaque` sets every
    /// alpha to 255 (a frame over an opaque background is opaque, but SDL's blending can leave
    /// alpha a step or two short).
    static func fromARGB8888(base: UnsafeRawPointer, width w: Int, height h: Int, pitch: Int, opaque: Bool = false) -> RGBAImage {
        var out = [UInt8](repeating: 0, count: w * h * 4)
        out.withUnsafeMutableBufferPointer { dst in
            for y in 0..<h {
                let row = base.advanced(by: y * pitch)
                for x in 0..<w {
                    let v = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    let o = (y * w + x) * 4
                    dst[o] = UInt8(truncatingIfNeeded: v >> 16)
                    dst[o + 1] = UInt8(truncatingIfNeeded: v >> 8)
                    dst[o + 2] = UInt8(truncatingIfNeeded: v)
                    dst[o + 3] = opaque ? 255 : UInt8(truncatingIfNeeded: v >> 24)
                }
            }
        }
        return RGBAImage(width: w, height: h, pixels: out)
    }
}
