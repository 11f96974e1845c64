import CZlib
import Foundation

/// Encodes RGBA pictures as PNG: 8-bit RGBA (colour type 6), one IDAT chunk, rows unfiltered,
/// deflated by zlib at ``compressionLevel``.
///
/// SDL_image's `IMG_SavePNG` uses libpng's defaults (adaptive filters, zlib level 6): on the
/// default scene that cost about 40% of a whole `touchscope render` run, more than drawing. The
/// pictures here are flat colours and text: on the default scene's 1280 x 900 render, unfiltered
/// rows at level 2 deflate in about 8 ms to 125 KB (libpng's defaults: about 40 ms, 111 KB; Sub
/// or Up at level 2: 145 or 134 KB). See docs/performance.md, "Writing the PNG".
enum PNGWriter {
    /// zlib's level (1 fastest ... 9 smallest).
    static let compressionLevel: Int32 = 2

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The PNG file's bytes.
    static func encode(width: Int, height: Int, rgba pixels: [UInt8]) throws -> [UInt8] {
        precondition(width > 0 && height > 0 && pixels.count == width * height * 4, "pixel count mismatch")
        let rowBytes = width * 4
        // Rows with filter type 0 (None) before each: on flat colours and text, zlib alone
        // compresses better than after Sub or Up (measured on the default scene's render).
        var filtered = [UInt8](repeating: 0, count: height * (rowBytes + 1))
        pixels.withUnsafeBufferPointer { src in
            filtered.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let s = y * rowBytes, d = y * (rowBytes + 1)
                    dst[d] = 0
                    guard let to = dst.baseAddress, let from = src.baseAddress else { continue }
                    (to + d + 1).update(from: from + s, count: rowBytes)
                }
            }
        }
        var compressedSize = compressBound(uLong(filtered.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedSize))
        let status = compressed.withUnsafeMutableBufferPointer { out in
            filtered.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &compressedSize, input.baseAddress, uLong(input.count), compressionLevel)
            }
        }
        guard status == Z_OK else { throw Failure(description: "zlib compress2 failed (status \(status))") }
        compressed.removeSubrange(Int(compressedSize)...)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ data: [UInt8]) {
            let typeBytes = Array(type.utf8)
            png += bigEndian(UInt32(data.count))
            png += typeBytes
            png += data
            var crc = crc32(0, typeBytes, uInt(typeBytes.count))
            crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt($0.count)) }
            png += bigEndian(UInt32(truncatingIfNeeded: crc))
        }
        // IHDR: width, height, bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0])
        chunk("IDAT", compressed)
        chunk("IEND", [])
        return png
    }

    /// Writes the PNG file (replacing it), with the system's error when it cannot.
    static func write(width: Int, height: Int, rgba pixels: [UInt8], to path: String) throws {
        let bytes = try encode(width: width, height: height, rgba: pixels)
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            throw Failure(description: "cannot write \(path): \((error as NSError).localizedDescription)")
        }
    }
}
