import TouchScopeCore
import TouchScopeUI

/// Cuts text to a maximum width, ending it with an ellipsis.
///
/// Works on whole characters (grapheme clusters), drops trailing spaces before the ellipsis and
/// finds the longest prefix that fits by binary search with the given measurer.
public enum TextTruncation {
    /// The ellipsis appended to cut text.
    public static let ellipsis = "…"

    /// `text` unchanged when it fits in `maxWidth`, else its longest prefix plus "…" that fits;
    /// just "…" when no character fits, and "" when not even the ellipsis does.
    public static func fit(_ text: String, size: Double, maxWidth: Double, measurer: TextMeasurer) -> String {
        if measurer.measure(text, size: size).width <= maxWidth { return text }
        let characters = Array(text)
        func candidate(_ n: Int) -> String {
            var prefix = String(characters[0..<n])
            while prefix.last?.isWhitespace == true { prefix.removeLast() }
            return prefix + ellipsis
        }
        var lo = 0, hi = characters.count - 1  // invariant: candidate(lo) fits or lo == 0
        if measurer.measure(ellipsis, size: size).width > maxWidth { return "" }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if measurer.measure(candidate(mid), size: size).width <= maxWidth { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }
}
