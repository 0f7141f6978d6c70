// swift-tools-version: 6.0
// An App Playground: open this folder in Xcode (File ▸ Open…) and run it on an iOS simulator.
import AppleProductTypes
import PackageDescription

// The SDK is this repository's root package. A path dependency's identity is its folder's name,
// whatever the repository was cloned as.
let sdk = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "")

let package = Package(
    name: "Bank Checkout",
    platforms: [.iOS("15.2")],
    products: [
        .iOSApplication(
            name: "Bank Checkout",
            targets: ["AppModule"],
            bundleIdentifier: "io.primer.examples.BankCheckout",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .bag),
            accentColor: .presetColor(.orange),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [.portrait, .landscapeRight, .landscapeLeft]
        )
    ],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "PrimerCheckoutComponents", package: sdk),
                .product(name: "PrimerCheckoutSwiftUI", package: sdk),
            ],
            path: "Sources"
        )
    ],
    swiftLanguageModes: [.v6]
)
