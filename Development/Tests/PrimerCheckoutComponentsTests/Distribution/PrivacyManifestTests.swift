import Foundation
import Testing

@_spi(Renderer) @testable import CheckoutTestSupport
@testable import PrimerCheckoutComponents

/// The App Store's privacy manifest: what the SDK collects, that it does not track, and a reason for
/// every "required reason" API its sources call.
@Suite("Privacy manifest")
struct PrivacyManifestTests {
    static let sources = PublicSurface.repositoryRoot.appendingPathComponent("Sources")
    static let sdkModules = ["PrimerCheckoutComponents", "PrimerCheckoutSwiftUI"]

    /// Apple's required-reason API categories and the calls that belong to each, as Swift code spells them.
    static let requiredReasonAPIs: [String: [String]] = [
        "NSPrivacyAccessedAPICategoryUserDefaults": [#"\bUserDefaults\b"#, #"\bNSUserDefaults\b"#],
        "NSPrivacyAccessedAPICategorySystemBootTime": [#"\bsystemUptime\b"#, #"\bmach_absolute_time\b"#],
        "NSPrivacyAccessedAPICategoryFileTimestamp": [
            #"\bcreationDate\b"#, #"\bmodificationDate\b"#, #"\bfileModificationDate\b"#,
            #"\bcontentModificationDateKey\b"#, #"\bcreationDateKey\b"#, #"\b(f|l)?stat(at)?\("#,
            #"\b(f)?getattrlist(bulk|at)?\("#,
        ],
        "NSPrivacyAccessedAPICategoryDiskSpace": [
            #"\bvolumeAvailableCapacity\w*Key\b"#, #"\bvolumeTotalCapacityKey\b"#, #"\bsystemFreeSize\b"#,
            #"\bsystemSize\b"#, #"\bf?statv?fs\("#,
        ],
        "NSPrivacyAccessedAPICategoryActiveKeyboards": [#"\bactiveInputModes\b"#],
    ]

    /// A module's manifest, when it has one.
    static func manifest(of module: String) throws -> [String: Any]? {
        let folder = sources.appendingPathComponent(module)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        guard let url = files.first(where: { $0.lastPathComponent == "PrivacyInfo.xcprivacy" }) else { return nil }
        return try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any]
    }

    /// The required-reason categories a module's Swift code calls (comments left out).
    static func categoriesUsed(by module: String) throws -> Set<String> {
        let folder = sources.appendingPathComponent(module)
        let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
            .filter { $0.pathExtension == "swift" }
        let code = try files.map { file in
            try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        }.joined(separator: "\n")
        return Set(
            requiredReasonAPIs.filter { _, patterns in
                patterns.contains { code.range(of: $0, options: .regularExpression) != nil }
            }.keys)
    }

    /// The manifest's array of dictionaries at `array`, as each entry's `key` → its `values` list.
    static func lists(in manifest: [String: Any]?, _ array: String, key: String, values: String) -> [String: [String]] {
        let entries = manifest?[array] as? [[String: Any]] ?? []
        return Dictionary(
            entries.compactMap { entry -> (String, [String])? in
                guard let name = entry[key] as? String else { return nil }
                return (name, entry[values] as? [String] ?? [])
            }, uniquingKeysWith: +)
    }

    static func declaredReasons(in manifest: [String: Any]?) -> [String: [String]] {
        lists(in: manifest, "NSPrivacyAccessedAPITypes", key: "NSPrivacyAccessedAPIType", values: "NSPrivacyAccessedAPITypeReasons")
    }

    @Test(arguments: sdkModules)
    func everyRequiredReasonAPIAModuleCallsIsDeclaredWithAReason(module: String) throws {
        let declared = Self.declaredReasons(in: try Self.manifest(of: module))
        for category in try Self.categoriesUsed(by: module).sorted() {
            #expect(declared[category]?.isEmpty == false, "\(module) calls a \(category) API its PrivacyInfo.xcprivacy does not declare")
        }
    }

    @Test func theCoreDeclaresUserDefaultsForTheRecentBankAndBootTimeForItsClock() throws {
        #expect(try Self.categoriesUsed(by: "PrimerCheckoutComponents").contains("NSPrivacyAccessedAPICategoryUserDefaults"))
        let declared = Self.declaredReasons(in: try Self.manifest(of: "PrimerCheckoutComponents"))
        #expect(declared["NSPrivacyAccessedAPICategoryUserDefaults"] == ["CA92.1"])
        #expect(declared["NSPrivacyAccessedAPICategorySystemBootTime"] == ["35F9.1"])
        #expect(declared.count == 2)
    }

    @Test func theSDKDoesNotTrackAndListsThePaymentAndAnalyticsDataItSends() throws {
        let manifest = try #require(try Self.manifest(of: "PrimerCheckoutComponents"))
        #expect(manifest["NSPrivacyTracking"] as? Bool == false)
        #expect((manifest["NSPrivacyTrackingDomains"] as? [String])?.isEmpty == true)
        let collected = manifest["NSPrivacyCollectedDataTypes"] as? [[String: Any]] ?? []
        let purposes = Self.lists(
            in: manifest, "NSPrivacyCollectedDataTypes", key: "NSPrivacyCollectedDataType", values: "NSPrivacyCollectedDataTypePurposes")
        #expect(purposes["NSPrivacyCollectedDataTypePaymentInfo"] == ["NSPrivacyCollectedDataTypePurposeAppFunctionality"])
        #expect(purposes["NSPrivacyCollectedDataTypeProductInteraction"] == ["NSPrivacyCollectedDataTypePurposeAnalytics"])
        #expect(collected.allSatisfy { $0["NSPrivacyCollectedDataTypeTracking"] as? Bool == false })
    }

    @Test func theManifestShipsInTheCoresResourceBundle() {
        #expect(Bundle.module.url(forResource: "PrivacyInfo", withExtension: "xcprivacy") != nil)
    }

    @Test func theScanFindsARequiredReasonCallInCode() throws {
        let code = "let uptime = ProcessInfo.processInfo.systemUptime"
        let patterns = try #require(Self.requiredReasonAPIs["NSPrivacyAccessedAPICategorySystemBootTime"])
        #expect(patterns.contains { code.range(of: $0, options: .regularExpression) != nil })
    }
}
