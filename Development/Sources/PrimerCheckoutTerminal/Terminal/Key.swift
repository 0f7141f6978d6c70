/// A key the customer pressed.
package enum Key: Equatable, Sendable {
    case character(Character)
    case up, down, pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    case controlC, controlD, controlU
}
