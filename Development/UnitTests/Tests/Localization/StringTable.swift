import Foundation

@_spi(Renderer) @testable import PrimerCheckoutComponents

extension CheckoutComponentsStrings {
    /// The shipped table of one locale as it is, without the fallback chain.
    static func table(for locale: String) -> [String: String] {
        guard let path = Bundle.module.path(forResource: locale.lowercased(), ofType: "lproj"),
            let data = FileManager.default.contents(atPath: path + "/CheckoutComponentsStrings.strings"),
            let table = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String]
        else { return [:] }
        return table
    }
}
