import Foundation

/// What every call of one checkout needs once its configuration is loaded: the client, the
/// token's access token and the base URLs (configuration's, else the token's).
struct APISession: Sendable {
    let api: PrimerAPIClient
    let clientToken: ClientToken
    let coreUrl: URL
    let pciUrl: URL
    let clientSessionId: String?
    let primerAccountId: String?
    let totalAmount: Int
    let currencyCode: String
}
