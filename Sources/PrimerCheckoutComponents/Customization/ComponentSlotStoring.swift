/// A scope that keeps the merchant's customizations for renderer modules to read and write.
@MainActor
@_spi(Renderer) public protocol ComponentSlotStoring: AnyObject {
    /// The customizations, keyed by renderer-defined keys.
    var components: ComponentSlots { get set }
}
