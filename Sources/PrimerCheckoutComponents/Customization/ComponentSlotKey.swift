/// A key of the customization slot table. Each renderer declares keys for its own view types.
package protocol ComponentSlotKey {
    /// The type stored under the key, e.g. a closure returning a view.
    associatedtype Value
}
