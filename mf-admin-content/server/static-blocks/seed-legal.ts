// The shop's legal pages as seeded: terms of sale and the privacy policy. Real texts for a Polish
// B2B/B2C shop (14-day withdrawal for consumers, conformity and rękojmia, RODO); staff edit them in
// /kokpit/konfiguracja/bloki-statyczne. Seller data match the shop's demo seller (SHOP_SELLER_*).
export interface SeedPage {
  slug: string;
  title: string;
  metaDescription: string;
  content: string;
}

const SELLER =
  'Armatura sp. z o.o., ul. Marszałkowska 104/122, 00-017 Warszawa, NIP 5251234560, e-mail sklep@armatura.pl, tel. +48 22 123 45 67';

export const TERMS: SeedPage = {
  slug: 'regulamin',
  title: 'Regulamin sklepu internetowego',
  metaDescription:
    'Regulamin sklepu Armatura: zamówienia, ceny, płatności, dostawa, odstąpienie od umowy w 14 dni i reklamacje.',
  content: `<h2>§ 1. Postanowienia ogólne</h2>
<p>Sklep internetowy Armatura prowadzi ${SELLER} (dalej: Sprzedawca). Regulamin określa zasady zawierania umów sprzedaży na odległość przez klientów indywidualnych (konsumentów) i firmy.</p>
<p>Do korzystania ze sklepu potrzebne jest urządzenie z aktualną przeglądarką internetową i adres e-mail. Zakupy są możliwe bez zakładania konta; konto firmowe (B2B) daje dostęp do cen kontraktowych, limitów zamówień i historii dokumentów.</p>
<h2>§ 2. Zamówienia</h2>
<ol>
<li>Zamówienie składa się, dodając towary do koszyka, wybierając sposób dostawy i płatności oraz potwierdzając obowiązek zapłaty przyciskiem „Zamawiam i płacę”.</li>
<li>Po złożeniu zamówienia klient otrzymuje e-mail z jego potwierdzeniem; z tą chwilą umowa sprzedaży zostaje zawarta.</li>
<li>W kontach firmowych zamówienie przekraczające limit użytkownika wymaga akceptacji osoby uprawnionej w firmie klienta; do czasu akceptacji nie jest realizowane.</li>
</ol>
<h2>§ 3. Ceny i płatności</h2>
<p>Ceny podawane są w złotych polskich i zawierają podatek VAT (klienci firmowi widzą także ceny netto). Koszt dostawy jest podawany przed złożeniem zamówienia. Dostępne formy płatności: przelew tradycyjny, płatność online przez Tpay (BLIK, szybki przelew, karta) oraz płatność za pobraniem przy dostawie kurierem. Do każdego zamówienia wystawiamy fakturę.</p>
<h2>§ 4. Dostawa</h2>
<p>Dostarczamy na terenie Polski kurierem InPost lub DPD, do Paczkomatów InPost albo do odbioru osobistego w naszych salonach. Szczegóły, koszty i terminy opisuje strona <a href="/dostawa-i-platnosci">Dostawa i płatności</a>.</p>
<h2>§ 5. Odstąpienie od umowy</h2>
<p>Konsument oraz przedsiębiorca prowadzący jednoosobową działalność, dla którego zakup nie ma charakteru zawodowego, może odstąpić od umowy bez podania przyczyny w terminie <strong>14 dni</strong> od otrzymania towaru. Zasady zwrotu opisuje strona <a href="/reklamacje-i-zwroty">Reklamacje i zwroty</a>. Prawo odstąpienia nie przysługuje m.in. dla towarów wykonanych według specyfikacji klienta (np. docinanych na wymiar).</p>
<h2>§ 6. Reklamacje</h2>
<p>Sprzedawca odpowiada wobec konsumentów za zgodność towaru z umową na zasadach ustawy o prawach konsumenta, a wobec pozostałych klientów z tytułu rękojmi na zasadach Kodeksu cywilnego. Reklamacje rozpatrujemy w ciągu 14 dni od ich otrzymania. Tryb zgłoszenia opisuje strona <a href="/reklamacje-i-zwroty">Reklamacje i zwroty</a>.</p>
<h2>§ 7. Dane osobowe</h2>
<p>Administratorem danych osobowych klientów jest Sprzedawca. Zasady przetwarzania danych opisuje <a href="/polityka-prywatnosci">Polityka prywatności</a>.</p>
<h2>§ 8. Postanowienia końcowe</h2>
<p>Konsument może skorzystać z pozasądowych sposobów rozpatrywania sporów, m.in. z pomocy miejskiego lub powiatowego rzecznika konsumentów albo wojewódzkiego inspektoratu Inspekcji Handlowej. W sprawach nieuregulowanych stosuje się przepisy prawa polskiego, w szczególności Kodeksu cywilnego i ustawy o prawach konsumenta. Zmiany regulaminu nie dotyczą zamówień złożonych przed ich wejściem w życie.</p>`,
};

export const PRIVACY: SeedPage = {
  slug: 'polityka-prywatnosci',
  title: 'Polityka prywatności',
  metaDescription:
    'Jak sklep Armatura przetwarza dane osobowe klientów: cele, podstawy prawne, odbiorcy, okres przechowywania i prawa zgodnie z RODO.',
  content: `<h2>Administrator danych</h2>
<p>Administratorem Twoich danych osobowych jest ${SELLER}. We wszystkich sprawach dotyczących danych możesz napisać na adres sklep@armatura.pl.</p>
<h2>Cele i podstawy przetwarzania</h2>
<ul>
<li>zawarcie i wykonanie umowy sprzedaży, prowadzenie konta (art. 6 ust. 1 lit. b RODO);</li>
<li>wystawianie faktur i prowadzenie księgowości (art. 6 ust. 1 lit. c RODO);</li>
<li>rozpatrywanie reklamacji, dochodzenie roszczeń i obrona przed nimi oraz odpowiedzi na wiadomości z formularza kontaktowego (art. 6 ust. 1 lit. f RODO);</li>
<li>wysyłka newslettera — wyłącznie po potwierdzeniu zapisu (art. 6 ust. 1 lit. a RODO); zgodę możesz wycofać w każdej chwili linkiem w każdej wiadomości.</li>
</ul>
<h2>Odbiorcy danych</h2>
<p>Dane przekazujemy tylko w zakresie potrzebnym do realizacji zamówienia: firmom kurierskim (InPost, DPD), operatorowi płatności Tpay, dostawcy hostingu i poczty elektronicznej oraz biuru rachunkowemu.</p>
<h2>Okres przechowywania</h2>
<p>Dane związane z zamówieniami przechowujemy przez okres przedawnienia roszczeń, a dokumenty księgowe przez 5 lat od końca roku podatkowego. Dane konta — do jego usunięcia; dane do newslettera — do wypisania się.</p>
<h2>Twoje prawa</h2>
<p>Masz prawo dostępu do danych, ich sprostowania, usunięcia, ograniczenia przetwarzania, przenoszenia, wniesienia sprzeciwu oraz wycofania zgody. Przysługuje Ci skarga do Prezesa Urzędu Ochrony Danych Osobowych. Podanie danych jest dobrowolne, ale niezbędne do złożenia zamówienia.</p>
<h2>Pliki cookies i pamięć przeglądarki</h2>
<p>Używamy wyłącznie plików niezbędnych do działania sklepu: sesji logowania, wybranego języka i waluty oraz zawartości koszyka. Nie stosujemy plików śledzących ani reklamowych.</p>`,
};
