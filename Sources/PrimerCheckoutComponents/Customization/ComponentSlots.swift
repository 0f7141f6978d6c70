/// A table of merchant customizations keyed by type, so the toolkit-free core can store
/// closures that return a renderer's views without knowing the view type.
package struct ComponentSlots {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// Creates an empty table.
    package init() {}

    /// The value stored under `key`, or `nil` when the merchant set none.
    package subscript<Key: ComponentSlotKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
