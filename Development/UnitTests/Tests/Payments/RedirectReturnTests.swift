import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@testable import PrimerCheckoutComponents

/// A URL the app is opened with is the checkout's return only when it is the settings' universal
/// link (its host, its path as a prefix) or URL scheme; it only wakes the status check.
@Suite("Return through a universal link")
struct RedirectReturnTests {
    private var settings: PrimerSettings {
        var settings = PrimerSettings(urlScheme: "MyShop://")
        settings.universalLink = URL(string: "https://shop.example/primer")
        return settings
    }

    @Test(arguments: [
        ("https://shop.example/primer", true), ("https://SHOP.example/primer/return?result=1", true),
        ("myshop://primer", true), ("https://shop.example/primerx", false), ("https://shop.example/cart", false),
        ("http://shop.example/primer", false), ("https://evil.example/primer", false), ("othershop://primer", false),
    ])
    func onlyTheSettingsReturnAddressCounts(url: String, isReturn: Bool) throws {
        #expect(PrimerRedirectReturn.isReturn(try #require(URL(string: url)), settings: settings) == isReturn)
    }

    @Test(arguments: [
        ("myshop://payment", true), ("MYSHOP://Payment/return?result=1", true), ("myshop://payment/", true),
        ("myshop://product/42", false), ("myshop://paymentx", false), ("myshop:", false), ("othershop://payment", false),
    ])
    func aURLSchemeGivenWithAnAddressLeavesTheAppsOtherLinksToTheApp(url: String, isReturn: Bool) throws {
        let settings = PrimerSettings(urlScheme: "myshop://payment")
        #expect(PrimerRedirectReturn.isReturn(try #require(URL(string: url)), settings: settings) == isReturn)
        #expect(try settings.callbackURLScheme() == "myshop", "the browser sheet still completes on the scheme")
    }

    @Test func aURLSchemeWithAnAddressAndAPathClaimsOnlyThatPath() throws {
        let settings = PrimerSettings(urlScheme: "myshop://checkout/bank-return")
        #expect(PrimerRedirectReturn.isReturn(try #require(URL(string: "myshop://checkout/bank-return?x=1")), settings: settings))
        #expect(PrimerRedirectReturn.isReturn(try #require(URL(string: "myshop://checkout/bank-return/done")), settings: settings))
        #expect(!PrimerRedirectReturn.isReturn(try #require(URL(string: "myshop://checkout/cart")), settings: settings))
    }

    @Test func handlingAReturnPostsTheNotificationAndNothingElse() {
        let center = NotificationCenter()
        let count = Observed(0)
        let observer = center.addObserver(forName: PrimerRedirectReturn.notification, object: nil, queue: nil) { _ in
            count.update { $0 += 1 }
        }
        #expect(PrimerRedirectReturn.handle(URL(string: "https://shop.example/primer/x")!, settings: settings, notificationCenter: center))
        #expect(!PrimerRedirectReturn.handle(URL(string: "https://shop.example/other")!, settings: settings, notificationCenter: center))
        center.removeObserver(observer)
        #expect(count.current == 1, "posting is synchronous: the observer already ran")
    }

    @Test func aUniversalLinkThatIsNotHttpsIsRefusedBeforeAnyRequest() {
        var settings = PrimerSettings()
        settings.universalLink = URL(string: "http://shop.example/primer")
        #expect(throws: PrimerError.self) {
            try settings.callbackUniversalLink()
        }
        #expect(PrimerRedirectReturn.isReturn(URL(string: "http://shop.example/primer")!, settings: settings) == false)
    }

    @Test func aWebSchemeGivenAsTheAppsSchemeNeverClaimsTheAppsWebLinks() {
        for scheme in ["https", "http://"] {
            let settings = PrimerSettings(urlScheme: scheme)
            #expect(throws: PrimerError.self) { try settings.callbackURLScheme() }
            #expect(!PrimerRedirectReturn.isReturn(URL(string: "https://news.example/article")!, settings: settings))
            #expect(!PrimerRedirectReturn.isReturn(URL(string: "http://shop.example/primer")!, settings: settings))
        }
    }
}
