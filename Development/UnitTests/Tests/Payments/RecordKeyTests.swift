import Foundation
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
        // A name is a prefix and lower-case hexadecimal: no letter of these can show through.
        let order = try #require(RecordKey.order("ORDER-SECRET", account: "ACC_MERCHANT"))
        let token = RecordKey.clientToken(accessToken: "TOKEN_SECRET")
        #expect(order.hasPrefix("order-") && !order.dropFirst(6).contains { "RSECTAMH_".contains($0) })
        #expect(token.hasPrefix("checkout-") && !token.dropFirst(9).contains { "TOKENSCR_".contains($0) })
    }

    @Test(arguments: [#""orderId":"order-42","#, #""orderId":42,"#, #""orderId":null,"#, ""])
    func anOrderReferenceThatIsNotTextNeverStopsTheConfigurationLoading(orderField: String) throws {
        let json = """
            {"clientSession":{"clientSessionId":"cs_1","order":{\(orderField)"currencyCode":"EUR","totalOrderAmount":1250}},
             "paymentMethods":[],"checkoutModules":[]}
            """
        let order = try ConfigurationDTO(JSONObject(data: Data(json.utf8)))
        #expect(order.orderId == (orderField.contains("order-42") ? "order-42" : nil))
        #expect(order.currencyCode == "EUR" && order.totalOrderAmount == 1250 && order.clientSessionId == "cs_1")
    }
}
