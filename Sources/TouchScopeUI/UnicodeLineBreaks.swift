#if os(Linux)
import CLineBreak
#else
import CoreFoundation
#endif
import Foundation

/// Unicode's line-break opportunities (UAX #14) as ICU computes them: on Linux through
/// CLineBreak's C function (libicu, with its Chinese tailoring, for every text), on macOS through
/// CoreFoundation's line-break tokenizer (the system's ICU, which ignores a locale: its default
/// rules).
enum UnicodeLineBreaks {
    /// For each position 0...`characters.count` of `text` (whose characters are `characters`),
    /// whether a line may break there, that is before the character at that position. Position 0
    /// and the end are true. A break ICU puts inside a character (a combining sequence or an
    /// emoji it splits) is dropped.
    static func opportunities(_ text: String, characters: [Character]) -> [Bool] {
        var ends = [Bool](repeating: false, count: characters.count + 1)
        ends[0] = true
        ends[characters.count] = true
        guard let offsets = icuBreaks(text) else { return fallback(characters) }
        // UTF-16 offset -> character position, walking both once.
        var position = 0
        var unit = 0
        for offset in offsets {
            while position < characters.count, unit < offset {
                unit += characters[position].utf16.count
                position += 1
            }
            if unit == offset { ends[position] = true }
        }
        return ends
    }

    /// The UTF-16 offsets where a line may break (ascending, 0 left out), or nil when ICU failed.
    static func icuBreaks(_ text: String) -> [Int]? {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        #if os(Linux)
        var offsets = [Int32](repeating: 0, count: units.count + 1)
        let count = units.withUnsafeBufferPointer { text in
            offsets.withUnsafeMutableBufferPointer { out in
                touchscope_line_breaks(text.baseAddress, Int32(units.count), "zh", out.baseAddress, Int32(out.count))
            }
        }
        guard count >= 0, Int(count) <= offsets.count else { return nil }
        return offsets.prefix(Int(count)).map(Int.init)
        #else
        let string = text as CFString
        let range = CFRange(location: 0, length: units.count)
        guard let tokenizer = CFStringTokenizerCreate(nil, string, range, kCFStringTokenizerUnitLineBreak, nil) else {
            return nil
        }
        // A break before every token after the first (a token may leave out the spaces after it).
        var offsets: [Int] = []
        while !CFStringTokenizerAdvanceToNextToken(tokenizer).isEmpty {
            let start = CFStringTokenizerGetCurrentTokenRange(tokenizer).location
            if start > 0 { offsets.append(start) }
        }
        offsets.append(units.count)
        return offsets
        #endif
    }

    /// When ICU fails (its data missing): a break after every space and beside every CJK character.
    static func fallback(_ characters: [Character]) -> [Bool] {
        var ends = [Bool](repeating: false, count: characters.count + 1)
        ends[0] = true
        ends[characters.count] = true
        for k in 1..<max(1, characters.count) {
            let before = characters[k - 1], here = characters[k]
            ends[k] = (before == " " && here != " ") || TextLayout.isCJK(before) || TextLayout.isCJK(here)
        }
        return ends
    }
}

/// Texts already cut into pieces, shared by every renderer (the panel wraps the same texts every
/// frame). Bounded: emptied when it holds `limit` texts and another comes.
final class TokenCache: @unchecked Sendable {
    private let lock = NSLock()
    private var pieces: [String: [String]] = [:]
    private let limit = 8_192

    func value(for text: String) -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        return pieces[text]
    }

    func store(_ value: [String], for text: String) {
        lock.lock()
        defer { lock.unlock() }
        if pieces.count >= limit { pieces.removeAll(keepingCapacity: true) }
        pieces[text] = value
    }
}
