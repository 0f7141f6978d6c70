import Foundation

/// Request timeouts per call, from the protocol: 15 s for configuration and tokenization,
/// 60 s for the bank list, payment creation and resume.
struct APITimeouts: Sendable {
    var configuration: TimeInterval = 15
    var tokenization: TimeInterval = 15
    var bankList: TimeInterval = 60
    var payment: TimeInterval = 60
    var polling: TimeInterval = 60
    var analytics: TimeInterval = 15
}
