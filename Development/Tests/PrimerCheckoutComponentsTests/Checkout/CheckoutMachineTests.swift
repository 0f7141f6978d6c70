import Foundation
import Testing

@testable import PrimerCheckoutComponents

/// The checkout's navigation, synchronously: send an action, assert the route and state a
/// subscriber would see and the effects asked for.
@Suite("Checkout transitions")
struct CheckoutMachineTests {
    let ideal = CheckoutPaymentMethod(id: "cfg_ideal", type: "ADYEN_IDEAL", name: "iDEAL")
    let dotpay = CheckoutPaymentMethod(id: "cfg_dotpay", type: "ADYEN_DOTPAY", name: "Dotpay")
    let other = CheckoutPaymentMethod(id: "cfg_card", type: "PAYMENT_CARD", name: "Card")
    let declined = PrimerError.paymentFailed(
        paymentMethodType: "ADYEN_IDEAL", paymentId: "p1", status: "FAILED", reason: "Refused", diagnosticsId: "d1")
    let payment = PaymentResult(paymentId: "p1", status: .success, amount: 1250, currencyCode: "EUR", paymentMethodType: "ADYEN_IDEAL")
    let ready = PrimerCheckoutState.ready(totalAmount: 1250, currencyCode: "EUR")

    private func machine(prefetches: Bool = true) -> CheckoutMachine {
        CheckoutMachine(supportedTypes: ["ADYEN_IDEAL", "ADYEN_DOTPAY"], prefetches: prefetches)
    }

    private func configuration(_ methods: [CheckoutPaymentMethod]) -> CheckoutConfiguration {
        CheckoutConfiguration(totalAmount: 1250, currencyCode: "EUR", paymentMethods: methods, apiSession: nil)
    }

    /// A checkout showing its list of iDEAL and Dotpay.
    private func onTheList() -> CheckoutMachine {
        var machine = machine()
        _ = machine.reduce(.start)
        _ = machine.reduce(.loaded(.success(configuration([ideal, dotpay]))))
        return machine
    }

    @Test func loadingShowsTheSupportedMethodsOnceAndLoadsTheirListsBehindIt() {
        var machine = machine()
        #expect(machine.snapshot.state == .initializing)
        #expect(machine.reduce(.start) == [.loadConfiguration])
        #expect(machine.reduce(.start) == [])
        #expect(machine.reduce(.loaded(.success(configuration([ideal, other, dotpay, ideal])))) == [.createScopes, .schedulePrefetch])
        #expect(machine.paymentMethods.map(\.type) == ["ADYEN_IDEAL", "ADYEN_DOTPAY"])
        #expect(machine.snapshot.route == .paymentMethodSelection && machine.snapshot.state == ready)
        #expect(machine.reduce(.prefetchDue) == [.prefetchMethods])
    }

    @Test func oneMethodOpensDirectly() {
        var machine = machine()
        _ = machine.reduce(.start)
        #expect(machine.reduce(.loaded(.success(configuration([ideal])))) == [.createScopes, .cancelPrefetch, .startMethod("ADYEN_IDEAL")])
        #expect(machine.snapshot.route == .paymentMethod(type: "ADYEN_IDEAL", context: .direct))
    }

    @Test func aFailedLoadShowsTheErrorAndRetryLoadsAgain() {
        var machine = machine()
        _ = machine.reduce(.start)
        #expect(machine.reduce(.loaded(.failure(declined))) == [])
        guard case .failure(let failure) = machine.snapshot.route else {
            Issue.record("no error screen")
            return
        }
        #expect(failure.kind == .loadFailure && !failure.canChooseOtherPaymentMethod)
        #expect(machine.snapshot.state == .failure(declined))
        #expect(machine.reduce(.retry) == [.loadConfiguration])
        #expect(machine.snapshot.route == .loading && machine.snapshot.state == .initializing)
        #expect(machine.reduce(.retry) == [])
    }

