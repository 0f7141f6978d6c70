import Testing

/// Lets every ready task run, so that "nothing happens" can be checked.
@MainActor
func settle() async {
    for _ in 0..<20 {
        await Task.yield()
    }
    try? await Task.sleep(for: .milliseconds(20))
}
