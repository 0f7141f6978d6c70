/// What a strict endpoint requires of a request.
struct EndpointRules: Sendable {
    enum Token: Sendable { case session, requiredAction, none }
    let endpoint: SandboxEndpoint
    let apiVersion: Bool
    let token: Token
    var jsonBody: Bool = true
    /// Browser-facing pages (the bank page, logos) skip the API's header rules.
    var strictHeaders: Bool = true
}
