/// An sRGB colour with 8-bit channels.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (case-insensitive); nil for anything else.
    public init?(hex: String) {
        guard hex.hasPrefix("#") else { return nil }
        let digits = hex.dropFirst()
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16),
              digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 6 {
            self.init(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        } else {
            self.init(red: UInt8(value >> 24 & 0xFF), green: UInt8(value >> 16 & 0xFF),
                      blue: UInt8(value >> 8 & 0xFF), alpha: UInt8(value & 0xFF))
        }
    }

    public func withAlpha(_ alpha: UInt8) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }

    /// A colour mixed with `other` by `amount` (0 = self, 1 = other), alpha included.
    public func mixed(with other: Color, amount: Double) -> Color {
        let t = min(1, max(0, amount))
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * (1 - t) + Double(y) * t).rounded()) }
        return Color(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
                     alpha: mix(alpha, other.alpha))
    }

    /// Relative luminance in 0...1 (for choosing readable text on this colour).
    public var luminance: Double {
        (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255
    }

    public var description: String {
        let hex = [red, green, blue] + (alpha == 255 ? [] : [alpha])
        return "#" + hex.map { let s = String($0, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }.joined()
    }

    public static let white = Color(red: 255, green: 255, blue: 255)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// A palette of distinct colours for views without one, picked by index.
    public static func palette(_ index: Int) -> Color {
        let colors: [(UInt8, UInt8, UInt8)] = [
            (0x4E, 0x79, 0xA7), (0xF2, 0x8E, 0x2B), (0xE1, 0x57, 0x59), (0x76, 0xB7, 0xB2),
            (0x59, 0xA1, 0x4F), (0xED, 0xC9, 0x48), (0xB0, 0x7A, 0xA1), (0xFF, 0x9D, 0xA7),
            (0x9C, 0x75, 0x5F), (0xBA, 0xB0, 0xAC), (0x8C, 0xD1, 0x7D), (0x49, 0x98, 0x94),
        ]
        let c = colors[((index % colors.count) + colors.count) % colors.count]
        return Color(red: c.0, green: c.1, blue: c.2)
    }
}
