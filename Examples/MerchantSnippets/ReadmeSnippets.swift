// The README's iOS integration example, verbatim, compiled like the seeds' snippets.
#if canImport(UIKit)
import UIKit
import PrimerCheckoutComponents
import PrimerCheckoutSwiftUI
import SwiftUI

struct PayView: View {
    let clientToken: String  // from your server

    var body: some View {
        PrimerCheckout(
            clientToken: clientToken,
            primerSettings: PrimerSettings(localeData: PrimerLocaleData(identifier: "nl-NL"), urlScheme: "myshop://"),
            scope: { checkout in  // runs before the first screen
                checkout.bankSelector { bankSelector in
                    bankSelector.bankItemComponent = { bank in  // a custom row; tapping it still pays
                        HStack {
                            AsyncImage(url: bank.iconUrl)
                            Text(bank.name)
                        }
                    }
                }
            },
            onCompletion: { state in  // exactly once
                // .success(result), .dismissed however the customer left (an error screen included),
                // or .failure(error) when it could not start (an unusable client token)
            }
        )
    }
}

// The README's theme and UIKit examples.
@MainActor
func themedCheckout(clientToken: String) -> PrimerCheckout {
    var theme = PrimerCheckoutTheme()
    theme.colors.brand = ThemeColor(light: PrimerColor(hex: 0x5B2A86), dark: PrimerColor(hex: 0xC9A4F2))
    theme.typography.fontFamily = "Avenir Next"
    let checkout = PrimerCheckout(clientToken: clientToken, theme: theme)
    return checkout
}

final class CartViewController: UIViewController {
    private var checkout: PrimerCheckoutPresenter?

    func pay(clientToken: String, theme: PrimerCheckoutTheme) {
        let presenter = PrimerCheckoutPresenter(
            clientToken: clientToken, theme: theme,
            onCompletion: { state in  // .success(result), .failure(error) or .dismissed
                print(state)
            })
        checkout = presenter
        presenter.present(from: self)
    }
}
#endif
