import Foundation
import PrimerSandbox
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@_spi(Renderer) @_spi(Transport) @testable import PrimerCheckoutComponents

/// Hostile input for every decoder and the search: random, huge, deep, invalid. Nothing may crash;
/// every failure is a typed error. `FUZZ_ITERATIONS` sets the count (CI runs the default briefly).
@Suite("Fuzzing")
struct FuzzTests {
    static let iterations = ProcessInfo.processInfo.environment["FUZZ_ITERATIONS"].flatMap(Int.init) ?? 2_000

    /// A seeded generator, so a failure can be replayed.
    typealias Generator = SeededRandom
    @Test func clientTokenDecoderNeverCrashes() {
        var generator = Generator(seed: 1)
        for _ in 0..<Self.iterations {
            let candidates = [
                String(decoding: generator.bytes(max: 64), as: UTF8.self),
                "h.\(generator.jsonish().base64EncodedString()).s",
                "\(generator.text(max: 8)).\(generator.text(max: 40)).\(generator.text(max: 8))",
            ]
            for candidate in candidates {
                do {
                    _ = try ClientToken.session(candidate)
                } catch {
                    #expect(error.errorId == "invalid-client-token")
                }
            }
        }
    }

    /// Answers every request with the same status and body.
    struct CannedTransport: HTTPTransport {
        let statusCode: Int
        let body: Data

        func send(_ request: PrimerHTTPRequest) async throws -> PrimerHTTPResponse {
            PrimerHTTPResponse(statusCode: statusCode, body: body)
        }
    }

    @Test func everyMalformedAnswerFailsAsATypedDecodingOrServerError() async throws {
        var generator = Generator(seed: 2)
        let url = try #require(URL(string: "https://api.example"))
        for _ in 0..<Self.iterations / 4 {
            for statusCode in [200, 201, 400, 401, 500] {
                for body in [generator.jsonish(), Data(generator.bytes(max: 48))] {
                    let api = PrimerAPIClient(
                        transport: CannedTransport(statusCode: statusCode, body: body), checkoutSessionId: "fuzz", timeouts: APITimeouts())
                    do {
                        _ = try await api.listBanks(coreUrl: url, accessToken: "t", configId: "c", parameter: "ideal")
                        _ = try await api.pollStatus(statusUrl: url, accessToken: "t", timeout: 1)
                        _ = try await api.resumePayment(pciUrl: url, accessToken: "t", paymentId: "p", resumeToken: "r")
                    } catch {
                        switch error {
                        case .decodingFailed: #expect(statusCode < 300, "a 2xx the client cannot read")
                        case .unauthorized: #expect(statusCode == 401)
                        case .serverError(let status, _, _, _): #expect(status == statusCode && status >= 400)
                        default: Issue.record("\(statusCode): \(error)")
                        }
                    }
                }
            }
        }
    }

    @Test func extremeDocumentsAreRejectedOrDecodedWithoutCrashing() {
        let deep = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect((try? IssuerBankDTO.list(JSONObject(data: deep))) == nil)
        let huge = Data(#"{"result":[{"id":"1","name":"\#(String(repeating: "ą", count: 1_000_000))","disabled":false}]}"#.utf8)
        #expect((try? IssuerBankDTO.list(JSONObject(data: huge)))?.first?.name.count == 1_000_000)
        let bigNumber = Data(#"{"id":"p","status":"SUCCESS","amount":123456789012345678901234567890}"#.utf8)
        #expect((try? PaymentDTO(JSONObject(data: bigNumber))) == nil)
        let invalidUTF8 = Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x3A, 0x31, 0x7D])
        #expect((try? PaymentStatusDTO(JSONObject(data: invalidUTF8))) == nil)
    }

    /// In eight chunks of queries, each its own seed over the same index, which run side by side:
    /// one chunk after another was the suite's longest test.
    @Test(arguments: 0..<8)
    func searchNeverCrashesAndOnlyReturnsListedBanks(chunk: UInt64) {
        var generator = Generator(seed: 3)
        var banks = BankFixtures.dotpay + BankFixtures.ideal
        banks += (0..<200).map { Bank(id: generator.text(max: 6), name: generator.text(max: 30), iconUrl: nil, isDisabled: $0 % 7 == 0) }
        banks += [
            Bank(id: "", name: "", iconUrl: nil, isDisabled: false), Bank(id: "74", name: "Duplicate id", iconUrl: nil, isDisabled: false),
        ]
        // Other names too: the shipped tables' and random ones, so alias matches, alias typos and
        // words spread over a name and its other names are fuzzed with the rest.
        let aliases = banks.map { bank in
            BankAliases.aliases(for: bank, paymentMethodType: "ADYEN_DOTPAY")
                + (0..<Int.random(in: 0...2, using: &generator)).map { _ in
                    BankAlias(generator.text(max: 16), Bool.random(using: &generator) ? .otherName : .group)
                }
        }
        let index = BankSearchIndex(banks: banks) { position, _ in aliases[position] }
        let ids = Set(banks.map(\.id))
        // Half the queries are words a customer might type — generic words whole, started or
        // mistyped, words of the names, random text — so the generic-word readings are fuzzed too.
        let generic = BankSearchIndex.genericWords.map { String(decoding: $0, as: UTF8.self) }
        let nameWords = banks.flatMap { $0.name.split(separator: " ").map(String.init) }
        func word() -> String {
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: generic[Int.random(in: 0..<generic.count, using: &generator)]
            case 1: String(generic[Int.random(in: 0..<generic.count, using: &generator)].prefix(Int.random(in: 1...3, using: &generator)))
            case 2: String(generic[Int.random(in: 0..<generic.count, using: &generator)].shuffled(using: &generator))
            case 3: nameWords[Int.random(in: 0..<nameWords.count, using: &generator)]
            default: generator.text(max: 8)
            }
        }
        generator = Generator(seed: 300 + chunk)
        for _ in 0..<(Self.iterations + 7) / 8 {
            let query =
                Bool.random(using: &generator)
                ? generator.text(max: 24) : (0..<Int.random(in: 1...6, using: &generator)).map { _ in word() }.joined(separator: " ")
            let results = index.search(query)
            #expect(results.count <= banks.count)
            #expect(results.allSatisfy { ids.contains($0.id) })
            _ = SearchHighlighter.matchedRanges(of: query, in: banks[Int.random(in: 0..<banks.count, using: &generator)].name)
        }
        if chunk == 0 { #expect(index.search(String(repeating: "ł", count: 1_000_000)).isEmpty) }
    }

