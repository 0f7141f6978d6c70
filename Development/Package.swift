// swift-tools-version:6.1
import PackageDescription

// What only we and evaluating developers run: the sandbox that speaks the Primer client API, the
// terminal renderer and demo, every test, and the merchant-facing examples compiled as code. Nothing
// here ships to merchants; the SDK is the package in the folder above, depended on by path.

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny")
]

// A path dependency's identity is its folder's name, and the repository may be cloned into any folder.
let sdk = String(Context.packageDirectory.split(separator: "/").dropLast().last ?? "")
func sdkProduct(_ name: String) -> Target.Dependency { .product(name: name, package: sdk) }

// On Linux the SDK compiles PrimerCheckoutSwiftUI against its declaration shims of Apple's modules;
// code here that imports SwiftUI type-checks against the same modules, built with that product.
let package = Package(
    name: "primer-checkout-development",
    defaultLocalization: "en",
    // Hummingbird 2 and swift-subprocess need macOS 14.
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "PrimerCheckoutTerminal", targets: ["PrimerCheckoutTerminal"]),
        .library(name: "PrimerSandbox", targets: ["PrimerSandbox"]),
        .executable(name: "primer-sandbox", targets: ["primer-sandbox"]),
        .executable(name: "checkout-demo", targets: ["checkout-demo"]),
    ],
    dependencies: [
        .package(path: ".."),
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
            name: "PrimerCheckoutTerminal",
            dependencies: [sdkProduct("PrimerCheckoutComponents")],
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
            dependencies: [sdkProduct("PrimerCheckoutComponents"), "PrimerCheckoutTerminal", "PrimerSandbox"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "checkout-demo",
            dependencies: [
                sdkProduct("PrimerCheckoutComponents"), "PrimerCheckoutTerminal", "PrimerSandbox", "CheckoutDemo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        // The code merchants read — the seeds' snippets, the DocC articles' and README's code, and the
        // example app — compiled as it is (Sources/MerchantSnippets and Sources/BankCheckoutExample
        // link to ../Examples). Compile-only: `swift test` builds them; on Linux the example app's
        // executable is linked against the shims and never run.
        .target(
            name: "MerchantSnippets",
            dependencies: [sdkProduct("PrimerCheckoutSwiftUI"), sdkProduct("PrimerCheckoutComponents")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "BankCheckoutExample",
            dependencies: [sdkProduct("PrimerCheckoutSwiftUI"), sdkProduct("PrimerCheckoutComponents")],
            swiftSettings: swiftSettings
        ),
        // What every test target shares — waiting on streams, fakes, test stores — with the SDK alone:
        // UnitTests is also a package of its own, which CI runs under ThreadSanitizer. Not a product.
        .target(
            name: "CheckoutTestSupport",
            dependencies: [sdkProduct("PrimerCheckoutComponents")],
            path: "UnitTests/Support",
            swiftSettings: swiftSettings
        ),
        // A fresh sandbox for a test.
        .target(
            name: "SandboxTestSupport",
            dependencies: [sdkProduct("PrimerCheckoutComponents"), "PrimerSandbox", "CheckoutTestSupport"],
            path: "Tests/SandboxTestSupport",
            swiftSettings: swiftSettings
        ),
        // The core's unit tests: no sandbox, no network, no subprocess.
        .testTarget(
            name: "PrimerCheckoutComponentsUnitTests",
            dependencies: [sdkProduct("PrimerCheckoutComponents"), "CheckoutTestSupport"],
            path: "UnitTests/Tests",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PrimerCheckoutComponentsTests",
            dependencies: [
                sdkProduct("PrimerCheckoutComponents"), "PrimerCheckoutTerminal", "PrimerSandbox", "CheckoutDemo", "CheckoutTestSupport",
                "SandboxTestSupport",
            ],
            // The CLDR oracle's fixtures, read from the source tree (scripts/cldr-oracle.py writes them).
            exclude: ["Localization/Fixtures"],
            swiftSettings: swiftSettings
        ),
        // The tests that drive real programs: the demo in tmux, two demo processes at once, a headless
        // browser on the bank page. They run on Linux CI, where Foundation's Process cannot wait for a
        // program that leaves a daemon behind.
        .testTarget(
            name: "ProgramTests",
            dependencies: [
                sdkProduct("PrimerCheckoutComponents"), "PrimerSandbox", "CheckoutDemo", "CheckoutTestSupport", "SandboxTestSupport",
                .product(name: "Subprocess", package: "swift-subprocess", condition: .when(platforms: [.linux])),
                .product(name: "SystemPackage", package: "swift-system", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: swiftSettings
        ),
        // Imports the SDK as a merchant's app does (no @testable, no @_spi): what the public surface carries.
        .testTarget(
            name: "MerchantAcceptanceTests",
            dependencies: [
                sdkProduct("PrimerCheckoutComponents"), "PrimerSandbox", "CheckoutDemo", "CheckoutTestSupport", "SandboxTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PrimerCheckoutSwiftUITests",
            dependencies: [
                sdkProduct("PrimerCheckoutSwiftUI"), sdkProduct("PrimerCheckoutComponents"), "PrimerCheckoutTerminal", "PrimerSandbox",
                "CheckoutDemo", "MerchantSnippets", "CheckoutTestSupport", "SandboxTestSupport",
            ],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
