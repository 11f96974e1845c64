import Testing
import TouchScopeTestSupport

/// The sample `./test` takes of an exhaustive sweep: spread over the whole list, the ends
/// included, in order, and everything in a full sweep.
@Suite struct SweepSampleTests {
    @Test func aSampleIsSpreadOverTheListWithItsEnds() {
        let items = Array(0..<67)
        let sample = Sweep.sample(items, count: 8, full: false)
        #expect(sample.count == 8)
        #expect(sample.first == 0 && sample.last == 66)
        #expect(sample == sample.sorted() && Set(sample).count == 8)
        // Evenly spread: no gap is more than one item wider than another.
        let gaps = zip(sample.dropFirst(), sample).map { $0 - $1 }
        #expect(gaps.max()! - gaps.min()! <= 1, "\(gaps)")
    }

    @Test func aFullSweepOrAShortListIsWhole() {
        #expect(Sweep.sample(Array(0..<67), count: 8, full: true) == Array(0..<67))
        #expect(Sweep.sample([1, 2, 3], count: 8, full: false) == [1, 2, 3])
        #expect(Sweep.sample([1, 2, 3], count: 1, full: false) == [1])
        #expect(Sweep.sample([1, 2, 3], count: 0, full: false).isEmpty)
    }

    @Test func rotatingVariantsTakeOneEachInTurnOrAll() {
        let variants = ["en 900", "en 1280", "zh 900"]
        #expect((0..<6).map { Sweep.rotating(variants, at: $0, full: false) } == [["en 900"], ["en 1280"], ["zh 900"], ["en 900"], ["en 1280"], ["zh 900"]])
        #expect(Sweep.rotating(variants, at: 4, full: true) == variants)
    }
}
