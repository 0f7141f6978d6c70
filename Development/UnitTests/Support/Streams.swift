import Foundation

/// The first value of `stream` that `matches` (the stream's current value included), or `nil` when
/// the stream ends or `seconds` pass first: a deadline, not a poll.
public func first<T: Sendable>(_ stream: AsyncStream<T>, seconds: Double = 60, where matches: @escaping @Sendable (T) -> Bool) async -> T? {
    await withTaskGroup(of: T?.self) { group in
        group.addTask {
            for await value in stream where matches(value) { return value }
            return nil
        }
        group.addTask {
            try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
            return nil
        }
        let found = await group.next() ?? nil
        group.cancelAll()
        return found
    }
}

/// Collects the first `count` values of `stream`, or fewer if it ends; nothing if `seconds` pass first.
public func collect<T: Sendable>(_ stream: AsyncStream<T>, count: Int, seconds: Double = 60) async -> [T] {
    await withTaskGroup(of: [T]?.self) { group in
        group.addTask {
            var values: [T] = []
            for await value in stream {
                values.append(value)
                if values.count == count { break }
            }
            return values
        }
        group.addTask {
            try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
            return nil
        }
        let first = await group.next() ?? nil
        group.cancelAll()
        return first ?? []
    }
}
