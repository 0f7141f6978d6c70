import Testing

/// Waits until `condition` holds, giving the scopes' tasks time to run; false after `seconds`.
@MainActor
func eventually(seconds: Double = 30, _ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
    while clock.now < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}

/// Lets every ready task run, so that "nothing happens" can be checked.
@MainActor
func settle() async {
    for _ in 0..<20 {
        await Task.yield()
    }
    try? await Task.sleep(for: .milliseconds(20))
}
