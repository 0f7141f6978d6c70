// The README's iOS integration example, verbatim, compiled like the seeds' snippets.
#if canImport(UIKit)
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
                // .success(result), .failure(error) when the customer closed the error screen, or .dismissed
            }
        )
    }
}
#endif
