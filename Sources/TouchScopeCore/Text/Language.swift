/// The language of the interface and of the command line's answers: English or Simplified
/// Chinese.
public enum Language: String, Sendable, Hashable, CaseIterable {
    case en, zh

    /// The language a locale environment asks for: `LC_ALL`, then `LC_MESSAGES`, then `LANG`
    /// (the first one set wins, as POSIX says); Chinese when it starts with `zh`.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return value.lowercased().hasPrefix("zh") ? .zh : .en
            }
        }
        return .en
    }
}
