#if canImport(Subprocess)
import CheckoutTestSupport
import Foundation
import Testing
import CheckoutDemo
@testable import PrimerCheckoutComponents
import PrimerSandbox

private let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
private let chromedriver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first {
    FileManager.default.isExecutableFile(atPath: $0)
}
private let curl = ["/usr/bin/curl", "/usr/local/bin/curl"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// A WebDriver call failed; `detail` is what chromedriver answered.
private struct WebDriverError: Error, CustomStringConvertible {
    let detail: String
    var description: String { "WebDriver: \(detail)" }
}

/// One headless Chromium session, driven through chromedriver's W3C WebDriver API on loopback.
private struct HeadlessBrowser: Sendable {
    let session: URL

    /// Starts chromedriver and a headless Chromium for the duration of `body`, then closes both.
    static func with<T: Sendable>(_ body: @Sendable (HeadlessBrowser) async throws -> T) async throws -> T {
        let driver = try #require(chromedriver)
        return try await ChildProcess.whileRunning(driver, ["--port=0"]) { lines in
            var announced: Int?
            for await line in lines {
                // "ChromeDriver was started successfully on port 42049."
                if line.contains("started successfully"), let last = line.split(separator: " ").last {
                    announced = Int(last.trimmingCharacters(in: .punctuationCharacters))
                    break
                }
            }
            let port = try #require(announced, "chromedriver did not say its port")
            let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let created = try await call(
                "POST", base.appendingPathComponent("session"),
                [
                    "capabilities": [
                        "alwaysMatch": [
                            "goog:chromeOptions": [
                                "binary": try #require(chromium),
                                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
                            ]
                        ]
                    ]
                ])
            let id = try #require((created as? [String: Any])?["sessionId"] as? String)
            let browser = HeadlessBrowser(session: base.appendingPathComponent("session").appendingPathComponent(id))
            do {
                let result = try await body(browser)
                _ = try? await call("DELETE", browser.session)
                return result
            } catch {
                _ = try? await call("DELETE", browser.session)
                throw error
            }
        }
    }

    /// Navigates to `url` and waits for the page to load.
    func open(_ url: URL) async throws {
        _ = try await Self.call("POST", session.appendingPathComponent("url"), ["url": url.absoluteString])
    }

    /// Clicks the element matching `selector` (a form button: waits for the next page).
    func click(_ selector: String) async throws {
        let element = try await find(selector)
        _ = try await Self.call("POST", session.appendingPathComponent("element/\(element)/click"), [:])
    }

    /// The rendered text of the element matching `selector`.
    func text(_ selector: String) async throws -> String {
        let element = try await find(selector)
        return try await Self.call("GET", session.appendingPathComponent("element/\(element)/text")) as? String ?? ""
    }

    private func find(_ selector: String) async throws -> String {
        let found = try await Self.call("POST", session.appendingPathComponent("element"), ["using": "css selector", "value": selector])
        guard let reference = (found as? [String: Any])?.values.compactMap({ $0 as? String }).first else {
            throw WebDriverError(detail: "no element \(selector)")
        }
        return reference
    }

    /// The calls go through curl: chromedriver writes header lines without a space after the colon,
    /// which FoundationNetworking on Linux refuses ("Failed writing header").
    private static func call(_ method: String, _ url: URL, _ body: [String: Any]? = nil) async throws -> Any? {
        var arguments = ["-sS", "--max-time", "60", "-X", method, url.absoluteString]
        if let body {
            let json = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
            arguments += ["-H", "Content-Type: application/json", "--data-binary", json]
        }
        let result = try await ChildProcess.run(try #require(curl), arguments)
        guard result.status == 0,
            let answer = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        else {
            throw WebDriverError(detail: "\(method) \(url.path) → \(result.status) \(result.output.prefix(300))")
        }
        let value = answer["value"]
        if let failure = value as? [String: Any], let error = failure["error"] as? String {
            throw WebDriverError(detail: "\(method) \(url.path) → \(error): \(failure["message"] as? String ?? "")")
        }
        return value
    }
}

/// The customer in a real browser: the SDK hands over the bank page's address, the customer
/// presses a button on the page and comes back to the app.
private final class BrowserCustomer: RedirectHandler, @unchecked Sendable {
    private let browser: HeadlessBrowser
    private let button: SandboxBankPage.Button
    /// What the bank page said after the press, or the browser's error; empty until then.
    let pageOutcome = Observed("")

    init(_ browser: HeadlessBrowser, presses button: SandboxBankPage.Button) {
        self.browser = browser
        self.button = button
    }

    func open(_ url: URL) async throws -> AsyncStream<RedirectEvent> {
        let (events, continuation) = AsyncStream.makeStream(of: RedirectEvent.self)
        Task { [browser, button] in
            do {
                try await browser.open(url)
                try await browser.click("#\(button.rawValue)")
                let text = try await browser.text("#outcome")
                pageOutcome.update { $0 = text }
            } catch {
                pageOutcome.update { $0 = "\(error)" }
            }
            continuation.yield(.customerReturned)
        }
        return events
    }

    func close() async {}

    /// What the page said, once it said something.
    func pageSaid() async -> String {
        _ = await pageOutcome.wait { !$0.isEmpty }
        return pageOutcome.current
    }
}

@Suite(
    "Real browser", .serialized,
    .enabled(
        if: chromium != nil && chromedriver != nil && curl != nil,
        "needs chromium, chromium-driver and curl (.ci/run installs them)"))
@MainActor
struct RealBrowserTests {
    @Test func approvingOnTheBankPageInChromiumCompletesThePayment() async throws {
        try await withSandbox { sandbox in
            let token = await sandbox.makeClientToken()
            try await HeadlessBrowser.with { browser in
                try await Self.approve(in: browser, token: token, sandbox: sandbox)
            }
        }
    }

    @Test func cancellingOnTheBankPageInChromiumReturnsToTheBankList() async throws {
        try await withSandbox { sandbox in
            let token = await sandbox.makeClientToken()
            try await HeadlessBrowser.with { browser in
                try await Self.cancel(in: browser, token: token, sandbox: sandbox)
            }
        }
    }

    private static func approve(in browser: HeadlessBrowser, token: String, sandbox: SandboxServer) async throws {
        let customer = BrowserCustomer(browser, presses: .approve)
        let checkout = try DefaultCheckoutScope(clientToken: token, settings: fastSettings(timeout: 60), redirectHandler: customer)
        let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
        scope.search(query: "ing")
        let bank = try #require(scope.currentState.filteredBanks.first)
        scope.selectBank(bank)
        guard case .success(let result) = await checkout.settledRoute() else {
            Issue.record("expected success, got \(checkout.currentRoute); the page said: \(customer.pageOutcome.current)")
            return
        }
        // Polling may see the approval before the browser has finished reading the page.
        #expect(await customer.pageSaid().hasPrefix("Approved"))
        let payments = await sandbox.payments
        #expect(payments.count == 1)
        #expect(payments.first?.outcome == .approved)
        #expect(result.paymentId == payments.first?.id)
    }

    private static func cancel(in browser: HeadlessBrowser, token: String, sandbox: SandboxServer) async throws {
        let customer = BrowserCustomer(browser, presses: .cancel)
        let checkout = try DefaultCheckoutScope(clientToken: token, settings: fastSettings(timeout: 60), redirectHandler: customer)
        let scope = try #require(await checkout.readyBankSelector("ADYEN_IDEAL"))
        scope.selectBank(scope.currentState.banks[0])
        let list = CheckoutRoute.paymentMethod(type: "ADYEN_IDEAL", context: .fromPaymentSelection)
        let route = await first(checkout.route, seconds: 60, where: { $0 == list })
        let ready = await first(scope.state, where: { $0.status == .ready })
        let backAtTheList = route != nil && ready != nil
        #expect(backAtTheList, "route \(checkout.currentRoute); the page said: \(customer.pageOutcome.current)")
        #expect(await customer.pageSaid().hasPrefix("Cancelled"))
        #expect(scope.currentState.selectedBank == nil)
        #expect(await sandbox.payments.map(\.outcome) == [.cancelled])
    }
}
#endif
