extension Playground {
    /// `;`: the first responder resigns (UIKit's `resignFirstResponder()`, what an app's "Done"
    /// button or `endEditing(true)` does), at the window's last time: a text field's keyboard
    /// goes, and the records join the last touch's story.
    func resignFromKeyboard() {
        guard scene != nil else { return }
        let t = max(lastTimestamp, (lastWall ?? 0) + clockOffset)
        if session.resignFirstResponder(timestamp: t) {
            needsRedraw = true
        } else {
            notice = Localization.nothingToResign(language)
        }
    }
}
