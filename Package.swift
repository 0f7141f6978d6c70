// swift-tools-version:6.0
import PackageDescription

// The SDK a merchant adds: two libraries and no package dependencies. Everything we only run
// ourselves (the sandbox, the terminal demo, the tests, the benchmarks) is the development package
// in Development/, which depends on this one by path.

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

// On Linux there is no Apple SDK: declaration-only shims named like the Apple modules let
// PrimerCheckoutSwiftUI type-check against the iOS 15 API shapes. They are targets, not products:
// nobody depends on them under Apple's names, they never run, and on Apple platforms the manifest
// never sees them (docs/APPLE.md).
#if os(Linux)
let appleShimTargets: [Target] = [
    .target(name: "Combine", path: "Shims/Combine", swiftSettings: swiftSettings),
    .target(name: "SwiftUI", dependencies: ["Combine", "UIKit"], path: "Shims/SwiftUI", swiftSettings: swiftSettings),
    .target(name: "UIKit", path: "Shims/UIKit", swiftSettings: swiftSettings),
    .target(
        name: "AuthenticationServices", dependencies: ["UIKit"], path: "Shims/AuthenticationServices",
        swiftSettings: swiftSettings),
]
let swiftUIDependencies: [Target.Dependency] = [
    "PrimerCheckoutComponents", "Combine", "SwiftUI", "UIKit", "AuthenticationServices",
]
#else
let appleShimTargets: [Target] = []
let swiftUIDependencies: [Target.Dependency] = ["PrimerCheckoutComponents"]
#endif

let package = Package(
    name: "primer-checkout-components",
    defaultLocalization: "en",
    // iOS 15 is the SDK's floor; the core (and the SwiftUI layer without UIKit) also builds on macOS.
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "PrimerCheckoutComponents", targets: ["PrimerCheckoutComponents"]),
        .library(name: "PrimerCheckoutSwiftUI", targets: ["PrimerCheckoutSwiftUI"]),
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
    ] + appleShimTargets,
    swiftLanguageModes: [.v6]
)
