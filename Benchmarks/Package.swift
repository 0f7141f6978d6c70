// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "PrimerCheckoutBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The core library's own sources (a link), built in release mode here.
        .target(name: "PrimerCheckoutComponents", path: "Sources/PrimerCheckoutComponents"),
        .executableTarget(
            name: "BankSearch",
            dependencies: [
                "PrimerCheckoutComponents",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/BankSearch",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
