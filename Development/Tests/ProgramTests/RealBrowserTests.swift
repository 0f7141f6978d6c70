#if canImport(Subprocess)
@_spi(Renderer) @testable import CheckoutTestSupport
import SandboxTestSupport
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

/// A WebDriver call failed; `detail` is what chromedriver answered, `driverSaid` what it printed last.
private struct WebDriverError: Error, CustomStringConvertible {
    let detail: String
    var driverSaid = ""
    var description: String { "WebDriver: \(detail)\nchromedriver printed:\n\(driverSaid)" }
}

/// One headless Chromium session, driven through chromedriver's W3C WebDriver API on loopback.
private struct HeadlessBrowser: Sendable {
    let session: URL
    /// What chromedriver and the browser it started have printed (`--enable-chrome-logs`).
    let driverOutput: ProcessOutput

    /// chromedriver ended, or its output did, before it said which port it listens on.
    private struct DriverDidNotStart: Error {
        let printed: String
    }

    /// Starts chromedriver and a headless Chromium for the duration of `body`, then closes both.
    /// A chromedriver that never says its port is started again, up to three times: that is the
    /// machine, not the checkout (what `body` checks is never repeated).
    static func with<T: Sendable>(_ body: @Sendable (HeadlessBrowser) async throws -> T) async throws -> T {
        var printed: [String] = []
        for _ in 1...3 {
            do {
                return try await startedOnce(body)
            } catch let failure as DriverDidNotStart {
                printed.append(failure.printed)
            }
        }
        Issue.record("chromedriver did not say its port, three times; it printed:\n\(printed.joined(separator: "\n---\n"))")
        throw DriverDidNotStart(printed: printed.last ?? "")
    }

    private static func startedOnce<T: Sendable>(_ body: @Sendable (HeadlessBrowser) async throws -> T) async throws -> T {
        let driver = try #require(chromedriver)
        // Not `--port=0`: chromedriver then takes a free IPv6 port and exits when the same IPv4
        // port is in use, as it often is while the other suites' sandboxes hold IPv4 ports.
        let port = try #require(LoopbackPort.free(), "no loopback port is free")
        return try await ChildProcess.whileRunning(driver, ["--port=\(port)", "--enable-chrome-logs"]) { output in
            // "ChromeDriver was started successfully on port 42049."
            let announced = await output.firstLine(capturing: #"started successfully on port (\d+)\.\s*$"#)
            guard let port = announced.flatMap({ Int($0) }) else { throw DriverDidNotStart(printed: output.tail()) }
            let base = try #require(URL(string: "http://127.0.0.1:\(port)"))
            let created = try await call(
                "POST", base.appendingPathComponent("session"),
                [
                    "capabilities": [
                        "alwaysMatch": [
                            // Finding an element waits, inside the browser, until the page has it:
                            // a form's answer page may still be on its way when the click returns.
                            "timeouts": ["implicit": 30_000],
                            "goog:chromeOptions": [
                                "binary": try #require(chromium),
                                "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
                            ],
                        ]
                    ]
                ], output: output)
            let id = try #require((created as? [String: Any])?["sessionId"] as? String)
            let browser = HeadlessBrowser(
                session: base.appendingPathComponent("session").appendingPathComponent(id), driverOutput: output)
            do {
                let result = try await body(browser)
                _ = try? await call("DELETE", browser.session, output: output)
                return result
            } catch {
                _ = try? await call("DELETE", browser.session, output: output)
                throw error
            }
        }
    }

    /// What the page and the driver said, for a failure message: the page's address and text, and
    /// the last lines chromedriver and Chromium printed.
    func diagnosis() async -> String {
        let url = (try? await call("GET", "url")) as? String
        let page = (try? await call("GET", "source")) as? String
        return """
            the page at \(url ?? "(no address)") reads: \(page.map(Self.visibleText) ?? "(no page)")
            chromedriver and Chromium printed:
            \(driverOutput.tail())
            """
    }

    private static func visibleText(_ html: String) -> String {
        html.replacingOccurrences(of: "<style>[^<]*</style>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "<[^>]+>", with: " ", options: .regularExpression)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Navigates to `url` and waits for the page to load.
    func open(_ url: URL) async throws {
        _ = try await call("POST", "url", ["url": url.absoluteString])
    }

    /// Clicks the element matching `selector` (a form button: waits for the next page).
    func click(_ selector: String) async throws {
        let element = try await find(selector)
        _ = try await call("POST", "element/\(element)/click", [:])
    }

    /// The rendered text of the element matching `selector`.
    func text(_ selector: String) async throws -> String {
        let element = try await find(selector)
        return try await call("GET", "element/\(element)/text") as? String ?? ""
    }

    private func find(_ selector: String) async throws -> String {
        let found = try await call("POST", "element", ["using": "css selector", "value": selector])
        guard let reference = (found as? [String: Any])?.values.compactMap({ $0 as? String }).first else {
            throw WebDriverError(detail: "no element \(selector)", driverSaid: driverOutput.tail(10))
        }
        return reference
    }

    /// A call on this browser's session.
    private func call(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> Any? {
        try await Self.call(method, session.appendingPathComponent(path), body, output: driverOutput)
    }

    /// The calls go through curl: chromedriver writes header lines without a space after the colon,
    /// which FoundationNetworking on Linux refuses ("Failed writing header"). A failure says what
    /// the driver answered and what it printed last.
    private static func call(
        _ method: String, _ url: URL, _ body: [String: Any]? = nil, output: ProcessOutput
    ) async throws -> Any? {
        var arguments = ["-sS", "--max-time", "60", "-X", method, url.absoluteString]
        if let body {
            let json = String(decoding: try JSONSerialization.data(withJSONObject: body), as: UTF8.self)
            arguments += ["-H", "Content-Type: application/json", "--data-binary", json]
        }
        let result = try await ChildProcess.run(try #require(curl), arguments)
        guard result.status == 0,
            let answer = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        else {
            throw WebDriverError(
                detail: "\(method) \(url.path) → curl \(result.status): \(result.output.prefix(300))", driverSaid: output.tail(10))
        }
        let value = answer["value"]
        if let failure = value as? [String: Any], let error = failure["error"] as? String {
            throw WebDriverError(
                detail: "\(method) \(url.path) → \(error): \(failure["message"] as? String ?? "")", driverSaid: output.tail(10))
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
                let diagnosis = await browser.diagnosis()
                pageOutcome.update { $0 = "\(error)\n\(diagnosis)" }
            }
            continuation.yield(.customerReturned)
        }
        return events
    }

    func close() async {}

    /// What the page said, once it said something (the page's outcome, or what went wrong and
    /// what the browser and driver said then).
    func pageSaid() async -> String {
        guard await pageOutcome.wait(until: { !$0.isEmpty }) else {
            return "nothing within 60 s\n\(await browser.diagnosis())"
        }
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
            Issue.record("expected success, got \(checkout.currentRoute); the page said: \(await customer.pageSaid())")
            return
        }
        // Polling may see the approval before the browser has finished reading the page.
        let said = await customer.pageSaid()
        #expect(said.hasPrefix("Approved"), "the page said: \(said)")
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
        let said = await customer.pageSaid()
        #expect(backAtTheList, "route \(checkout.currentRoute); the page said: \(said)")
        #expect(said.hasPrefix("Cancelled"), "the page said: \(said)")
        #expect(scope.currentState.selectedBank == nil)
        #expect(await sandbox.payments.map(\.outcome) == [.cancelled])
    }
}
#endif
