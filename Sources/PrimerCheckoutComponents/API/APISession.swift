import Foundation

/// What every call of one checkout needs once its configuration is loaded: the client, the
/// token's access token and the base URLs (configuration's, else the token's). A class: every
/// endpoint and request keeps it, and a reference is one word to copy.
final class APISession: Sendable {
    let api: PrimerAPIClient
    let clientToken: ClientToken
    let coreUrl: URL
    let pciUrl: URL
    let clientSessionId: String?
    let primerAccountId: String?
    let totalAmount: Int
    let currencyCode: String

    init(
        api: PrimerAPIClient, clientToken: ClientToken, coreUrl: URL, pciUrl: URL, clientSessionId: String?,
        primerAccountId: String?, totalAmount: Int, currencyCode: String
    ) {
        self.api = api
        self.clientToken = clientToken
        self.coreUrl = coreUrl
        self.pciUrl = pciUrl
        self.clientSessionId = clientSessionId
        self.primerAccountId = primerAccountId
        self.totalAmount = totalAmount
        self.currencyCode = currencyCode
    }
}
