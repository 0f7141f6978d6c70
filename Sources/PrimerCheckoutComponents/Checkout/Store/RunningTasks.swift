/// A checkout's tasks that have not ended, stopped ones included: what a released checkout cancels.
/// Each leaves when it ends, so a long session keeps none that finished.
@MainActor
final class RunningTasks {
    private(set) var all: [UInt64: Task<Void, Never>] = [:]
    private var lastId: UInt64 = 0

    /// Runs `operation` in a task of its own, kept here until it ends.
    func start(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        lastId += 1
        let id = lastId
        let task = Task { [weak self] in
            await operation()
            self?.all[id] = nil
        }
        all[id] = task
        return task
    }

    deinit {
        for task in all.values { task.cancel() }
    }
}
