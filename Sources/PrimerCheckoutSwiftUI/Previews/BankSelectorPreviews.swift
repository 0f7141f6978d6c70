#if DEBUG
@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

struct BankSelectorPreviews: PreviewProvider {
    static var previews: some View {
        Group {
            bankSelector(PreviewFixtures.bankSelector())
                .previewDisplayName("Bank list")
            bankSelector(PreviewFixtures.bankSelector(query: "bank"))
                .previewDisplayName("Search with matches emphasised")
            bankSelector(PreviewFixtures.bankSelector(.loading))
                .previewDisplayName("Loading")
            bankSelector(PreviewFixtures.bankSelector(query: "zzz"))
                .previewDisplayName("No banks found")
            bankSelector(PreviewFixtures.bankSelector(banks: []))
                .previewDisplayName("No banks available")
            bankSelector(PreviewFixtures.confirmSelection(PreviewFixtures.banks[1]))
                .previewDisplayName("Confirm selection: a bank selected")
            bankSelector(PreviewFixtures.schemePage(recentBank: nil))
                .previewDisplayName("iDEAL 2.0: continue to iDEAL")
            bankSelector(PreviewFixtures.schemePage(recentBank: PreviewFixtures.banks[0]))
                .previewDisplayName("iDEAL 2.0: pay with the bank from last time")
            bankSelector(PreviewFixtures.bankSelector())
                .environment(\.colorScheme, .dark)
                .previewDisplayName("Dark mode")
            bankSelector(PreviewFixtures.bankSelector())
                .environment(\.primerTheme, PrimerCheckoutTheme.default.increasedContrast)
                .previewDisplayName("Increase Contrast (the theme as the checkout draws it then)")
            bankSelector(PreviewFixtures.bankSelector(locale: "ar"))
                .environment(\.layoutDirection, .rightToLeft)
                .previewDisplayName("Arabic, right to left")
            bankSelector(PreviewFixtures.bankSelector(query: "ing", locale: "pl-PL"))
                .environment(\.dynamicTypeSize, .accessibility5)
                .previewDisplayName("Polish, largest Dynamic Type (rows stacked)")
        }
    }

    private static func bankSelector(_ model: BankSelectorScreenModel) -> some View {
        BankSelectorView(
            model: model, customization: .none, query: .constant(model.searchField.text),
            select: { _ in }, confirm: {}, back: {}, cancel: {})
    }
}
#endif
