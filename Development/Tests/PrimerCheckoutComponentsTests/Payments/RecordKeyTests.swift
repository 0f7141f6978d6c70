import Testing

@testable import PrimerCheckoutComponents

@Suite("Where a checkout's payments are kept")
struct RecordKeyTests {
    @Test func everyClientSessionOfOneOrderSharesOneRecordAndNoOtherOrderOrAccountDoes() {
        let order = RecordKey.order("order-42", account: "acc_1")
        #expect(order != nil)
        #expect(RecordKey.order("order-42", account: "acc_1") == order)
        #expect(RecordKey.order("order-43", account: "acc_1") != order)
        #expect(RecordKey.order("order-42", account: "acc_2") != order)
        #expect(RecordKey.order("order-42", account: nil) != order)
    }

    @Test func aClientSessionMadeWithoutAnOrderReferenceKeepsItsPaymentsUnderItsClientToken() {
        #expect(RecordKey.order(nil, account: "acc_1") == nil)
        #expect(RecordKey.order("", account: "acc_1") == nil)
    }

    @Test func aRecordsNameRevealsNeitherTheOrderNorTheClientToken() throws {
        let order = try #require(RecordKey.order("order-42", account: "acc_1"))
        let token = RecordKey.clientToken(accessToken: "at_secret")
        #expect(order.hasPrefix("order-") && !order.contains("42") && !order.contains("acc"))
        #expect(token.hasPrefix("checkout-") && !token.contains("secret"))
    }
}
