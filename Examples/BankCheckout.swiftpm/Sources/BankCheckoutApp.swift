import SwiftUI

/// A shop with one product that customers pay for with iDEAL or Dotpay.
@main
struct BankCheckoutApp: App {
    var body: some Scene {
        WindowGroup {
            ProductPage()
        }
    }
}
