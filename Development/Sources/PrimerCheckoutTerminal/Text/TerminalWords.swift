@_spi(Renderer) import PrimerCheckoutComponents

/// The terminal's own words — its key hints and what the accessible transcript says about keys —
/// in the language the checkout's strings speak. The keys themselves (Enter, Esc, Ctrl-C, a, d, o,
/// c, q) are what the keyboard says and stay as they are.
package struct TerminalWords: Equatable, Sendable {
    package let quit: String
    package let move: String
    package let select: String
    package let approve: String
    package let decline: String
    package let openInBrowser: String
    /// The focused bank row's hint: what selects it here, where a phone would say "double-tap".
    package let selectBankHint: String
    /// The SDK's own words for the actions the terminal shares with every renderer.
    package private(set) var back = "Back"
    package private(set) var cancel = "Cancel"
    package private(set) var close = "Close"

    init(
        _ quit: String, _ move: String, _ select: String, _ approve: String, _ decline: String, _ openInBrowser: String,
        _ selectBankHint: String
    ) {
        self.quit = quit
        self.move = move
        self.select = select
        self.approve = approve
        self.decline = decline
        self.openInBrowser = openInBrowser
        self.selectBankHint = selectBankHint
    }

    /// The words of the first table in `strings`' own chain that the terminal has, so the terminal
    /// never speaks another language than the screen it frames.
    package init(speaking strings: CheckoutComponentsStrings) {
        let chain = strings.tableNames.flatMap { name in [name, String(name.prefix { $0 != "-" })] }
        var words = chain.lazy.compactMap { Self.tables[$0] }.first ?? .english
        words.back = strings.back
        words.cancel = strings.cancel
        words.close = strings.close
        self = words
    }

    /// English, the last table of every chain.
    package static let english = TerminalWords(
        "quit", "move", "select", "approve", "decline", "open in browser", "Press Enter to select this bank")

    /// The keys that act on `model`'s screen, each with what it does: drawn in the footer, and said
    /// by the accessible transcript on the screens whose buttons are keys.
    package func keys(for model: CheckoutScreenModel, ui: TerminalUIState) -> [(key: String, action: String)] {
        switch model {
        case .loading: return [("q", quit)]
        case .paymentMethodList: return [("↑/↓", move), ("Enter", select), ("q", ui.methodListCancel ?? quit)]
        case .bankSelector(_, let screen):
            return [
                ("↑/↓ PgUp/PgDn", move), ("Enter", select), ("Esc", screen.header.backButton != nil ? back : close),
                ("Ctrl-C", screen.header.cancelButton != nil ? cancel : quit),
            ]
        case .processing: return [("Ctrl-C", quit)]
        case .awaitingBank:
            var keys = ui.sandboxActions ? [("a", "\(approve) (sandbox)"), ("d", "\(decline) (sandbox)")] : []
            if ui.canOpenBrowser { keys.append(("o", openInBrowser)) }
            keys.append(("c", cancel))
            return keys
        case .success: return [("Enter / q", close)]
        case .failure(let screen):
            return (screen.retry.map { [("r", $0)] } ?? []) + (screen.chooseOther.map { [("m", $0)] } ?? []) + [("q", screen.close)]
        case .dismissed: return []
        }
    }

    /// The table names the terminal has words for.
    package static var languages: [String] { tables.keys.sorted() }

    private static let tables: [String: TerminalWords] = [
        "en": english,
        "ar": TerminalWords("خروج", "تنقّل", "اختيار", "موافقة", "رفض", "فتح في المتصفح", "اضغط Enter لاختيار هذا البنك"),
        "az": TerminalWords("çıxış", "hərəkət", "seç", "təsdiqlə", "rədd et", "brauzerdə aç", "Bu bankı seçmək üçün Enter düyməsini basın"),
        "bg": TerminalWords(
            "изход", "преместване", "избор", "одобряване", "отказ", "отваряне в браузъра", "Натиснете Enter, за да изберете тази банка"),
        "bs": TerminalWords(
            "izlaz", "pomicanje", "odaberi", "odobri", "odbij", "otvori u pregledniku", "Pritisnite Enter da odaberete ovu banku"),
        "ca": TerminalWords(
            "surt", "mou", "selecciona", "aprova", "rebutja", "obre al navegador", "Premeu Enter per seleccionar aquest banc"),
        "cs": TerminalWords(
            "konec", "pohyb", "vybrat", "schválit", "zamítnout", "otevřít v prohlížeči", "Stiskněte Enter pro výběr této banky"),
        "da": TerminalWords("afslut", "flyt", "vælg", "godkend", "afvis", "åbn i browser", "Tryk på Enter for at vælge denne bank"),
        "de": TerminalWords(
            "beenden", "bewegen", "auswählen", "genehmigen", "ablehnen", "im Browser öffnen", "Drücken Sie Enter, um diese Bank auszuwählen"
        ),
        "el": TerminalWords(
            "έξοδος", "μετακίνηση", "επιλογή", "έγκριση", "απόρριψη", "άνοιγμα στο πρόγραμμα περιήγησης",
            "Πατήστε Enter για να επιλέξετε αυτήν την τράπεζα"),
        "es": TerminalWords(
            "salir", "mover", "seleccionar", "aprobar", "rechazar", "abrir en el navegador", "Pulsa Enter para seleccionar este banco"),
        "et": TerminalWords("välju", "liigu", "vali", "kinnita", "keeldu", "ava brauseris", "Selle panga valimiseks vajutage Enter"),
        "fa": TerminalWords("خروج", "جابه‌جایی", "انتخاب", "تأیید", "رد", "باز کردن در مرورگر", "برای انتخاب این بانک Enter را فشار دهید"),
        "fi": TerminalWords("lopeta", "siirry", "valitse", "hyväksy", "hylkää", "avaa selaimessa", "Valitse tämä pankki painamalla Enter"),
        "fil": TerminalWords(
            "umalis", "ilipat", "piliin", "aprubahan", "tanggihan", "buksan sa browser", "Pindutin ang Enter para piliin ang bangkong ito"),
        "fr": TerminalWords(
            "quitter", "déplacer", "sélectionner", "approuver", "refuser", "ouvrir dans le navigateur",
            "Appuyez sur Enter pour sélectionner cette banque"),
        "he": TerminalWords("יציאה", "מעבר", "בחירה", "אישור", "דחייה", "פתיחה בדפדפן", "הקישו Enter כדי לבחור בבנק זה"),
        "hi": TerminalWords("बाहर निकलें", "ऊपर-नीचे जाएँ", "चुनें", "स्वीकृत करें", "अस्वीकार करें", "ब्राउज़र में खोलें", "इस बैंक को चुनने के लिए Enter दबाएँ"),
        "hr": TerminalWords(
            "izlaz", "pomicanje", "odaberi", "odobri", "odbij", "otvori u pregledniku", "Pritisnite Enter za odabir ove banke"),
        "hu": TerminalWords(
            "kilépés", "mozgás", "kiválasztás", "jóváhagyás", "elutasítás", "megnyitás böngészőben",
            "Nyomja meg az Entert a bank kiválasztásához"),
        "hy": TerminalWords(
            "ելք", "տեղաշարժ", "ընտրել", "հաստատել", "մերժել", "բացել դիտարկիչում", "Սեղմեք Enter՝ այս բանկն ընտրելու համար"),
        "id": TerminalWords("keluar", "pindah", "pilih", "setujui", "tolak", "buka di browser", "Tekan Enter untuk memilih bank ini"),
        "it": TerminalWords(
            "esci", "sposta", "seleziona", "approva", "rifiuta", "apri nel browser", "Premi Enter per selezionare questa banca"),
        "ja": TerminalWords("終了", "移動", "選択", "承認", "拒否", "ブラウザで開く", "Enter キーでこの銀行を選択します"),
        "ka": TerminalWords(
            "გასვლა", "გადაადგილება", "არჩევა", "დადასტურება", "უარყოფა", "ბრაუზერში გახსნა", "ამ ბანკის ასარჩევად დააჭირეთ Enter-ს"),
        "kk": TerminalWords(
            "шығу", "жылжыту", "таңдау", "мақұлдау", "қабылдамау", "браузерде ашу", "Осы банкті таңдау үшін Enter пернесін басыңыз"),
        "ko": TerminalWords("종료", "이동", "선택", "승인", "거절", "브라우저에서 열기", "이 은행을 선택하려면 Enter 키를 누르세요"),
        "ku": TerminalWords(
            "derkeve", "bizivîne", "hilbijêre", "bipejirîne", "red bike", "di gerokê de veke", "Ji bo hilbijartina vê bankê Enter bitikîne"),
        "ky": TerminalWords(
            "чыгуу", "жылдыруу", "тандоо", "жактыруу", "четке кагуу", "браузерде ачуу", "Бул банкты тандоо үчүн Enter баскычын басыңыз"),
        "lt": TerminalWords(
            "išeiti", "judėti", "pasirinkti", "patvirtinti", "atmesti", "atidaryti naršyklėje",
            "Paspauskite Enter, kad pasirinktumėte šį banką"),
        "lv": TerminalWords(
            "iziet", "pārvietoties", "izvēlēties", "apstiprināt", "noraidīt", "atvērt pārlūkā", "Nospiediet Enter, lai izvēlētos šo banku"),
        "mk": TerminalWords(
            "излез", "движење", "избери", "одобри", "одбиј", "отвори во прелистувач", "Притиснете Enter за да ја изберете оваа банка"),
        "ms": TerminalWords("keluar", "alih", "pilih", "luluskan", "tolak", "buka dalam pelayar", "Tekan Enter untuk memilih bank ini"),
        "nb": TerminalWords("avslutt", "flytt", "velg", "godkjenn", "avvis", "åpne i nettleser", "Trykk Enter for å velge denne banken"),
        "nl": TerminalWords(
            "afsluiten", "verplaatsen", "kiezen", "goedkeuren", "weigeren", "openen in browser", "Druk op Enter om deze bank te kiezen"),
        "pl": TerminalWords(
            "wyjdź", "przesuń", "wybierz", "zatwierdź", "odrzuć", "otwórz w przeglądarce", "Naciśnij Enter, aby wybrać ten bank"),
        "pt": TerminalWords(
            "sair", "mover", "selecionar", "aprovar", "recusar", "abrir no navegador", "Prima Enter para selecionar este banco"),
        "pt-br": TerminalWords(
            "sair", "mover", "selecionar", "aprovar", "recusar", "abrir no navegador", "Pressione Enter para selecionar este banco"),
        "ro": TerminalWords(
            "ieșire", "deplasare", "selectează", "aprobă", "respinge", "deschide în browser", "Apăsați Enter pentru a selecta această bancă"
        ),
        "ru": TerminalWords(
            "выход", "перемещение", "выбрать", "одобрить", "отклонить", "открыть в браузере", "Нажмите Enter, чтобы выбрать этот банк"),
        "sk": TerminalWords(
            "koniec", "pohyb", "vybrať", "schváliť", "zamietnuť", "otvoriť v prehliadači", "Stlačte Enter na výber tejto banky"),
        "sl": TerminalWords(
            "izhod", "premik", "izberi", "odobri", "zavrni", "odpri v brskalniku", "Pritisnite Enter, da izberete to banko"),
        "sq": TerminalWords("dil", "lëviz", "zgjidh", "mirato", "refuzo", "hap në shfletues", "Shtypni Enter për të zgjedhur këtë bankë"),
        "sr": TerminalWords(
            "излаз", "померање", "изабери", "одобри", "одбиј", "отвори у прегледачу", "Притисните Enter да бисте изабрали ову банку"),
        "sr-latn": TerminalWords(
            "izlaz", "pomeranje", "izaberi", "odobri", "odbij", "otvori u pregledaču", "Pritisnite Enter da biste izabrali ovu banku"),
        "sv": TerminalWords(
            "avsluta", "flytta", "välj", "godkänn", "avvisa", "öppna i webbläsaren", "Tryck på Enter för att välja den här banken"),
        "th": TerminalWords("ออก", "เลื่อน", "เลือก", "อนุมัติ", "ปฏิเสธ", "เปิดในเบราว์เซอร์", "กด Enter เพื่อเลือกธนาคารนี้"),
        "tr": TerminalWords("çık", "taşı", "seç", "onayla", "reddet", "tarayıcıda aç", "Bu bankayı seçmek için Enter tuşuna basın"),
        "uk": TerminalWords(
            "вийти", "переміщення", "вибрати", "схвалити", "відхилити", "відкрити в браузері", "Натисніть Enter, щоб вибрати цей банк"),
        "ur-pk": TerminalWords(
            "باہر نکلیں", "منتقل کریں", "منتخب کریں", "منظور کریں", "مسترد کریں", "براؤزر میں کھولیں",
            "اس بینک کو منتخب کرنے کے لیے Enter دبائیں"),
        "uz": TerminalWords(
            "chiqish", "siljitish", "tanlash", "tasdiqlash", "rad etish", "brauzerda ochish",
            "Ushbu bankni tanlash uchun Enter tugmasini bosing"),
        "vi": TerminalWords(
            "thoát", "di chuyển", "chọn", "chấp thuận", "từ chối", "mở trong trình duyệt", "Nhấn Enter để chọn ngân hàng này"),
        "zh-cn": TerminalWords("退出", "移动", "选择", "批准", "拒绝", "在浏览器中打开", "按 Enter 键选择此银行"),
        "zh-tw": TerminalWords("結束", "移動", "選擇", "核准", "拒絕", "在瀏覽器中開啟", "按 Enter 鍵選擇此銀行"),
    ]
}
