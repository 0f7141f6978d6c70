import Foundation

/// One analytics event as the SDK posts it: an `id`, an `eventName`, and string fields.
struct AnalyticsEventBody: Decodable {
    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Every string-valued field of the event, `id` and `eventName` included.
    let fields: [String: String]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        var fields: [String: String] = [:]
        for key in container.allKeys {
            if let value = try? container.decode(String.self, forKey: key) { fields[key.stringValue] = value }
        }
        guard fields["id"] != nil, fields["eventName"] != nil else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "an event needs an id and an eventName"))
        }
        self.fields = fields
    }

    /// The events of a body holding one event or an array of them; `nil` when it holds neither.
    static func events(in body: Data) -> [AnalyticsEventBody]? {
        let decoder = JSONDecoder()
        return (try? decoder.decode([AnalyticsEventBody].self, from: body))
            ?? (try? decoder.decode(AnalyticsEventBody.self, from: body)).map { [$0] }
    }
}