    @Test func anyLocaleIdentifierGivesTextAmountsOrATypedRefusalNeverATrap() {
        var generator = Generator(seed: 4)
        for _ in 0..<Self.iterations {
            let identifier = generator.text(max: 12)
            for locale in [PrimerLocaleData(identifier: identifier), PrimerLocaleData(languageCode: identifier)] {
                let strings = CheckoutComponentsStrings(localeData: locale)
                #expect(!strings.bankSelectorTitle.isEmpty)
                #expect(!strings.formattedAmount(Int.random(in: Int.min...Int.max, using: &generator), currencyCode: "EUR").isEmpty)
                #expect(!strings.bankCount(Int.random(in: -5...5, using: &generator)).isEmpty)
                do throws(PrimerError) {
                    try locale.validate()
                } catch {
                    guard case .invalidValue(let key, _, _, _) = error else {
                        Issue.record("untyped refusal \(error)")
                        continue
                    }
                    #expect(key.hasPrefix("localeData."))
                }
            }
        }
    }

    @Test func hundredThousandBankListStillSearches() {
        let banks = (0..<100_000).map { Bank(id: "B\($0)", name: "Bank Spółdzielczy \($0)", iconUrl: nil, isDisabled: false) }
        let index = BankSearchIndex(banks: banks)
        #expect(index.search("spoldzielczy 99999").map(\.id) == ["B99999"])
    }
}

extension SeededRandom {
    mutating func bytes(max: Int) -> [UInt8] {
        (0..<Int.random(in: 0...max, using: &self)).map { _ in UInt8.random(in: 0...255, using: &self) }
    }

    mutating func text(max: Int) -> String {
        let pools: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xC0...0x17F, 0x400...0x4FF, 0x4E00...0x4FFF, 0x0600...0x06FF,
            0x1F600...0x1F64F, 0x0300...0x036F, 0x00...0x1F,
        ]
        var result = ""
        for _ in 0..<Int.random(in: 0...max, using: &self) {
            let pool = pools[Int.random(in: 0..<pools.count, using: &self)]
            if let scalar = Unicode.Scalar(UInt32.random(in: pool, using: &self)) { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Random JSON-ish text built from the wire models' own keys.
    mutating func jsonish() -> Data {
        let keys = [
            "id", "name", "disabled", "iconUrl", "result", "status", "token", "paymentMethods", "checkoutModules",
            "requiredAction", "clientToken", "error", "errorId", "amount", "env", "clientSession", "order",
        ]
        func value(_ depth: Int, _ generator: inout SeededRandom) -> String {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0:
                return "\"\(generator.text(max: 12).replacingOccurrences(of: "\"", with: "").replacingOccurrences(of: "\\", with: ""))\""
            case 1: return String(Int64.random(in: .min ... .max, using: &generator))
            case 2: return ["true", "false", "null", "1e309", "-0", "\"PENDING\"", "\"SUCCESS\""][Int.random(in: 0..<7, using: &generator)]
            case 3 where depth < 6:
                return "[" + (0..<Int.random(in: 0...3, using: &generator)).map { _ in value(depth + 1, &generator) }.joined(separator: ",")
                    + "]"
            case 4 where depth < 6:
                return "{"
                    + (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                        "\"\(keys[Int.random(in: 0..<keys.count, using: &generator)])\":\(value(depth + 1, &generator))"
                    }.joined(separator: ",") + "}"
            default: return "\"x\""
            }
        }
        var text = value(0, &self)
        if Int.random(in: 0..<10, using: &self) == 0, !text.isEmpty { text.removeLast(Int.random(in: 1...text.count, using: &self)) }
        return Data(text.utf8)
    }
}

extension FuzzTests {
    /// A durable store's record, whatever other versions or damage left in it: reading never traps
    /// and never reads fewer payments than the plain list decoder; what a save writes reads back
    /// with the same payments and every entry that was kept.
    @Test func aStoredRecordReadsWhatItCanAndASaveKeepsTheRest() throws {
        var generator = Generator(seed: 3)
        let payment = #"{"paymentMethodType":"ADYEN_IDEAL","idempotencyKey":"k","createdAt":786000000,"paymentMethodToken":"t"}"#
        for _ in 0..<Self.iterations {
            let entries = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                Bool.random(using: &generator) ? payment : String(decoding: generator.jsonish(), as: UTF8.self)
            }
            for data in [Data("[\(entries.joined(separator: ","))]".utf8), Data(generator.bytes(max: 48)), generator.jsonish()] {
                let record = StoredOpenPayments(data)
                if let plain = try? JSONDecoder().decode([OpenPayment].self, from: data) {
                    #expect(record?.payments == plain)
                }
                guard let record else { continue }
                let saved = try #require(record.data())
                let reread = try #require(StoredOpenPayments(saved), "what a save writes reads back")
                #expect(reread.payments == record.payments)
                #expect(reread.unreadable.count == record.unreadable.count)
            }
        }
    }
}
