import Foundation
@_spi(Renderer) import PrimerCheckoutComponents

/// The full checkout in a terminal: draws the current screen model on every change and turns
/// keys into scope actions. It returns when the checkout is finished or the customer quits.
@MainActor
public final class TerminalCheckoutApp {
    /// What the app can do besides the checkout itself.
    public struct Options: Sendable {
        /// Whether to draw in colour (off for `NO_COLOR` or a non-terminal output).
        public var color: Bool
        /// Approves or declines the payment on the sandbox bank page (`a` / `d`), when set.
        public var sandboxBankAction: (@Sendable (URL, _ approve: Bool) async -> Void)?
        /// Opens the bank page in a browser (`o`), when set.
        public var openInBrowser: (@Sendable (URL) -> Void)?
        /// The payment method to open once the payment method list appears.
        public var initialPaymentMethod: String?
        /// Screen-reader mode: no full-screen drawing; announcements and focus printed as plain lines.
        public var accessible: Bool
        /// How the theme's colours are drawn when `color` is on.
        public var palette = TerminalPalette()
        /// How the customer may close the checkout (the checkout's `PrimerSettings.dismissalMechanism`):
        /// Esc is the terminal's swipe, `q` its Cancel.
        public var dismissalMechanism: [DismissalMechanism] = [.gestures]

        /// Creates options; everything but colour is off unless given.
        public init(
            color: Bool, sandboxBankAction: (@Sendable (URL, Bool) async -> Void)? = nil,
            openInBrowser: (@Sendable (URL) -> Void)? = nil, initialPaymentMethod: String? = nil,
            accessible: Bool = false
        ) {
            self.color = color
            self.accessible = accessible
            self.sandboxBankAction = sandboxBankAction
            self.openInBrowser = openInBrowser
            self.initialPaymentMethod = initialPaymentMethod
        }
    }

    private enum Event {
        case key(Key), changed, tick, resize, terminate, inputClosed
    }

    private let checkout: any PrimerCheckoutScope
    private let strings: CheckoutComponentsStrings
    /// The terminal's own words, in the language of `strings`.
    private let words: TerminalWords
    private let redirectHandler: TerminalRedirectHandler
    private let options: Options
    private let terminal = RawTerminal()
    private var ui: TerminalUIState
    private var lastFrame = ""
    /// The screen model and how the checkout ended, as every face of the checkout follows it.
    private let presenter: CheckoutPresenter
    private var pendingInitialMethod: String?
    private var spoken = AccessibleTranscript(screen: "", announcement: nil, focus: nil)
    private let clock: any CheckoutClock
    private var debounce = AnnouncementDebounce()
    private var events: AsyncStream<Event>.Continuation?
    private var tasks: [Task<Void, Never>] = []

    /// Creates the app for `checkout`, speaking `strings`, with the terminal's `redirectHandler`.
    package convenience init(
        checkout: any PrimerCheckoutScope, strings: CheckoutComponentsStrings, redirectHandler: TerminalRedirectHandler,
        options: Options
    ) {
        self.init(checkout: checkout, strings: strings, redirectHandler: redirectHandler, options: options, clock: SystemClock())
    }

    package init(
        checkout: any PrimerCheckoutScope, strings: CheckoutComponentsStrings, redirectHandler: TerminalRedirectHandler,
        options: Options, clock: any CheckoutClock
    ) {
        self.clock = clock
        self.checkout = checkout
        self.strings = strings
        presenter = CheckoutPresenter(strings: strings, dismissalMechanism: options.dismissalMechanism, makeCheckout: { checkout })
        self.words = TerminalWords(speaking: strings)
        self.redirectHandler = redirectHandler
        self.options = options
        ui = TerminalUIState(sandboxActions: options.sandboxBankAction != nil, canOpenBrowser: options.openInBrowser != nil)
        pendingInitialMethod = options.initialPaymentMethod
    }

