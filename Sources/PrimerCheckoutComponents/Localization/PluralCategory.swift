/// A CLDR plural category.
package enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}

/// CLDR cardinal plural rules for whole numbers, per locale (`.stringsdict` is not usable on Linux):
/// by language, and by region where CLDR's differ (European Portuguese and the locales CLDR makes
/// its children count 0 as `other`, Brazilian Portuguese as `one`).
enum PluralRules {
    static func category(for count: Int, locale: LocaleSubtags) -> PluralCategory {
        let n = count.magnitude
        let mod10 = n % 10
        let mod100 = n % 100
        switch locale.language {
        case "pt" where isEuropeanPortuguese(locale.region):
            return n == 1 ? .one : (n != 0 && n % 1_000_000 == 0 ? .many : .other)
        case "ja", "ko", "zh", "th", "vi", "id", "ms":
            return .other
        case "fr", "hy":
            return n <= 1 ? .one : (locale.language == "fr" && n != 0 && n % 1_000_000 == 0 ? .many : .other)
        case "hi", "fa":
            return n <= 1 ? .one : .other
        case "pt":
            return n <= 1 ? .one : (n != 0 && n % 1_000_000 == 0 ? .many : .other)
        case "es", "it", "ca":
            return n == 1 ? .one : (n != 0 && n % 1_000_000 == 0 ? .many : .other)
        case "fil":
            return [1, 2, 3].contains(n) || ![4, 6, 9].contains(mod10) ? .one : .other
        case "ru", "uk":
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "pl":
            if n == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case "bs", "hr", "sr":
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .other
        case "cs", "sk":
            return n == 1 ? .one : ((2...4).contains(n) ? .few : .other)
        case "sl":
            switch mod100 {
            case 1: return .one
            case 2: return .two
            case 3, 4: return .few
            default: return .other
            }
        case "lt":
            if mod10 == 1 && !(11...19).contains(mod100) { return .one }
            if (2...9).contains(mod10) && !(11...19).contains(mod100) { return .few }
            return .other
        case "lv":
            if mod10 == 0 || (11...19).contains(mod100) { return .zero }
            return mod10 == 1 && mod100 != 11 ? .one : .other
        case "ro":
            if n == 1 { return .one }
            return n == 0 || (1...19).contains(mod100) ? .few : .other
        case "ar":
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                if (3...10).contains(mod100) { return .few }
                if (11...99).contains(mod100) { return .many }
                return .other
            }
        case "he":
            return n == 1 ? .one : (n == 2 ? .two : .other)
        case "mk":
            return mod10 == 1 && mod100 != 11 ? .one : .other
        default:
            return n == 1 ? .one : .other
        }
    }

    /// Whether `region`'s Portuguese is European: Portugal, or a region CLDR parents to it.
    private static func isEuropeanPortuguese(_ region: String?) -> Bool {
        var region = region
        var seen = Set<String>()
        while let current = region, seen.insert(current).inserted {
            if current == "PT" { return true }
            region = LocaleLikelySubtags.parents["pt_\(current)"].map(LocaleSubtags.init(cldr:))?.region
        }
        return false
    }
}
