/// A key the customer pressed.
public enum Key: Equatable, Sendable {
    case character(Character)
    case up, down, pageUp, pageDown, home, end
    case enter, escape, backspace, tab
    case controlC, controlD, controlU
}