    @Test func openingAnotherMethodLeavesTheFirstAndStopsThePrefetch() {
        var machine = onTheList()
        #expect(machine.reduce(.open("ADYEN_IDEAL")) == [.cancelPrefetch, .startMethod("ADYEN_IDEAL")])
        #expect(machine.reduce(.showMethodList) == [.leaveMethod("ADYEN_IDEAL"), .schedulePrefetch])
        _ = machine.reduce(.open("ADYEN_IDEAL"))
        #expect(machine.reduce(.open("ADYEN_DOTPAY")) == [.cancelPrefetch, .leaveMethod("ADYEN_IDEAL"), .startMethod("ADYEN_DOTPAY")])
        #expect(machine.reduce(.open("PAYMENT_CARD")) == [])
        #expect(machine.reduce(.prefetchDue) == [], "no list loads behind a method's own screen")
    }

    @Test func oneMethodsPaymentAtATime() {
        var machine = onTheList()
        _ = machine.reduce(.open("ADYEN_IDEAL"))
        _ = machine.reduce(.processing("ADYEN_IDEAL"))
        #expect(machine.canStartPayment("ADYEN_IDEAL"))
        #expect(!machine.canStartPayment("ADYEN_DOTPAY"))
        let bank = URL(string: "https://bank.example/pay")!
        _ = machine.reduce(.awaitingBank("ADYEN_DOTPAY", redirectUrl: bank))
        #expect(machine.snapshot.route == .processing(paymentMethodType: "ADYEN_IDEAL"))
        _ = machine.reduce(.awaitingBank("ADYEN_IDEAL", redirectUrl: bank))
        #expect(machine.snapshot.route == .awaitingBank(paymentMethodType: "ADYEN_IDEAL", redirectUrl: bank))
        #expect(machine.snapshot.state == ready)
    }

