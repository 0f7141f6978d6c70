#!/usr/bin/env python3
"""The CLDR and ISO 4217 oracle of the SDK's locale handling.

Run from the repository root with Babel and iso4217 installed (from the package mirror):

    python3 -m venv /tmp/cldr && /tmp/cldr/bin/pip install babel iso4217
    /tmp/cldr/bin/python scripts/cldr-oracle.py

It writes, and prints the versions it read:
  Sources/PrimerCheckoutComponents/Localization/CLDR/CurrencyDigits.swift   ISO minor units, CLDR display digits
  Sources/PrimerCheckoutComponents/Localization/CLDR/LocaleLikelySubtags.swift  likely script/region, aliases
  Sources/PrimerCheckoutComponents/Localization/CLDR/CurrencyGrouping.swift  where amounts group by two (India)
  Sources/PrimerCheckoutComponents/Localization/CLDR/NumberingSystems.swift  the digits a customer may choose
  Development/Tests/PrimerCheckoutComponentsTests/Localization/Fixtures/cldr-oracle.json
      plural categories 0…1000 for every shipped locale and its CLDR regional variants, every
      currency's digits, the table each of several hundred identifiers should reach, and every
      locale's currency grouping, and the numbering systems.
The Swift tests read the JSON, so CI needs no Python. Re-run with a newer CLDR and `git diff`
shows what changed.
"""
import json, os, sys
import babel
from babel.core import Locale, get_global
from babel.localedata import locale_identifiers
from babel import numbers
import iso4217

ROOT = os.getcwd()
RESOURCES = os.path.join(ROOT, 'Sources/PrimerCheckoutComponents/Resources')
TABLES = sorted(d[:-6] for d in os.listdir(RESOURCES) if d.endswith('.lproj'))
# Tables the SDK reads from a shipped one in another script (LocaleTables.transliterated).
TRANSLITERATED = ['sr-latn']
LIKELY = get_global('likely_subtags')
ALIASES = dict(get_global('language_aliases'))
# Macrolanguages whose shipped table is one member (what Apple's bundle look-up also does).
MACRO = {'no': 'nb'}
CATS = {'zero': 'z', 'one': 'o', 'two': 't', 'few': 'f', 'many': 'm', 'other': 'x'}


def split(identifier):
    parts = identifier.replace('_', '-').split('-')
    out = []
    for p in parts:
        if len(p) == 1:
            break  # an extension or private use: ignored
        out.append(p)
    lang = out[0].lower() if out else 'en'
    script = region = None
    for p in out[1:]:
        if len(p) == 4 and p.isalpha() and script is None and region is None:
            script = p.title()
        elif (len(p) == 2 and p.isalpha()) or (len(p) == 3 and p.isdigit()):
            if region is None:
                region = p.upper()
    return lang, script, region


def canonical_language(lang):
    target = ALIASES.get(lang)
    if target:
        lang = target.split('_')[0]
    return MACRO.get(lang, lang)


def maximize(lang, script, region):
    for key in ([f'{lang}_{script}_{region}'] if script and region else []) + \
               ([f'{lang}_{region}'] if region else []) + ([f'{lang}_{script}'] if script else []) + [lang]:
        if key in LIKELY:
            l, s, r = LIKELY[key].split('_')[:3]
            return lang, script or s, region or r
    return lang, script, region


def table_subtags(name):
    lang, script, region = split(name)
    return maximize(lang, script, region)


PARENTS = get_global('parent_exceptions')


def resolve(identifier):
    """The shipped table for `identifier`: CLDR's likely script and region fill what it leaves out, a
    table must be in the same script, then: the region given (or a CLDR parent's region), the
    language's own table, the table of its likely region; a language CLDR parents to another
    (nn → no) tries that one; otherwise English."""
    lang, script, region = split(identifier)
    alias = ALIASES.get(lang)
    if alias:
        pieces = alias.split('_')
        lang = pieces[0]
        if script is None and len(pieces) > 1 and len(pieces[1]) == 4:
            script = pieces[1]
        if region is None and len(pieces) > 1 and len(pieces[-1]) != 4:
            region = pieces[-1]
    lang = MACRO.get(lang, lang)
    lang, script, _ = maximize(lang, script, region)
    candidates = [t for t in TABLES + TRANSLITERATED if table_subtags(t)[0] == lang and table_subtags(t)[1] == script]
    if not candidates:
        parent = PARENTS.get(lang)
        if parent and '_' not in parent and parent != lang:
            return resolve('-'.join(x for x in [parent, script, region] if x))
        return 'en'
    by_region = {split(t)[2]: t for t in candidates}
    seen = set()
    while region and region not in seen:
        seen.add(region)
        if region in by_region:
            return by_region[region]
        parent = PARENTS.get(f'{lang}_{script}_{region}') or PARENTS.get(f'{lang}_{region}')
        pieces = parent.split('_') if parent else []
        region = next((x for x in pieces[1:] if len(x) != 4), None)
    if None in by_region:
        return by_region[None]
    likely_region = maximize(lang, script, None)[2]
    return by_region.get(likely_region, sorted(candidates)[0])


