// The shop's information pages as seeded: delivery and payment, complaints and returns, about us.
// Prices and methods match the commerce domain's seeded deliveries and payments (gross prices).
import type { SeedPage } from './seed-legal.js';

export const DELIVERY: SeedPage = {
  slug: 'dostawa-i-platnosci',
  title: 'Dostawa i płatności',
  metaDescription:
    'Koszty i terminy dostawy kurierem InPost i DPD, do Paczkomatu lub odbiór w salonie oraz formy płatności: przelew, Tpay, pobranie.',
  content: `<h2>Sposoby dostawy</h2>
<table>
<thead><tr><th>Sposób</th><th>Koszt brutto</th><th>Termin</th></tr></thead>
<tbody>
<tr><td>Kurier InPost</td><td>19,99 zł</td><td>1–2 dni robocze</td></tr>
<tr><td>Kurier DPD (także paczki gabarytowe)</td><td>22,99 zł</td><td>1–2 dni robocze</td></tr>
<tr><td>Paczkomat InPost</td><td>15,99 zł</td><td>1–2 dni robocze</td></tr>
<tr><td>Odbiór osobisty w salonie</td><td>0 zł</td><td>gdy otrzymasz e-mail o gotowości</td></tr>
</tbody>
</table>
<p>Termin liczymy od zaksięgowania wpłaty (przy płatności za pobraniem — od potwierdzenia zamówienia). Towary wysyłamy w dni robocze; zamówienia złożone do 12:00 wysyłamy tego samego dnia, jeśli wszystkie produkty są dostępne w magazynie.</p>
<h2>Odbiór osobisty</h2>
<p>Zamówienie odbierzesz w salonach Armatura: Warszawa, ul. Marszałkowska 104/122; Kraków, ul. Zakopiańska 62; Poznań, ul. Głogowska 248; Gdańsk, ul. Grunwaldzka 141.</p>
<h2>Formy płatności</h2>
<ul>
<li><strong>Płatność online (Tpay)</strong> — BLIK, szybki przelew lub karta płatnicza; zamówienie realizujemy od razu po płatności.</li>
<li><strong>Przelew tradycyjny</strong> — na rachunek PL61 1090 1014 0000 0712 1981 2874 (Armatura sp. z o.o.), w tytule numer zamówienia; wysyłka po zaksięgowaniu wpłaty.</li>
<li><strong>Płatność za pobraniem</strong> — gotówką lub kartą kurierowi przy odbiorze; dostępna przy dostawie kurierem.</li>
</ul>
<p>Do każdego zamówienia wystawiamy fakturę VAT; klienci firmowi otrzymują ją z numerem NIP podanym w zamówieniu.</p>`,
};

export const RETURNS: SeedPage = {
  slug: 'reklamacje-i-zwroty',
  title: 'Reklamacje i zwroty',
  metaDescription:
    'Zwrot towaru w 14 dni bez podania przyczyny i reklamacje: jak zgłosić, dokąd odesłać, kiedy otrzymasz zwrot pieniędzy.',
  content: `<h2>Zwrot w 14 dni</h2>
<p>Jeśli kupujesz jako konsument (lub jako przedsiębiorca jednoosobowy, gdy zakup nie ma dla Ciebie charakteru zawodowego), możesz odstąpić od umowy bez podania przyczyny w ciągu <strong>14 dni od otrzymania towaru</strong>.</p>
<ol>
<li>Wyślij oświadczenie o odstąpieniu na adres sklep@armatura.pl lub przez <a href="/formularz_kontaktowy">formularz kontaktowy</a>, podając numer zamówienia.</li>
<li>Odeślij towar w ciągu 14 dni od złożenia oświadczenia na adres: Armatura sp. z o.o., ul. Marszałkowska 104/122, 00-017 Warszawa, albo oddaj go w dowolnym salonie.</li>
<li>Zwrócimy wszystkie płatności, łącznie z kosztem najtańszej dostawy, w ciągu 14 dni od otrzymania oświadczenia, tą samą metodą płatności. Możemy wstrzymać zwrot do chwili otrzymania towaru lub dowodu jego odesłania.</li>
</ol>
<p>Bezpośredni koszt odesłania towaru ponosi kupujący. Odpowiadasz za zmniejszenie wartości towaru wynikające z korzystania z niego w sposób wykraczający poza sprawdzenie jego charakteru i działania — baterii i ceramiki nie należy montować przed podjęciem decyzji o zatrzymaniu.</p>
<h2>Reklamacje</h2>
<p>Wobec konsumentów odpowiadamy za brak zgodności towaru z umową, który ujawni się w ciągu 2 lat od dostawy. Możesz żądać naprawy lub wymiany, a gdy nie są możliwe lub się nie udały — obniżenia ceny albo odstąpienia od umowy. Klientom firmowym przysługują uprawnienia z tytułu rękojmi na zasadach Kodeksu cywilnego.</p>
<p>Reklamację zgłoś e-mailem na adres sklep@armatura.pl lub w salonie, opisując wadę i dołączając zdjęcia oraz numer zamówienia. Odpowiemy w ciągu 14 dni. Wiele produktów ma także gwarancję producenta — jej warunki podaje karta gwarancyjna.</p>
<h2>Uszkodzenia w transporcie</h2>
<p>Sprawdź przesyłkę przy kurierze. Jeśli opakowanie jest uszkodzone, spisz z nim protokół szkody — przyspieszy to wymianę towaru.</p>`,
};

export const ABOUT: SeedPage = {
  slug: 'o-nas',
  title: 'O nas',
  metaDescription:
    'Armatura — hurtownia i sklep z armaturą i wyposażeniem łazienek dla klientów indywidualnych, instalatorów i firm.',
  content: `<p>Armatura sp. z o.o. od lat zaopatruje łazienki i kuchnie w całej Polsce. Sprzedajemy baterie, ceramikę, kabiny i brodziki, stelaże i akcesoria marek takich jak Grohe, Hansgrohe, Geberit, Duravit, Villeroy &amp; Boch, Koło, Cersanit, Ferro i Radaway.</p>
<h2>Dla domu</h2>
<p>W sklepie internetowym kupisz bez zakładania konta, zapłacisz BLIKIEM lub przelewem, a towar odbierzesz z kurierem, w Paczkomacie albo w jednym z naszych salonów w Warszawie, Krakowie, Poznaniu i Gdańsku, gdzie doradcy pomogą dobrać wyposażenie.</p>
<h2>Dla firm</h2>
<p>Instalatorom, wykonawcom i deweloperom oferujemy konta firmowe z cenami kontraktowymi i rabatami, limitami zamówień dla pracowników z akceptacją przełożonego, historią zamówień i dokumentów oraz szybkim zamawianiem po kodach produktów.</p>
<h2>Kontakt</h2>
<p>Napisz do nas przez <a href="/formularz_kontaktowy">formularz kontaktowy</a>, na adres sklep@armatura.pl lub zadzwoń: +48 22 123 45 67 (pn.–pt. 8:00–17:00).</p>`,
};
