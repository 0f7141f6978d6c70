/// The one JSON object scripted mode prints.
public struct ScriptedOutput: Encodable, Equatable, Sendable {
    public struct Result: Encodable, Equatable, Sendable {
        public let id: String
        public let name: String
        public let disabled: Bool
    }

    public struct BankRef: Encodable, Equatable, Sendable {
        public let id: String
        public let name: String
    }

    public struct ErrorInfo: Encodable, Equatable, Sendable {
        public let errorId: String
        public let description: String
        public let diagnosticsId: String
    }

    public var state: String
    public var paymentMethodType: String?
    public var query: String?
    public var results: [Result]?
    /// `true` when the method showed the scheme's page ("Continue to iDEAL") instead of a bank list.
    public var schemePage: Bool?
    public var bank: BankRef?
    public var paymentId: String?
    public var amount: Int?
    public var currencyCode: String?
    public var error: ErrorInfo?

    init(state: String) {
        self.state = state
    }
}
