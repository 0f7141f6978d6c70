@_spi(Renderer) import PrimerCheckoutComponents
import SwiftUI

/// One tappable bank: the merchant's row when they set `bankItemComponent`, else ours. Whichever
/// it is, an offline bank is dimmed (not with Increase Contrast) and cannot be tapped, the
/// selected bank (the confirm selection) is outlined in the brand's colour, and the accessibility
/// label is the bank's name (with the other name the search found it by, as the row shows); at
/// least 44 points tall to tap, however tight the theme's spacing.
struct BankRowButton: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme
    @Environment(\.colorSchemeContrast) private var contrast
    let row: BankSelectorScreenModel.Row
    let custom: BankItemComponent?
    let select: @MainActor () -> Void

    var body: some View {
        Button {
            select()
        } label: {
            Group {
                if let custom {
                    AnyView(custom(row.bank))
                } else {
                    BankRowView(row: row)
                }
            }
            .tapTarget()
            .opacity(row.opacity(increasedContrast: contrast == .increased))
            .overlay(selectionOutline)
        }
        .buttonStyle(.plain)
        .disabled(!row.isSelectable)
        .accessibilityElement(children: .ignore)
        .accessibility(row.accessibility)
    }

    @ViewBuilder private var selectionOutline: some View {
        if row.isSelected {
            look.rounded(theme.radius.medium)
                .stroke(look.color(look.colors.brand), lineWidth: CGFloat(theme.borderWidth.medium))
                .padding(.horizontal, look.space(\.xsmall))
        }
    }
}

/// The default row: logo (or monogram), the name with the matched letters emphasised,
/// "Unavailable" for an offline bank and the brand's check mark on the selected bank (the confirm
/// selection) — side by side, or one under the other at the accessibility text sizes, where the
/// name needs the row's whole width.
struct BankRowView: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme
    @Environment(\.dynamicTypeSize) private var typeSize
    let row: BankSelectorScreenModel.Row

    var body: some View {
        Group {
            if typeSize.isAccessibilitySize {
                VStack(alignment: .leading, spacing: look.space(\.xsmall)) {
                    HStack(spacing: look.space(\.medium)) {
                        BankLogo(row: row)
                        Spacer(minLength: look.space(\.small))
                        selectionMark
                    }
                    names
                    unavailable
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            } else {
                HStack(spacing: look.space(\.medium)) {
                    BankLogo(row: row)
                    names
                    Spacer(minLength: look.space(\.small))
                    unavailable
                    selectionMark
                }
            }
        }
        .padding(.horizontal, look.space(\.large))
        .padding(.vertical, look.space(\.medium))
    }

    @ViewBuilder private var selectionMark: some View {
        if row.isSelected {
            Image(systemName: "checkmark")
                .font(look.headline)
                .foregroundColor(look.color(look.colors.brand))
                .accessibilityHidden(true)
        }
    }

    private var names: some View {
        VStack(alignment: .leading, spacing: look.space(\.xsmall) / 2) {
            row.nameSegments.reduce(Text(verbatim: "")) { text, segment in
                text + (segment.isMatch ? Text(verbatim: segment.text).bold() : Text(verbatim: segment.text))
            }
            .font(look.body)
            .foregroundColor(look.color(look.colors.rowText(isDisabled: !row.isSelectable)))
            if let note = row.aliasNote {
                Text(verbatim: note)
                    .font(look.footnote)
                    .foregroundColor(look.color(look.colors.textSecondary))
            }
        }
    }

    @ViewBuilder private var unavailable: some View {
        if let unavailable = row.unavailableText {
            Text(verbatim: unavailable)
                .font(look.footnote)
                .foregroundColor(look.color(look.colors.textSecondary))
        }
    }
}

/// The bank's logo through `AsyncImage`; the monogram badge while it loads, when it fails, and
/// when the bank has none: the theme's badge colour of the row's slot, letters in the theme's
/// font that read on it. Both have the theme's small corner radius and grow with the name's text
/// size (Dynamic Type).
struct BankLogo: Themed {
    @Environment(\.primerThemeReference) var themeReference
    @Environment(\.colorScheme) var scheme
    let row: BankSelectorScreenModel.Row
    @ScaledMetric(relativeTo: .body) private var side: CGFloat = 32

    var body: some View {
        RemoteLogo(url: row.iconUrl, side: side, shape: look.rounded(theme.radius.small)) { monogram }
    }

    private var monogram: some View {
        let fill = look.colors.badgeFill(row.badgeTint)
        return Text(verbatim: row.monogram)
            .font(look.footnote)
            .bold()
            .foregroundColor(look.color(fill.readableText))
            .frame(width: side, height: side)
            .background(look.color(fill))
    }
}