def plurals():
    languages = {split(t)[0] for t in TABLES}
    locales = {}
    for ident in sorted(locale_identifiers()):
        loc = Locale.parse(ident)
        if loc.language in languages and loc.variant is None:
            key = '-'.join(x for x in [loc.language, loc.script, loc.territory] if x)
            locales[key] = loc
    sequences, index, table = [], {}, {}
    for key, loc in sorted(locales.items()):
        seq = ''.join(CATS[loc.plural_form(n)] for n in range(0, 1001))
        if seq not in index:
            index[seq] = len(sequences)
            sequences.append(seq)
        table[key] = index[seq]
    return sequences, table


def currencies():
    rows = []
    for c in iso4217.Currency:
        if c.exponent is None:
            continue  # funds and metals without a minor unit (XAU, XDR, …)
        rows.append({'code': c.code, 'minorUnits': c.exponent, 'displayDigits': numbers.get_currency_precision(c.code)})
    return sorted(rows, key=lambda r: r['code'])


def identifiers():
    ids = set()
    for ident in locale_identifiers():
        ids.add(ident.replace('_', '-'))
    extra = ['zh-Hant-TW', 'zh-Hant', 'zh-Hans', 'zh-HK', 'zh-MO', 'zh-SG', 'zh_TW', 'ZH-hant-tw', 'ur', 'ur-IN', 'no', 'no-NO',
             'nb-NO', 'nn-NO', 'tl', 'tl-PH', 'iw', 'iw-IL', 'in', 'in-ID', 'mo', 'sh', 'sr-Latn', 'sr-Latn-RS', 'sr-Cyrl-RS',
             'pt-PT', 'pt-AO', 'es-419', 'es-US', 'en-GB', 'en-IN', 'de-CH', 'fr-CA', 'nl-BE', 'nl-SR', 'de-DE-u-co-phonebk',
             'en-US-x-private', 'ar-EG', 'fa-AF', 'ku-IQ', 'ckb', 'uz-Cyrl', 'uz-Arab', 'kk-Arab', 'az-Cyrl', 'ms-Arab', 'yue-Hant',
             'sr-ME', 'sr-Latn-ME', 'sr-Latn-BA', 'sr-Cyrl-ME', 'en', 'EN', 'en_us', 'pl-PL', 'hy-AM', 'fil-PH', 'ka', 'xx', 'und', 'qaa']
    ids.update(extra)
    return [{'identifier': i, 'table': resolve(i)} for i in sorted(ids)]


def grouping_chain(lang, script, region):
    """The identifiers CurrencyGrouping.secondarySize looks up, most specific first."""
    if script:
        return ['_'.join(x for x in (lang, script, region) if x), f'{lang}_{script}', lang]
    return ['_'.join(x for x in (lang, region) if x), lang]


def groupings():
    """Each CLDR locale's secondary grouping in its standard currency pattern (2 in India's
    1,23,45,678.90), and the table that gives it: an entry wherever the locale differs from what
    the locale cut short gives. Locales whose first group is not three digits (Toki Pona's, POSIX's)
    are left out: the SDK keeps the platform's grouping there."""
    rows = {}
    for ident in locale_identifiers():
        locale = Locale.parse(ident)
        if locale.variant:
            continue
        primary, secondary = locale.currency_formats['standard'].grouping
        if primary != 3:
            continue
        rows[ident] = (locale.language, locale.script, locale.territory, secondary)
    table = {}
    for ident in sorted(rows, key=lambda i: (i.count('_'), i)):
        lang, script, region, secondary = rows[ident]
        chain = grouping_chain(lang, script, region)
        inherited = next((table[c] for c in chain[1:] if c in table), 3)
        if secondary != inherited:
            table[chain[0]] = secondary
    return table, [{'identifier': i.replace('_', '-'), 'secondary': rows[i][3]} for i in sorted(rows)]


def numbering_systems():
    """The numbering systems CLDR names as some locale's default or native digits: each writes the
    ten decimal digits of one script (Latin, Arabic-Indic, Devanagari, …)."""
    found = {'latn'}
    for ident in locale_identifiers():
        locale = Locale.parse(ident)
        found.add(locale.default_numbering_system)
        native = locale.other_numbering_systems.get('native')
        if native:
            found.add(native)
    return sorted(found)


def swift_dict(name, doc, mapping, value):
    lines = [f'    /// {doc}', f'    static let {name}: [String: {value}] = [']
    line = ''
    for k, v in sorted(mapping.items()):
        item = f'"{k}": {v},'
        if line and 8 + len(line) + 1 + len(item) > 140:
            lines.append('        ' + line)
            line = item
        else:
            line = f'{line} {item}' if line else item
    if line:
        lines.append('        ' + line)
    lines.append('    ]')
    return '\n'.join(lines)


