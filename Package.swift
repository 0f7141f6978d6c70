// swift-tools-version:6.1
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "primer-checkout-components",
    defaultLocalization: "en",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "PrimerCheckoutComponents", targets: ["PrimerCheckoutComponents"]),
    ],
    targets: [
        .target(
            name: "PrimerCheckoutComponents",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PrimerCheckoutComponentsTests",
            dependencies: ["PrimerCheckoutComponents"],
            resources: [.copy("Fixtures")],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
