import Foundation

@testable import PrimerCheckoutSwiftUI

/// A browser sheet that records what the handler asks of it and ends when the test says.
@MainActor
final class FakeBankPage: BankPageSession {
    let url: URL
    let callbackScheme: String?
    private let canStart: Bool
    private let completion: @MainActor (BankPageOutcome) -> Void
    private let onStart: (@MainActor (FakeBankPage) -> Void)?
    private(set) var started = false
    private(set) var cancelled = false

    init(
        url: URL, callbackScheme: String?, canStart: Bool, completion: @escaping @MainActor (BankPageOutcome) -> Void,
        onStart: (@MainActor (FakeBankPage) -> Void)?
    ) {
        self.url = url
        self.callbackScheme = callbackScheme
        self.canStart = canStart
        self.completion = completion
        self.onStart = onStart
    }

    func start() -> Bool {
        started = canStart
        if canStart { onStart?(self) }
        return canStart
    }

    func cancel() {
        cancelled = true
    }

    /// The sheet ends as `outcome`.
    func end(_ outcome: BankPageOutcome) {
        completion(outcome)
    }
}

/// Makes `FakeBankPage`s and keeps them for the test to drive.
@MainActor
final class FakeBankPages {
    private(set) var pages: [FakeBankPage] = []
    var canStart = true
    var onStart: (@MainActor (FakeBankPage) -> Void)?

    var factory: BankPageSessionFactory {
        { [self] url, scheme, completion in
            let page = FakeBankPage(url: url, callbackScheme: scheme, canStart: canStart, completion: completion, onStart: onStart)
            pages.append(page)
            return page
        }
    }
}
