import TouchScopeCore

/// A story of any length in a few lines: repeated lines collapse with counts, the first and the
/// last of each kind stay, and consecutive moves in the event log fold into one line.
enum StoryLines {
    /// `lines` with each run of equal lines as one line with its count (`touchDragInside ×23`);
    /// when still longer than `limit`, only the first and last line of each kind stay, with a
    /// "…" line where lines were left out.
    static func collapse(_ lines: [String], limit: Int) -> [String] {
        var runs: [(line: String, count: Int)] = []
        for line in lines {
            if let last = runs.last, last.line == line { runs[runs.count - 1].count += 1 } else { runs.append((line, 1)) }
        }
        func shown(_ run: (line: String, count: Int)) -> String { run.count > 1 ? "\(run.line) ×\(run.count)" : run.line }
        guard runs.count > limit else { return runs.map(shown) }
        var first: [String: Int] = [:], last: [String: Int] = [:]
        for (i, run) in runs.enumerated() {
            if first[run.line] == nil { first[run.line] = i }
            last[run.line] = i
        }
        var out: [String] = []
        var skipped = 0
        for (i, run) in runs.enumerated() {
            if first[run.line] == i || last[run.line] == i {
                if skipped > 0 { out.append("… ×\(skipped)"); skipped = 0 }
                out.append(shown(run))
            } else {
                skipped += run.count
            }
        }
        if skipped > 0 { out.append("… ×\(skipped)") }
        return out
    }

    /// One line of the event log: a record, or a fold of consecutive moves.
    enum LogLine: Equatable {
        case record(Int)
        /// Records `range` are `moves` consecutive moves that only moved (no control event,
        /// action or recognizer change among them), ending at `location`.
        case moves(range: Range<Int>, count: Int, location: Point)
    }

    /// The event log of `records`: each record a line, except that runs of two or more moves
    /// that did the same (an input move and the same deliveries and control events, wherever
    /// the finger was) fold into one line.
    static func log(_ records: ArraySlice<TraceRecord>) -> [LogLine] {
        var out: [LogLine] = []
        var i = records.startIndex
        while i < records.endIndex {
            guard let first = move(records, at: i) else { out.append(.record(i)); i += 1; continue }
            var j = first.end
            var count = 1
            var location = Self.location(records[i])
            while let next = move(records, at: j), next.signature == first.signature {
                location = Self.location(records[j])
                j = next.end
                count += 1
            }
            if count >= 2 {
                out.append(.moves(range: i..<j, count: count, location: location))
            } else {
                out += (i..<j).map { .record($0) }
            }
            i = j
        }
        return out
    }

    static func location(_ r: TraceRecord) -> Point {
        if case let .input(sample, _, _) = r.event { return sample.location }
        return .zero
    }

    /// The move starting at record `i` (an input move, up to the next input): where it ends and
    /// what it did, as a signature that leaves out where the finger was; nil when record `i` is
    /// not a move, or the move did something that always deserves its own lines.
    static func move(_ records: ArraySlice<TraceRecord>, at i: Int) -> (end: Int, signature: [String])? {
        guard i < records.endIndex, case let .input(sample, _, _) = records[i].event, sample.phase == .move else { return nil }
        var signature: [String] = []
        var j = i + 1
        while j < records.endIndex {
            switch records[j].event {
            case .input: return (j, signature)
            case let .sendEvent(stage, _, _): signature.append("send \(stage)")
            case let .touches(phase, _, responder, action): signature.append("touches \(phase) \(responder) \(action)")
            case let .controlEvent(control, event): signature.append("control \(control) \(event)")
            case let .gestureTouches(gesture, phase, _): signature.append("gestureTouches \(gesture) \(phase)")
            case let .gesture(gesture, _, from, to, _, _): signature.append("gesture \(gesture) \(from) \(to)")
            case let .touchesDelayed(phase, _, view, _): signature.append("delayed \(phase) \(view)")
            default: return nil
            }
            j += 1
        }
        return (j, signature)
    }
}
