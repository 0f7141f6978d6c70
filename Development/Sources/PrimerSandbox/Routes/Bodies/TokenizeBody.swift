import Hummingbird

/// A tokenized, single-use payment instrument.
struct TokenizeBody: ResponseEncodable {
    struct InstrumentData: Encodable {}

    let id: String
    let token: String
    let tokenType: String
    let paymentInstrumentType: String
    let paymentMethodType: String
    let paymentInstrumentData: InstrumentData
    let analyticsId: String
    let isVaulted: Bool
}
