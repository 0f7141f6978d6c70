// swift-tools-version:6.1
import PackageDescription

// The core's unit tests on their own: the SDK and the test support only, no sandbox, no network,
// no subprocess. The development package runs them with everything else; CI also runs them here
// under ThreadSanitizer without building the sandbox's server stack.

// A path dependency's identity is its folder's name, and the repository may be cloned into any folder.
let sdk = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "")

let package = Package(
    name: "primer-checkout-unit-tests",
    platforms: [.macOS(.v14)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(
            name: "CheckoutTestSupport",
            dependencies: [.product(name: "PrimerCheckoutComponents", package: sdk)],
            path: "Support",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .testTarget(
            name: "PrimerCheckoutComponentsUnitTests",
            dependencies: [.product(name: "PrimerCheckoutComponents", package: sdk), "CheckoutTestSupport"],
            path: "Tests",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
