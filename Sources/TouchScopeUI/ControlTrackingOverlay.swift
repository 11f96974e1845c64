import TouchScopeCore
import TouchScopeScenes

extension Theme {
    /// The tolerance rectangle and trail of a control tracking a touch.
    static let tracking = Color(red: 0x5A, green: 0xC8, blue: 0xFA)
}

extension PlaygroundRenderer {
    /// While a control tracks a touch: its tolerance rectangle (its bounds grown by the tracking
    /// tolerance, about 70 points) dashed, the drag's trail since the touch began, and its live
    /// state (highlighted, the touch inside or outside) in a tag.
    mutating func drawControlTracking(_ scene: BuiltScene) {
        let tolerance = scene.application.parameters.controlTrackingTolerance
        let tracking = scene.views.values.compactMap { $0 as? Control }.filter(\.isTracking).sorted { $0.id < $1.id }
        guard !tracking.isEmpty else { return }
        drawTrail()
        list.note(.tracking)
        for control in tracking {
            let quad = pixelQuad(control)
            let box = Rect(bounding: quad)
            // Points to pixels along each axis (a scaled control grows its tolerance with it).
            let sx = control.bounds.width > 0 ? box.width / control.bounds.width : layout.scale
            let sy = control.bounds.height > 0 ? box.height / control.bounds.height : layout.scale
            let area = box.insetBy(dx: -tolerance * sx, dy: -tolerance * sy)
            list.append(.dashedRect(area.insetBy(dx: -1, dy: -1), Theme.halo, dash: 6 * u))
            list.append(.dashedRect(area, Theme.tracking, dash: 6 * u))
            record(.graphic, area, Theme.tracking, edge: Theme.halo)
            let state = Localization.trackingState(highlighted: control.isHighlighted, inside: control.isTouchInside, language)
            let fill = control.isTouchInside ? Theme.tracking : Theme.changed
            drawAlone(trackingTagRequest(control: control.id, area: area, state: state), scene, kind: .controlTracking, fill: fill)
        }
    }

    /// The first finger's path since it went down, as a line with a halo (also after a lift:
    /// ``drawLiftedDrag(_:at:)``).
    /// Returns the trail's points in window pixels (none drawn: fewer than two).
    @discardableResult
    mutating func drawTrail() -> [Point] {
        var points: [Point] = []
        for record in snapshot.storyRecords {
            guard case let .input(sample, _, _) = record.event else { continue }
            if sample.phase == .down, !points.isEmpty { break }
            points.append(layout.pixel(sample.location))
            if sample.phase == .up || sample.phase == .cancel { break }
        }
        guard points.count > 1 else { return [] }
        for (a, b) in zip(points, points.dropFirst()) {
            list.append(.line(from: a, to: b, Theme.halo, width: 5 * u))
        }
        for (a, b) in zip(points, points.dropFirst()) {
            list.append(.line(from: a, to: b, Theme.tracking, width: 2.5 * u))
        }
        return points
    }
}
