import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@testable import PrimerCheckoutComponents

/// The turns the process's checkouts take to create a payment on one client session.
@Suite("Turns to create a payment")
struct PaymentTurnsTests {
    @Test func aCheckoutWaitsOnlyForTheTurnOfAnotherOnTheSameClientSession() async {
        let (turns, waits) = PaymentTurns.watched()
        let first = await turns.take("session-a")
        #expect(first != nil)
        #expect(await turns.take("session-b") != nil, "another client session does not wait")

        let second = Task { await turns.take("session-a") }
        var waited: String?
        for await key in waits {
            waited = key
            break
        }
        #expect(waited == "session-a")
        await first?.end()
        #expect(await second.value != nil)
    }

    @Test func turnsPassInTheOrderTheCheckoutsAsked() async {
        let (turns, waits) = PaymentTurns.watched()
        let holder = await turns.take("session")
        let (granted, grantedContinuation) = AsyncStream.makeStream(of: Int.self)
        var iterator = waits.makeAsyncIterator()
        var waiters: [Task<Void, Never>] = []
        for number in 1...3 {
            waiters.append(
                Task {
                    let turn = await turns.take("session")
                    grantedContinuation.yield(number)
                    await turn?.end()
                })
            _ = await iterator.next()
        }
        await holder?.end()
        var order: [Int] = []
        for await number in granted {
            order.append(number)
            if order.count == 3 { break }
        }
        #expect(order == [1, 2, 3])
        for waiter in waiters { await waiter.value }
    }

    @Test func aCheckoutStoppedWhileWaitingLeavesTheQueueWithoutATurn() async {
        let (turns, waits) = PaymentTurns.watched()
        let holder = await turns.take("session")
        let stopped = Task { await turns.take("session") }
        for await _ in waits { break }
        stopped.cancel()
        #expect(await stopped.value == nil)

        await holder?.end()
        let next = await turns.take("session")
        #expect(next != nil, "the turn is free again: nobody waits for the checkout that left")
        await next?.end()
    }

    @Test func endingATurnAgainLeavesTheNextCheckoutsTurnAlone() async {
        let (turns, waits) = PaymentTurns.watched()
        let first = await turns.take("session")
        let second = Task { await turns.take("session") }
        var iterator = waits.makeAsyncIterator()
        _ = await iterator.next()
        await first?.end()
        let secondTurn = await second.value
        #expect(secondTurn != nil)

        await first?.end()
        let third = Task { await turns.take("session") }
        #expect(await iterator.next() == "session", "the second checkout still holds the turn: the third waits")
        await secondTurn?.end()
        await third.value?.end()
    }

    @Test func aCheckoutAlreadyStoppedTakesNoTurn() async {
        let turns = PaymentTurns()
        let stopped = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await turns.take("session")
        }
        #expect(await stopped.value == nil)
        #expect(await turns.take("session") != nil)
    }
}
