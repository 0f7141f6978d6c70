/// A table of merchant customizations keyed by type, so the toolkit-free core can store
/// closures that return a renderer's views without knowing the view type.
@_spi(Renderer) public struct ComponentSlots {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an empty table.
    public init() {}

    /// The value stored under `key`, or `nil` when the merchant set none.
    public subscript<Key: ComponentSlotKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