def main():
    sequences, plural_locales = plurals()
    rows = currencies()
    header = (f'// Generated by scripts/cldr-oracle.py from CLDR {babel.core.get_cldr_version()} (Babel {babel.__version__})'
              f' and ISO 4217 (iso4217 {iso4217.__version__}). Do not edit; re-run the script.\n')
    with open(os.path.join(ROOT, 'Sources/PrimerCheckoutComponents/Localization/CLDR/CurrencyDigits.swift'), 'w') as f:
        f.write(header + '\n/// The digits of every active ISO 4217 currency.\nenum CurrencyDigits {\n')
        f.write(swift_dict('minorUnits', 'ISO 4217 minor units: an amount in minor units is the value times 10 to this power.',
                           {r['code']: r['minorUnits'] for r in rows}, 'Int') + '\n\n')
        f.write(swift_dict('displayDigits', "CLDR's fraction digits: how many a price is written with.",
                           {r['code']: r['displayDigits'] for r in rows if r['displayDigits'] != r['minorUnits']}, 'Int'))
        f.write('\n}\n')
    grouping_table, grouping_rows = groupings()
    with open(os.path.join(ROOT, 'Sources/PrimerCheckoutComponents/Localization/CLDR/CurrencyGrouping.swift'), 'w') as f:
        f.write(header + '\n/// How CLDR groups the integer digits of an amount where not every group has three.\nenum CurrencyGrouping {\n')
        f.write(swift_dict('secondary', 'The size of every group after the first (2 in India\'s 1,23,45,678.90) by `language`, '
                           '`language_REGION`, `language_Script` or `language_Script_REGION`, where it differs from the locale cut short.',
                           grouping_table, 'Int'))
        f.write('\n}\n')
    systems = numbering_systems()
    with open(os.path.join(ROOT, 'Sources/PrimerCheckoutComponents/Localization/CLDR/NumberingSystems.swift'), 'w') as f:
        f.write(header + '\n/// The digits CLDR writes numbers in.\nenum NumberingSystems {\n')
        f.write("    /// The numbering systems that are some locale's default or native digits: each writes the ten\n"
                "    /// decimal digits of one script (`latn` 0–9, `arab` ٠–٩, `deva` ०–९, …).\n")
        f.write('    static let decimal: Set<String> = [\n')
        for i in range(0, len(systems), 10):
            f.write('        ' + ' '.join(f'"{x}",' for x in systems[i:i + 10]) + '\n')
        f.write('    ]\n}\n')
    languages = sorted({split(t)[0] for t in TABLES})
    likely = {}
    for lang in languages:
        likely[lang] = LIKELY[lang]
        for key, value in LIKELY.items():
            if key.startswith(lang + '_') and value.split('_')[1] != LIKELY[lang].split('_')[1]:
                likely[key] = value
    aliases = {k: (MACRO.get(v.split('_')[0], v.split('_')[0]) + ('_' + v.split('_')[1] if '_' in v else ''))
               for k, v in ALIASES.items() if v.split('_')[0] in languages or MACRO.get(v.split('_')[0]) in languages}
    aliases.update({k: v for k, v in MACRO.items()})
    parents = {k: v for k, v in PARENTS.items()
               if k.split('_')[0] in set(languages) | {'nn'} and v != 'root' and MACRO.get(v.split('_')[0], v.split('_')[0]) in languages}
    with open(os.path.join(ROOT, 'Sources/PrimerCheckoutComponents/Localization/CLDR/LocaleLikelySubtags.swift'), 'w') as f:
        f.write(header + '\n/// What CLDR says about the languages the SDK has tables for.\nenum LocaleLikelySubtags {\n')
        f.write(swift_dict('likely', 'The likely `language_Script_REGION` of a language (or of a language and region or script whose script differs).',
                           {k: f'"{v}"' for k, v in likely.items()}, 'String') + '\n\n')
        f.write(swift_dict('parents', "CLDR's parent of a locale where it is not the locale cut short (es_AR → es_419, nn → no).",
                           {k: f'"{v}"' for k, v in parents.items()}, 'String') + '\n\n')
        f.write(swift_dict('languageAliases', 'Legacy and macrolanguage codes, and the language (with its script, when the alias names one) each stands for.',
                           {k: f'"{v}"' for k, v in aliases.items()}, 'String'))
        f.write('\n}\n')
    oracle = {
        'cldr': babel.core.get_cldr_version(), 'babel': babel.__version__, 'iso4217': iso4217.__version__,
        'tables': TABLES,
        'plurals': {'sequences': sequences, 'locales': plural_locales},
        'currencies': rows,
        'identifiers': identifiers(),
        'groupings': grouping_rows,
        'numberingSystems': systems,
    }
    path = os.path.join(ROOT, 'Development/Tests/PrimerCheckoutComponentsTests/Localization/Fixtures/cldr-oracle.json')
    with open(path, 'w') as f:
        json.dump(oracle, f, ensure_ascii=False, indent=0, sort_keys=True)
        f.write('\n')
    print(f"CLDR {oracle['cldr']} (Babel {oracle['babel']}), ISO 4217 data {oracle['iso4217']}: "
          f"{len(plural_locales)} plural locales ({len(sequences)} distinct rules), {len(rows)} currencies, "
          f"{len(oracle['identifiers'])} identifiers, {len(grouping_rows)} currency groupings ({len(grouping_table)} table entries), "
          f"{len(systems)} numbering systems")


if __name__ == '__main__':
    main()
