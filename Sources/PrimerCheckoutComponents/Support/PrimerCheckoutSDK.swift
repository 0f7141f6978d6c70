/// Facts about this SDK as a release.
public enum PrimerCheckoutSDK {
    /// The release's semantic version, as `CHANGELOG.md` names it. Every request to the payment
    /// service and every analytics event carries it (`Primer-SDK-Version`).
    public static let version = "1.0.0"
}
