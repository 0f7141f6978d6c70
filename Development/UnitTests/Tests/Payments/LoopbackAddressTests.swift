import Foundation
import Testing

@testable import PrimerCheckoutComponents

@Suite("Plain http only to this machine")
struct LoopbackAddressTests {
    @Test(arguments: ["127.0.0.1", "127.1.2.3", "127.255.255.255", "localhost", "::1", "[::1]"])
    func loopbackAddressesMayUsePlainHttp(_ host: String) {
        #expect(RedirectURLPolicy.isLoopback(host))
    }

    @Test(arguments: [
        "127.0.0.1.nip.io", "127.example.com", "127.0.0", "127.0.0.1.", "127.0.0.256", "127.0.0.01x", "128.0.0.1", "0127.0.0.1",
        "localhost.example", "10.0.0.1", "::2",
    ])
    func aNameThatOnlyStartsLikeLoopbackIsNotLoopback(_ host: String) {
        #expect(!RedirectURLPolicy.isLoopback(host))
    }

    @Test func aStatusAddressOnAPublicNameOverHttpIsRefusedSoTheActionTokenNeverTravelsInPlainText() throws {
        let url = try #require(URL(string: "http://127.0.0.1.nip.io/status/ref_1"))
        #expect(!RedirectURLPolicy.isAllowed(url))
        #expect(RedirectURLPolicy.isAllowed(try #require(URL(string: "http://127.0.0.1:8080/status/ref_1"))))
        #expect(RedirectURLPolicy.isAllowed(try #require(URL(string: "https://127.0.0.1.nip.io/status/ref_1"))))
    }
}
