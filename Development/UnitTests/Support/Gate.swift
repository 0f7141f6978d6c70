/// Holds fakes' calls in flight until a test opens it.
actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// How many calls reached the gate.
    nonisolated let arrivals = Observed(0)

    func wait() async {
        arrivals.update { $0 += 1 }
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters.removeAll()
    }
}
