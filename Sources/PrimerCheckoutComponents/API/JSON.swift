import Foundation

/// A JSON document as the Primer API sends and reads it. The DTOs read their fields from it: one
/// `Codable` implementation instead of one generated per type keeps the SDK small.
indirect enum JSONValue: Codable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// Reads each token as `JSONDecoder` would read it into the field's type: an integer is never a
    /// `Bool`, a fraction never an `Int`.
    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            self = .array(try container.decode([JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// An object of the fields that have a value: a `nil` one is left out, as the API expects.
    static func fields(_ fields: [String: JSONValue?]) -> JSONValue {
        .object(fields.compactMapValues { $0 })
    }

    var string: String? { if case .string(let value) = self { value } else { nil } }
    var int: Int? { if case .int(let value) = self { value } else { nil } }
    var bool: Bool? { if case .bool(let value) = self { value } else { nil } }
    var array: [JSONValue]? { if case .array(let value) = self { value } else { nil } }
}

/// Why an answer could not be read: the field and what was wrong with it.
struct JSONReadingError: Error {
    let reason: String
}

/// A JSON object's fields, read by the DTOs; a wrong or missing field throws with its path.
struct JSONObject {
    let fields: [String: JSONValue]
    /// Where this object is in the document (`clientSession.order.`), for the error's reason.
    let path: String

    init(_ value: JSONValue, path: String = "") throws(JSONReadingError) {
        guard case .object(let fields) = value else {
            throw JSONReadingError(reason: "invalid value at '\(path.hasSuffix(".") ? String(path.dropLast()) : path)'")
        }
        self.fields = fields
        self.path = path
    }

    /// Parses `data`, which must be a JSON object.
    init(data: Data) throws(JSONReadingError) {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw JSONReadingError(reason: "invalid JSON")
        }
        try self.init(value)
    }

    /// The field read by `read`; `nil` when it is missing or `null`, an error when it has another type.
    func optional<Value>(_ key: String, _ read: (JSONValue) -> Value?) throws(JSONReadingError) -> Value? {
        guard let value = fields[key] else { return nil }
        if case .null = value { return nil }
        guard let read = read(value) else { throw JSONReadingError(reason: "invalid value at '\(path)\(key)'") }
        return read
    }

    /// The field read by `read`, which must be there.
    func required<Value>(_ key: String, _ read: (JSONValue) -> Value?) throws(JSONReadingError) -> Value {
        guard let value = try optional(key, read) else { throw JSONReadingError(reason: "missing key '\(path)\(key)'") }
        return value
    }

    /// The object at `key`, if there is one.
    func object(_ key: String) throws(JSONReadingError) -> JSONObject? {
        guard let value = try optional(key, { $0 }) else { return nil }
        return try JSONObject(value, path: "\(path)\(key).")
    }
}
