/// The file `touchscope new FILE.swift` writes: a Swift scene that compiles, with one override of
/// each kind a lesson starts from, to edit while the window shows it.
public enum SwiftSceneStarter {
    public static let text = #"""
    // A Swift scene: `touchscope open THIS_FILE` shows it; save to reload, then tap.
    // Opening a Swift scene runs its code on your machine, as `swift run` would.
    import TouchKit

    // A button whose hit area reaches 20 points beyond its edges (Apple's 44-point guideline).
    final class BigButton: Button {
        override func point(inside point: Point, with event: Event?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    // A card that keeps every touch inside it for itself: its subviews never get one.
    final class Card: View {
        override func hitTest(_ point: Point, with event: Event?) -> View? {
            guard super.hitTest(point, with: event) != nil else { return nil }
            return self   // try: return super.hitTest(point, with: event)
        }

        override func touchesBegan(_ touches: [Touch], with event: Event) {
            // Handled here. Call super to pass the touches on up the responder chain too.
        }

        override func touchesEnded(_ touches: [Touch], with event: Event) {}
    }

    let scene = Scene(
        "My scene",
        summary: "A small button with a larger hit area, and a card that keeps its touches.",
        steps: [
            .tap(195, 152, say: "Just below the button: still the button.", picture: true),
            .wait(0.5),
            .tap(120, 500, say: "On the card's like button: the card takes it."),
        ]
    ) { window in
        let button = BigButton(id: "smallButton", title: "OK", frame: Rect(175, 100, 40, 40))
        button.addAction(for: .touchUpInside) { _ in }
        window.addSubview(button)

        let card = Card(id: "card", frame: Rect(40, 400, 310, 200), color: Color("#5AC8FA"))
        let like = Button(id: "like", title: "Like", frame: Rect(40, 80, 120, 44))
        card.addSubview(like)
        window.addSubview(card)
    }

    """#
}