    @Test func aFailedPaymentOffersRetryOrAnotherMethod() {
        var machine = onTheList()
        _ = machine.reduce(.open("ADYEN_IDEAL"))
        _ = machine.reduce(.processing("ADYEN_IDEAL"))
        #expect(
            machine.reduce(.paymentFailed(declined, method: "ADYEN_IDEAL")) == [
                .track(.paymentFailure, method: "ADYEN_IDEAL", paymentId: nil)
            ])
        #expect(machine.snapshot.state == .failure(declined))
        #expect(machine.reduce(.retry) == [.retryPayment("ADYEN_IDEAL")])
        _ = machine.reduce(.paymentFailed(declined, method: "ADYEN_IDEAL"))
        #expect(machine.reduce(.chooseOtherMethod) == [.leaveMethod("ADYEN_IDEAL"), .schedulePrefetch])
        #expect(machine.snapshot.route == .paymentMethodSelection)
        #expect(machine.reduce(.retry) == [])
    }

    @Test func aMethodsLoadFailureCountsOnlyWhileItIsOpen() {
        var machine = onTheList()
        #expect(machine.reduce(.methodLoadFailed(declined, method: "ADYEN_IDEAL")) == [])
        #expect(machine.snapshot.route == .paymentMethodSelection)
        _ = machine.reduce(.open("ADYEN_IDEAL"))
        _ = machine.reduce(.methodLoadFailed(declined, method: "ADYEN_IDEAL"))
        #expect(machine.reduce(.retry) == [.retryMethodLoad("ADYEN_IDEAL")])
        _ = machine.reduce(.showMethod("ADYEN_IDEAL"))
        #expect(machine.snapshot.route == .paymentMethod(type: "ADYEN_IDEAL", context: .fromPaymentSelection))
    }

    @Test func successAndDismissalAreFinal() {
        var paid = onTheList()
        _ = paid.reduce(.open("ADYEN_IDEAL"))
        #expect(
            paid.reduce(.paid(payment)) == [
                .track(.paymentSuccess, method: "ADYEN_IDEAL", paymentId: "p1"), .stopLoading, .cancelPrefetch,
                .concludeRecord(paid: payment), .closeMethods, .endStreams,
            ])
        #expect(paid.snapshot.route == .success(payment) && paid.snapshot.state == .success(payment))
        let actions: [CheckoutAction] = [
            .start, .open("ADYEN_DOTPAY"), .retry, .chooseOtherMethod, .dismiss, .prefetchDue, .processing("ADYEN_IDEAL"),
            .paid(payment), .paymentFailed(declined, method: "ADYEN_IDEAL"), .showMethod("ADYEN_IDEAL"), .showMethodList,
        ]
        for action in actions { #expect(paid.reduce(action) == []) }
        #expect(paid.snapshot.route == .success(payment))
        #expect(!paid.canStartPayment("ADYEN_IDEAL"))

        var dismissed = onTheList()
        _ = dismissed.reduce(.open("ADYEN_DOTPAY"))
        #expect(
            dismissed.reduce(.dismiss) == [
                .track(.paymentFlowExited, method: "ADYEN_DOTPAY", paymentId: nil), .stopLoading, .cancelPrefetch,
                .concludeRecord(paid: nil), .closeMethods, .endStreams,
            ])
        #expect(dismissed.snapshot.state == .dismissed)
    }

    let notConfirmed = PrimerError.paymentPending(
        paymentMethodType: "ADYEN_IDEAL", paymentId: "pay_open", status: "PENDING", issuer: "INGBNL2A", diagnosticsId: "d2")

    @Test func aPaymentNotConfirmedOffersToContinueItOrPayAnotherWayLeavingItOpen() {
        var machine = onTheList()
        _ = machine.reduce(.open("ADYEN_DOTPAY"))
        _ = machine.reduce(.processing("ADYEN_DOTPAY"))
        #expect(
            machine.reduce(.paymentFailed(notConfirmed, method: "ADYEN_DOTPAY")) == [
                .track(.paymentFailure, method: "ADYEN_DOTPAY", paymentId: nil)
            ])
        guard case .failure(let failure) = machine.snapshot.route else {
            Issue.record("expected the not-confirmed screen")
            return
        }
        #expect(failure.category == .notConfirmed && failure.canChooseOtherPaymentMethod)
        // Continue: the method pays again, which continues the open payment.
        #expect(machine.reduce(.retry) == [.retryPayment("ADYEN_DOTPAY")])

        _ = machine.reduce(.paymentFailed(notConfirmed, method: "ADYEN_DOTPAY"))
        #expect(
            machine.reduce(.chooseOtherMethod) == [
                .payAroundOpenPayment(paymentId: "pay_open"), .leaveMethod("ADYEN_DOTPAY"), .schedulePrefetch,
            ])
        #expect(machine.snapshot.route == .paymentMethodSelection)
    }

    @Test func theOnlyMethodStillOffersToPayAnotherWayBackAtItsList() {
        var machine = machine()
        _ = machine.reduce(.start)
        _ = machine.reduce(.loaded(.success(configuration([ideal]))))
        _ = machine.reduce(.paymentFailed(declined, method: "ADYEN_IDEAL"))
        guard case .failure(let declinedScreen) = machine.snapshot.route else {
            Issue.record("expected the error screen")
            return
        }
        #expect(!declinedScreen.canChooseOtherPaymentMethod, "a declined payment in the only method has no other way")
        _ = machine.reduce(.retry)
        _ = machine.reduce(.paymentFailed(notConfirmed, method: "ADYEN_IDEAL"))
        guard case .failure(let failure) = machine.snapshot.route else {
            Issue.record("expected the not-confirmed screen")
            return
        }
        #expect(failure.canChooseOtherPaymentMethod)
        #expect(
            machine.reduce(.chooseOtherMethod) == [
                .payAroundOpenPayment(paymentId: "pay_open"), .leaveMethod("ADYEN_IDEAL"), .cancelPrefetch, .startMethod("ADYEN_IDEAL"),
            ])
        #expect(machine.snapshot.route == .paymentMethod(type: "ADYEN_IDEAL", context: .direct))
    }

    @Test func onlyProcessingAndTheBankHoldTheSheet() {
        let url = URL(string: "https://bank.example/p")!
        let failure = CheckoutFailure(
            error: declined, kind: .paymentFailure, paymentMethodType: "ADYEN_IDEAL", canChooseOtherPaymentMethod: false)
        #expect(CheckoutRoute.processing(paymentMethodType: "ADYEN_IDEAL").isPaymentInFlight)
        #expect(CheckoutRoute.awaitingBank(paymentMethodType: "ADYEN_IDEAL", redirectUrl: url).isPaymentInFlight)
        let free: [CheckoutRoute] = [
            .loading, .paymentMethodSelection, .paymentMethod(type: "ADYEN_IDEAL", context: .direct), .success(payment), .failure(failure),
            .dismissed,
        ]
        for route in free { #expect(!route.isPaymentInFlight, "\(route)") }
    }
}
