/// A key of the customization slot table. Each renderer declares keys for its own view types.
@_spi(Renderer) public protocol ComponentSlotKey {
    /// The type stored under the key, e.g. a closure returning a view.
    associatedtype Value
}
