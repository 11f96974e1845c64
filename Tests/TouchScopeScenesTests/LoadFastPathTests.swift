import Testing
import TouchScopeCore
import TouchScopeTestSupport
@testable import TouchScopeScenes

/// The shortcuts the loader takes for speed answer exactly what the general code answers.
@Suite("Loading fast paths")
struct LoadFastPathTests {
    @Test("the view key table has exactly the view keys")
    func viewKeyTable() {
        #expect(ViewKey.names.count == SceneParser.viewKeys.count)
        #expect(Set(ViewKey.names) == Set(SceneParser.viewKeys))
        #expect(ViewKey.byName.count == ViewKey.allCases.count)
        for key in ViewKey.allCases { #expect(ViewKey.byName[key.name] == key) }
        #expect(Set(ViewKey.scrollOnly.map(\.name)) == Set(DocumentParser.scrollKeys.filter { $0 != "rows" }))
        #expect(Set(ViewKey.controlValueKeys.map(\.name)) == Set(SceneParser.controlValueKeys.values.flatMap { $0 }))
    }

    @Test("a view's key table finds the entry a scan for the key finds")
    func viewEntriesMatchScan() throws {
        let reader = YAMLReader(path: "t.yaml")
        let node = try #require(try SceneParser.compose("{id: a, frame: [0, 0, 1, 1], level: 2, color: '#FFFFFF', rows: 3}", path: "t.yaml", what: "scenes"))
        let entries = try #require(reader.mapping(node, "a view"))
        let table = ViewEntries(entries)
        #expect(!table.allViewKeys)
        for key in ViewKey.allCases {
            #expect(table.entry(key)?.key == entries.first { $0.key == key.name }?.key)
            #expect(table.has(key) == entries.contains { $0.key == key.name })
        }
        #expect(ViewEntries(Array(entries.prefix(2))).allViewKeys)
    }

    @Test("colours read from the bytes equal Color(hex:) for every kind of text")
    func colorFastPath() {
        var texts = ["#000000", "#FFFFFF", "#ffffff", "#12aBcD", "#12345678", "#FFFFFFFF", "#F2F2F7", "#FF8800",
                     "#12345", "#1234567", "#123456789", "123456", "#GG0000", "#+12345", "#-12345", "# 12345",
                     "#１２３４５６", "#12345６", "", "#", "##123456", "#12 456", "#0x1234", "#ABCDEF\n"]
        var rng = SplitMix64(seed: 17)
        let alphabet = Array("0123456789abcdefABCDEFgxz+- #")
        for _ in 0..<2000 {
            let length = Int(rng.next() % 10)
            texts.append("#" + String((0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }))
        }
        for text in texts { #expect(DocumentParser.color(hex: text) == Color(hex: text), "\(text)") }
    }

    @Test("names read as ASCII bytes are judged as the Character rule judges them")
    func asciiNames() {
        func characterRule(_ s: String) -> Bool {
            !(s.isEmpty || s.contains(where: { $0.isWhitespace || $0.isNewline }) || s.count > 200)
        }
        var texts = ["", "a", "a b", "a\tb", "a\nb", "a\r\nb", "a\u{0B}b", "a\u{0C}b", "a\rb", "a\u{1F}b", "a\u{7F}b",
                     String(repeating: "x", count: 200), String(repeating: "x", count: 201), "naïve", "a\u{A0}b", "a\u{2028}"]
        var rng = SplitMix64(seed: 5)
        for _ in 0..<3000 {
            let length = Int(rng.next() % 8)
            texts.append(String((0..<length).map { _ in Character(Unicode.Scalar(UInt8(rng.next() % 128))) }))
        }
        for text in texts {
            let fast = YAMLReader.isPlainASCIIName(text)
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                #expect(fast == characterRule(text), "\(text.debugDescription)")
            } else {
                #expect(fast == nil)
            }
        }
    }

    @Test("a duplicate key is reported the same in a small mapping (scanned) and a large one (hashed)")
    func duplicateKeysSmallAndLarge() {
        func errors(_ text: String) -> [String] {
            do {
                _ = try SceneParser.parse(text, path: "d.yaml")
                return []
            } catch { return error.errors.map(\.description) }
        }
        let small = errors("""
        title: T
        window:
          subviews:
            - id: a
              frame: [0, 0, 1, 1]
              clips: true
              clips: false
        """)
        #expect(small == ["d.yaml:7:7: error: duplicate key 'clips' in a view (first at line 6)"])
        let manyKeys = ["alpha: 1", "hidden: false", "interaction: true", "clips: true", "multipleTouch: false",
                        "exclusiveTouch: false", "pointInside: default", "hitTest: default", "touches: forward",
                        "implements: []", "canBecomeFirstResponder: false", "firstResponder: false", "gestures: []",
                        "text: x", "color: '#000000'", "boundsOrigin: [0, 0]"]
        let large = errors("title: T\nwindow:\n  subviews:\n    - id: a\n      frame: [0, 0, 1, 1]\n"
                           + manyKeys.map { "      \($0)\n" }.joined() + "      clips: false\n")
        #expect(manyKeys.count + 3 > YAMLReader.scannedMappingSize)
        #expect(large == ["d.yaml:22:7: error: duplicate key 'clips' in a view (first at line 9)"])
    }
}