    /// Runs until the checkout is dismissed, finished and closed, or the customer quits.
    public func run() async {
        guard terminal.enter(fullScreen: !options.accessible) else { return }
        defer { terminal.restore() }
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self)
        events = continuation
        presenter.onChange = { [weak self] _ in self?.events?.yield(.changed) }
        tasks.append(
            Task { [weak self] in
                for await bytes in RawTerminal.inputBytes() {
                    KeyDecoder.keys(in: bytes).forEach { self?.events?.yield(.key($0)) }
                }
                self?.events?.yield(.inputClosed)
            })
        forward(RawTerminal.signals()) { signal in signal == SIGWINCH ? .resize : .terminate }
        tasks.append(
            Task { [weak self, clock] in
                while (try? await clock.sleep(seconds: 0.12)) != nil {
                    self?.events?.yield(.tick)
                }
            })
        presenter.start()
        draw()
        var quit = false
        for await event in stream {
            switch event {
            case .key(let key):
                debounce.keyPressed(at: clock.now)
                let pageSize = renderer().bankPageSize(for: model, ui: presented, bankSelector: currentBankSelector)
                let (next, effects) = TerminalKeyReducer.reduce(key, screen: model, ui: presented, pageSize: pageSize)
                ui = next
                if effects.contains(.quit) {
                    checkout.onDismiss()
                    quit = true
                } else {
                    effects.forEach(perform)
                }
                // What a key did changed the checkout at once: draw it now, not on the next change.
                if !effects.isEmpty { presenter.refresh() }
            case .tick:
                ui.spinnerFrame += 1
            case .resize:
                lastFrame = ""
            case .terminate, .inputClosed:
                // The terminal is gone or the process is asked to end: on a screen the checkout
                // keeps after a dismissal (success) the app would otherwise wait for keys forever.
                checkout.onDismiss()
                quit = true
            case .changed:
                if let method = pendingInitialMethod, checkout.currentRoute == .paymentMethodSelection {
                    pendingInitialMethod = nil
                    try? checkout.selectPaymentMethod(method)
                }
            }
            if quit || checkout.currentRoute == .dismissed { break }
            draw()
        }
        tasks.forEach { $0.cancel() }
        continuation.finish()
    }

    private func forward<Element: Sendable>(_ sequence: AsyncStream<Element>, _ map: @escaping @Sendable (Element) -> Event) {
        tasks.append(
            Task { [weak self] in
                for await element in sequence {
                    self?.events?.yield(map(element))
                }
            })
    }

    private var currentBankSelector: (any PrimerBankSelectorScope)? {
        guard case .paymentMethod(let type, _) = checkout.currentRoute else { return nil }
        return checkout.getPaymentMethodScope(for: type) as? any PrimerBankSelectorScope
    }

    // MARK: - Drawing

    /// The screen model of the checkout's current state: built once per change of the checkout or
    /// its bank selectors (or after a key acted on them), not per spinner tick or redraw.
    private var model: CheckoutScreenModel { presenter.screen }

    /// The UI state with what the presenter decides for the current screen: its Cancel, and
    /// whether the screen may be swiped away (Esc).
    private var presented: TerminalUIState {
        var ui = ui
        ui.methodListCancel = presenter.cancelButton?.label
        ui.escapeClosesMethodList = !presenter.holdsPresentation
        return ui
    }

    /// The renderer for the terminal's size now: what is drawn, and how far PgUp / PgDn move.
    private func renderer() -> CheckoutFrameRenderer {
        let size = RawTerminal.size()
        return CheckoutFrameRenderer(width: size.columns, height: size.rows, words: words)
    }

    private func draw() {
        if options.accessible { return speak() }
        let frame = renderer()
            .frame(for: model, ui: presented, bankSelector: currentBankSelector)
            .map { $0.rendered(palette: options.color ? options.palette : nil) }
            .joined(separator: "\r\n")
        guard frame != lastFrame else { return }
        lastFrame = frame
        // Synchronized output (DEC mode 2026): a terminal that knows it shows the frame whole, never
        // half drawn; one that does not ignores the mode.
        RawTerminal.write("\u{1B}[?2026h\u{1B}[H" + frame + "\u{1B}[?2026l")
    }

    /// Prints what changed for a screen reader; the announcement waits until typing settles.
    private func speak() {
        let now = AccessibleTranscript(model: model, ui: ui, words: words)
        var lines: [String] = []
        let newScreen = now.screen != spoken.screen
        if newScreen, !now.screen.isEmpty { lines.append(now.screen) }
        if now.field != spoken.field, let field = now.field { lines.append(field) }
        if now.focus != spoken.focus, let focus = now.focus { lines.append(focus) }
        var announced = spoken.announcement
        if now.announcement != spoken.announcement, let announcement = now.announcement,
            debounce.mayAnnounce(newScreen: newScreen, at: clock.now)
        {
            if announcement != now.screen { lines.append(announcement) }
            announced = announcement
        }
        spoken = AccessibleTranscript(screen: now.screen, field: now.field, announcement: announced, focus: now.focus)
        if !lines.isEmpty { RawTerminal.write(lines.joined(separator: "\r\n") + "\r\n") }
    }

    // MARK: - Effects

    /// Runs what a key asked for (`TerminalKeyReducer` decides which).
    private func perform(_ effect: TerminalEffect) {
        switch effect {
        case .quit: checkout.onDismiss()
        case .selectPaymentMethod(let type): try? checkout.selectPaymentMethod(type)
        case .selectBank(let bank): currentBankSelector?.selectBank(bank)
        case .search(let query): currentBankSelector?.search(query: query)
        case .confirm: currentBankSelector?.submit()
        case .back: currentBankSelector?.onBack()
        case .retry: checkout.retry()
        case .chooseOtherPaymentMethod: checkout.chooseOtherPaymentMethod()
        case .answerSandboxBankPage(let url, let approve):
            guard let action = options.sandboxBankAction else { return }
            Task { [redirectHandler] in
                await action(url, approve)
                redirectHandler.customerReturned()
            }
        case .openInBrowser(let url): options.openInBrowser?(url)
        case .cancelAtBank: redirectHandler.customerCancelled()
        }
    }
}
