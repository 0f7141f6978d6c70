// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "PrimerCheckoutBenchmarks",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        // The core library's own sources (a link), built in release mode here.
        .target(name: "PrimerCheckoutComponents", path: "Sources/PrimerCheckoutComponents", resources: [.process("Resources")]),
        .target(
            name: "PrimerSandbox",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            path: "Sources/PrimerSandbox",
            resources: [.copy("Resources/Fixtures")]
        ),
        .executableTarget(
            name: "BankSearch",
            dependencies: [
                "PrimerCheckoutComponents",
                "PrimerSandbox",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/BankSearch",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Payment",
            dependencies: [
                "PrimerCheckoutComponents",
                "PrimerSandbox",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Payment",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "BankListOpen",
            dependencies: [
                "PrimerCheckoutComponents",
                "PrimerSandbox",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/BankListOpen",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
