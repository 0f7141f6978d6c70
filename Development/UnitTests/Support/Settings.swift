import Foundation
import PrimerCheckoutComponents

/// Settings that keep loopback tests quick: a short poll interval and deadline.
public func fastSettings(_ settings: PrimerSettings = PrimerSettings(), timeout: TimeInterval = 20) -> PrimerSettings {
    var settings = settings
    settings.redirectPolling = RedirectPollingOptions(interval: 0.05, maximumBackoff: 0.2, timeout: timeout)
    return settings
}
