// The browser-sheet handler exists where UIKit does (iOS, and the Linux type-check).
#if canImport(UIKit)
import CheckoutDemo
import Foundation
@_spi(Renderer) import PrimerCheckoutComponents
import PrimerSandbox
import Testing

@testable import PrimerCheckoutSwiftUI

/// The iOS redirect handler's event mapping, over a fake browser sheet and a private notification
/// centre standing in for `UIApplication.didBecomeActiveNotification`.
@Suite("Browser-sheet redirect handler", .timeLimit(.minutes(1)))
@MainActor
struct WebAuthenticationRedirectHandlerTests {
    private let pages = FakeBankPages()
    private let center = NotificationCenter()
    private let becameActive = Notification.Name("test.didBecomeActive")
    private let bankPage = URL(string: "https://bank.example/pay/1")!

    private func handler(scheme: String? = "myshop") -> WebAuthenticationRedirectHandler {
        WebAuthenticationRedirectHandler(
            callbackScheme: scheme, makeSession: pages.factory, notificationCenter: center,
            activation: becameActive)
    }

    private func firstEvents(_ events: AsyncStream<RedirectEvent>, count: Int) async -> [RedirectEvent] {
        var received: [RedirectEvent] = []
        for await event in events {
            received.append(event)
            if received.count == count { break }
        }
        return received
    }

    @Test func theSheetOpensTheBankPageWithTheAppsCallbackScheme() async throws {
        _ = try await handler().open(bankPage)
        #expect(pages.pages.map(\.url) == [bankPage])
        #expect(pages.pages.first?.callbackScheme == "myshop")
        #expect(pages.pages.first?.started == true)
    }

    @Test(arguments: [
        (BankPageOutcome.returnedToApp, RedirectEvent.customerReturned),
        (.closedByCustomer, .customerCancelled),
        (.failed, .customerCancelled),
    ])
    func howTheSheetEndsIsWhatTheCheckoutHears(outcome: BankPageOutcome, event: RedirectEvent) async throws {
        let events = try await handler().open(bankPage)
        pages.pages[0].end(outcome)
        #expect(await firstEvents(events, count: 1) == [event])
    }

    @Test func aCheckoutClosingItsPageNeverClosesThePageAnotherCheckoutOpenedSince() async throws {
        let shared = handler()
        let other = URL(string: "https://bank.example/pay/2")!
        _ = try await shared.open(bankPage)
        _ = try await shared.open(other)
        await shared.close(bankPage)
        #expect(pages.pages.map(\.url) == [bankPage, other])
        #expect(pages.pages[1].cancelled == false, "the second checkout's sheet stays")
        await shared.close(other)
        #expect(pages.pages[1].cancelled)
    }

    @Test func theAppBecomingActiveAgainMeansTheCustomerReturnedFromTheirBankingApp() async throws {
        let events = try await handler().open(bankPage)
        center.post(name: becameActive, object: nil)
        center.post(name: becameActive, object: nil)
        #expect(await firstEvents(events, count: 2) == [.customerReturned, .customerReturned])
    }

    @Test func aUniversalLinkForwardedByTheAppMeansTheCustomerReturned() async throws {
        var settings = PrimerSettings(urlScheme: "myshop://")
        settings.universalLink = URL(string: "https://shop.example/primer")
        let events = try await handler().open(bankPage)
        #expect(!PrimerRedirectReturn.handle(URL(string: "https://shop.example/cart")!, settings: settings, notificationCenter: center))
        #expect(
            PrimerRedirectReturn.handle(
                URL(string: "https://shop.example/primer/return?x=1")!, settings: settings, notificationCenter: center))
        #expect(await firstEvents(events, count: 1) == [.customerReturned])
    }

    @Test func aSheetThatCannotBeShownFailsTheRedirect() async throws {
        pages.canStart = false
        await #expect(throws: PrimerError.self) { _ = try await handler().open(bankPage) }
        do {
            _ = try await handler().open(bankPage)
        } catch let error as PrimerError {
            guard case .failedToRedirect(let url, _, _) = error else {
                Issue.record("threw \(error)")
                return
            }
            #expect(url == "https://bank.example", "the origin only: the page's path is a capability")
        }
    }

    @Test func closeDismissesTheSheetEndsTheStreamAndStopsListening() async throws {
        let handler = handler()
        let events = try await handler.open(bankPage)
        await handler.close()
        center.post(name: becameActive, object: nil)
        #expect(pages.pages[0].cancelled)
        var received: [RedirectEvent] = []
        for await event in events { received.append(event) }
        #expect(received.isEmpty)
    }

    @Test func openingAnotherPageClosesTheFirstSheet() async throws {
        let handler = handler()
        let first = try await handler.open(bankPage)
        _ = try await handler.open(bankPage.appendingPathComponent("again"))
        #expect(pages.pages.count == 2)
        #expect(pages.pages[0].cancelled)
        var received: [RedirectEvent] = []
        for await event in first { received.append(event) }
        #expect(received.isEmpty)
    }

    @Test func aCustomerWhoApprovesAtTheBankAndReturnsIsPaid() async throws {
        let sandbox = SandboxServer()
        _ = try await sandbox.start()
        pages.onStart = { page in
            Task {
                await SandboxBankPage.press(.approve, at: page.url)
                page.end(.returnedToApp)
            }
        }
        let handler = handler()
        let probe = PresenterProbe(clientToken: await sandbox.makeClientToken(), redirectHandler: handler)
        _ = try await probe.payWithFirstBank(of: "ADYEN_IDEAL")
        guard case .success(let result) = await probe.completion() else {
            Issue.record("no success")
            return
        }
        #expect(result.paymentMethodType == "ADYEN_IDEAL")
        #expect(pages.pages.count == 1)
        #expect(await sandbox.calls(to: .createPayment) == 1)
        await sandbox.stop()
    }

    @Test func aCustomerWhoClosesTheSheetIsBackAtTheBankList() async throws {
        let sandbox = SandboxServer()
        _ = try await sandbox.start()
        pages.onStart = { page in page.end(.closedByCustomer) }
        let probe = PresenterProbe(clientToken: await sandbox.makeClientToken(), redirectHandler: handler())
        _ = try await probe.payWithFirstBank(of: "ADYEN_IDEAL")
        _ = await probe.screen { if case .processing = $0 { true } else { false } }
        let back = await probe.screen { if case .bankSelector = $0 { true } else { false } }
        guard case .bankSelector(let type, _) = back else {
            Issue.record("not back at the bank list")
            return
        }
        #expect(type == "ADYEN_IDEAL")
        #expect(probe.completions.isEmpty)
        probe.presenter.close()
        await sandbox.stop()
    }
}
#endif
