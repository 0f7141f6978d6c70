import Foundation
import Testing

@testable import PrimerCheckoutComponents

@Suite("Reading the API's answers")
struct AnswerReadingTests {
    private func bank(_ json: String) -> IssuerBankDTO? {
        try? IssuerBankDTO.list(JSONObject(data: Data(#"{"result":[\#(json)]}"#.utf8))).first
    }

    @Test func aFieldIsReadOnlyFromItsOwnJSONType() {
        #expect(bank(#"{"id":"1","name":"ING","disabled":false}"#)?.name == "ING")
        #expect(bank(#"{"id":"1","name":"ING","disabled":1}"#) == nil, "a number is not a Bool")
        #expect(bank(#"{"id":1,"name":"ING","disabled":false}"#) == nil, "a number is not text")
        #expect(bank(#"{"id":"1","name":"ING","disabled":false,"aliases":["ING Bank",2]}"#) == nil, "every other name is text")
        #expect(bank(#"{"id":"1","name":"ING","disabled":false,"iconUrl":null}"#)?.iconUrl == nil, "null is absent")
        let amount = { (value: String) in try? PaymentDTO(JSONObject(data: Data(#"{"status":"PENDING","amount":\#(value)}"#.utf8))) }
        #expect(amount("1250")?.amount == 1250)
        #expect(amount("12.5") == nil, "a fraction is not an amount in minor units")
        #expect(amount("true") == nil, "a Bool is not a number")
    }

    @Test func anAnswerThatCannotBeReadNamesTheField() {
        #expect(throws: JSONReadingError.self) { try PaymentDTO(JSONObject(data: Data(#"{"amount":1}"#.utf8))) }
        do {
            _ = try PaymentDTO(JSONObject(data: Data(#"{"status":"PENDING","requiredAction":{"name":"USE_PRIMER_SDK"}}"#.utf8)))
            Issue.record("a required action needs its client token")
        } catch {
            #expect(error.reason == "missing key 'requiredAction.clientToken'")
        }
        do {
            _ = try IssuerBankDTO.list(JSONObject(data: Data(#"{"result":[{"id":"1","name":"ING","disabled":false},{"id":"2"}]}"#.utf8)))
            Issue.record("a bank needs its name")
        } catch {
            #expect(error.reason == "missing key 'result.1.name'")
        }
        #expect((try? JSONObject(data: Data("[1]".utf8))) == nil, "an answer is an object")
    }
}
