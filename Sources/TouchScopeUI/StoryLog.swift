import TouchScopeCore

/// The records of the current story and the story told by them, kept up to date as records
/// arrive.
///
/// Owns the records since the story began (at most ``maxRecords``) and a ``TouchStoryBuilder``
/// fed with each new record, so an input costs the few records it made, not a rebuild from every
/// record. New records flow in through ``append(contentsOf:)``; ``records`` and ``story`` flow
/// out, and ``story`` is always `TouchStory.build(from: records)`.
struct StoryLog {
    /// The most records a story keeps. Past this, the oldest movement records (moves, their
    /// deliveries, drag control events) go first; if that is not enough, records after the
    /// story's first quarter (its first touch, hit-test and chain) go, each finger's own part
    /// (its touch beginning, hit view, chain, cancels) last.
    static let maxRecords = 2_000

    /// The records of the story, oldest first.
    private(set) var records: [TraceRecord] = []
    private var builder = TouchStoryBuilder()

    /// The story of ``records``.
    var story: TouchStory { builder.story }

    /// Starts an empty story.
    mutating func reset() {
        records.removeAll()
        builder = TouchStoryBuilder()
    }

    /// Adds the next records of the trace to the story.
    mutating func append(contentsOf new: ArraySlice<TraceRecord>) {
        guard !new.isEmpty else { return }
        records.append(contentsOf: new)
        if records.count > Self.maxRecords {
            compact()
            // Compaction drops records from the middle of the story, so the story is told again
            // from the kept records: once per `maxRecords / 2` records.
            builder = TouchStoryBuilder()
            builder.append(contentsOf: records)
        } else {
            builder.append(contentsOf: new)
        }
    }

    /// Shrinks the records to half of ``maxRecords`` (see there).
    private mutating func compact() {
        let target = Self.maxRecords / 2
        var excess = records.count - target
        var kept: [TraceRecord] = []
        kept.reserveCapacity(records.count)
        for r in records {
            if excess > 0, Self.isMovement(r.event) { excess -= 1 } else { kept.append(r) }
        }
        if kept.count > target {
            // From the middle, the records that tell no finger's part first: a finger's touch
            // beginning, its hit view, its chain and what stopped it stay (a second finger's
            // story outlives the first's thousand hit-test visits of a long list).
            let head = target / 2
            var over = kept.count - target
            var middle: [TraceRecord] = []
            let tailStart = kept.count - (target - head)
            for r in kept[head..<tailStart] {
                if over > 0, !Self.tellsAFingersPart(r.event) { over -= 1 } else { middle.append(r) }
            }
            kept = Array(kept[..<head]) + middle + Array(kept[tailStart...])
            // The fingers' own records may take the story a little past half its cap; only
            // far past it (a storm of fingers) do they go too.
            if kept.count > target + target / 4 {
                kept.removeSubrange(head..<(kept.count - (target - head)))
            }
        }
        records = kept
    }

    /// Whether a record is one of a finger's story's own (``TouchStory/fingerStories``): its
    /// touch beginning, its hit view, its began chain, a cancel or what kept it from its view.
    static func tellsAFingersPart(_ event: TraceEvent) -> Bool {
        switch event {
        case .touchBegan, .hitResult, .notDelivered, .gestureCancelsTouches, .cancelAll: return true
        case let .touches(phase, _, _, _): return phase == .began || phase == .cancelled
        case let .dropped(phase, _): return phase == .began
        case let .input(sample, _, _): return sample.phase != .move
        default: return false
        }
    }

    static func isMovement(_ event: TraceEvent) -> Bool {
        switch event {
        case let .input(sample, _, _): return sample.phase == .move
        case .sendEvent, .inputIgnored: return true
        case let .touches(phase, _, _, _): return phase == .moved
        case let .dropped(phase, _): return phase == .moved
        case let .controlEvent(_, e): return e == .touchDragInside || e == .touchDragOutside
        default: return false
        }
    }
}
