// swift-tools-version:6.1
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

// On Linux there is no Apple SDK: declaration-only shims named like the Apple modules let
// PrimerCheckoutSwiftUI (and merchant code that imports it) type-check against the iOS 15 API
// shapes. They never run, and on Apple platforms the manifest never sees them (docs/APPLE.md).
#if os(Linux)
let appleShimTargets: [Target] = [
    .target(name: "Combine", path: "Shims/Combine", swiftSettings: swiftSettings),
    .target(name: "SwiftUI", dependencies: ["Combine"], path: "Shims/SwiftUI", swiftSettings: swiftSettings),
    .target(name: "UIKit", path: "Shims/UIKit", swiftSettings: swiftSettings),
    .target(
        name: "AuthenticationServices", dependencies: ["UIKit"], path: "Shims/AuthenticationServices",
        swiftSettings: swiftSettings),
]
let appleShimProducts: [Product] = ["Combine", "SwiftUI", "UIKit", "AuthenticationServices"].map {
    .library(name: $0, targets: [$0])
}
let swiftUIDependencies: [Target.Dependency] = [
    "PrimerCheckoutComponents", "Combine", "SwiftUI", "UIKit", "AuthenticationServices",
]
let appleShimTestDependencies: [Target.Dependency] = ["SwiftUI"]
#else
let appleShimTargets: [Target] = []
let appleShimProducts: [Product] = []
let swiftUIDependencies: [Target.Dependency] = ["PrimerCheckoutComponents"]
let appleShimTestDependencies: [Target.Dependency] = []
#endif

let package = Package(
    name: "primer-checkout-components",
    defaultLocalization: "en",
    // The SDK products need iOS 15; the tooling (Hummingbird 2, swift-subprocess) needs macOS 14.
    platforms: [.iOS(.v15), .macOS(.v14)],
    products: [
        .library(name: "PrimerCheckoutComponents", targets: ["PrimerCheckoutComponents"]),
        .library(name: "PrimerCheckoutSwiftUI", targets: ["PrimerCheckoutSwiftUI"]),
        .library(name: "PrimerCheckoutTerminal", targets: ["PrimerCheckoutTerminal"]),
        .library(name: "PrimerSandbox", targets: ["PrimerSandbox"]),
        .executable(name: "primer-sandbox", targets: ["primer-sandbox"]),
        .executable(name: "checkout-demo", targets: ["checkout-demo"]),
    ] + appleShimProducts,
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        .package(url: "https://github.com/swiftlang/swift-subprocess", from: "1.0.2"),
        .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    ],
    targets: [
        .target(
            name: "PrimerCheckoutComponents",
            resources: [.process("Resources")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PrimerCheckoutSwiftUI",
            dependencies: swiftUIDependencies,
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PrimerCheckoutTerminal",
            dependencies: ["PrimerCheckoutComponents"],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "PrimerSandbox",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("Resources/Fixtures")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "primer-sandbox",
            dependencies: [
                "PrimerSandbox",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "CheckoutDemo",
            dependencies: ["PrimerCheckoutComponents", "PrimerCheckoutTerminal", "PrimerSandbox"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "checkout-demo",
            dependencies: [
                "CheckoutDemo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PrimerCheckoutComponentsTests",
            dependencies: [
                "PrimerCheckoutComponents", "PrimerCheckoutTerminal", "PrimerSandbox", "CheckoutDemo",
                // The sandbox's socket-free strictness and fault tests run on Hummingbird's router test client.
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                // The tests that drive real programs (the demo in tmux, a headless browser) run on Linux CI;
                // Foundation's Process there cannot wait for a program that leaves a daemon behind.
                .product(name: "Subprocess", package: "swift-subprocess", condition: .when(platforms: [.linux])),
                .product(name: "SystemPackage", package: "swift-system", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: swiftSettings
        ),
        // The seeds' SwiftUI snippets, verbatim; compile-only (the tests below depend on it so that
        // `swift test` builds it).
        .target(
            name: "MerchantSnippets",
            dependencies: ["PrimerCheckoutSwiftUI", "PrimerCheckoutComponents"] + appleShimTestDependencies,
            path: "Examples/MerchantSnippets",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PrimerCheckoutSwiftUITests",
            dependencies: ["PrimerCheckoutSwiftUI", "PrimerCheckoutComponents", "PrimerSandbox", "CheckoutDemo", "MerchantSnippets"]
                + appleShimTestDependencies,
            swiftSettings: swiftSettings
        ),
    ] + appleShimTargets,
    swiftLanguageModes: [.v6]
)
