// The Polish texts every tenant starts with: the texts the senders wrote themselves before mail
// became templates. Staff change them in /kokpit/konfiguracja/powiadomienia.
import type { MailTemplateCode } from '@armatura/shared-libs/contracts';

export interface TemplateText {
  subject: string;
  html: string;
}

const SUMMARY = [
  '<p>{{lines}}</p>',
  '<p>{{#delivery}}Dostawa: {{delivery}}<br>{{/delivery}}{{#pickupPoint}}Odbiór: {{pickupPoint}}<br>{{/pickupPoint}}{{#deliveryAddress}}Adres dostawy: {{deliveryAddress}}<br>{{/deliveryAddress}}{{#payment}}Płatność: {{payment}}<br>{{/payment}}Razem netto: {{totalNet}}<br>{{vat}}<br>Razem brutto: {{totalGross}}</p>',
].join('');
const DETAILS = '<p>Szczegóły: <a href="{{orderUrl}}">{{orderUrl}}</a></p>';
const status = (what: string, extra = ''): TemplateText => ({
  subject: `Zamówienie {{orderNumber}} ${what}`,
  html: `<p>Dzień dobry {{firstName}},</p><p>zamówienie {{orderNumber}} ${what}.${extra}</p>${DETAILS}`,
});

export const DEFAULTS_PL: Record<MailTemplateCode, TemplateText> = {
  OrderConfirmation: {
    subject: 'Potwierdzenie zamówienia {{orderNumber}}',
    html: [
      '<p>Dzień dobry {{firstName}},</p>',
      '<p>przyjęliśmy zamówienie {{orderNumber}}. {{#awaitingAcceptance}}Zamówienie przekracza limit zakupowy i czeka na akceptację. Powiadomimy Cię o decyzji.{{/awaitingAcceptance}}{{^awaitingAcceptance}}Dziękujemy za zamówienie. Poinformujemy Cię o jego realizacji.{{/awaitingAcceptance}}</p>',
      SUMMARY,
      '{{#bankAccount}}<p>Dane do przelewu:<br>Odbiorca: {{bankRecipient}}<br>Numer rachunku: {{bankAccount}}<br>Tytuł: {{transferTitle}}<br>Kwota: {{totalGross}}</p>{{/bankAccount}}',
      DETAILS,
    ].join(''),
  },
  OrderAcceptanceRequest: {
    subject: 'Zamówienie {{orderNumber}} czeka na Twoją akceptację',
    html: [
      '<p>Dzień dobry {{approverName}},</p>',
      '<p>{{buyerName}} złożył(a) zamówienie {{orderNumber}} na kwotę {{totalGross}} brutto, które przekracza limit zakupowy.</p>',
      SUMMARY,
      '<p>Akceptuj: <a href="{{acceptUrl}}">{{acceptUrl}}</a><br>Odrzuć: <a href="{{rejectUrl}}">{{rejectUrl}}</a></p>',
      '<p>Linki są ważne {{validDays}} dni i tracą ważność, gdy zamówienie zostanie zmienione.</p>',
    ].join(''),
  },
  OrderStatusNEW: status('zostało zaakceptowane i przekazane do realizacji'),
  OrderStatusREJECTED: status(
    'zostało odrzucone przez osobę akceptującą',
    '{{#reason}}<br>Powód: {{reason}}{{/reason}}',
  ),
  OrderStatusCANCELLED: status('zostało anulowane'),
  OrderStatusPAID: status('zostało opłacone'),
  OrderStatusCONFIRMED: status('zostało potwierdzone przez sklep'),
  PasswordResetCode: {
    subject: 'Armatura: kod do zmiany hasła',
    html: [
      '<p>Dzień dobry {{userName}},</p>',
      '<p>Twój kod do zmiany hasła: {{secret:code}}<br>Kod jest ważny 30 minut.</p>',
      '<p>Możesz też otworzyć: <a href="{{resetUrl}}">{{resetUrl}}</a></p>',
      '<p>Jeśli to nie Ty prosisz o zmianę hasła, zignoruj tę wiadomość.</p>',
    ].join(''),
  },
  EmailOrPasswordChangeCode: {
    subject: 'Armatura: kod potwierdzający zmianę danych logowania',
    html: '<p>Dzień dobry {{userName}},</p><p>Twój kod potwierdzający: {{secret:code}}<br>Kod jest ważny 30 minut.</p>',
  },
  GeneratedPassword: {
    subject: 'Twoje hasło jednorazowe',
    html: '<p>Dzień dobry,</p><p>administrator sklepu ustawił hasło jednorazowe do konta {{userName}}: {{secret:password}}</p><p>Przy pierwszym logowaniu sklep poprosi o ustawienie własnego hasła.</p>',
  },
  NotifyAvailability: {
    subject: 'Produkt {{productName}} jest już dostępny',
    html: '<p>Dzień dobry,</p><p>produkt „{{productName}}” (kod {{productCode}}), o którego dostępność pytano, jest już dostępny w naszym sklepie:<br><a href="{{productUrl}}">{{productUrl}}</a></p><p>Pozdrawiamy,<br>zespół Armatura</p>',
  },
  NewsletterConfirmation: {
    subject: 'Potwierdź zapis na newsletter sklepu Armatura',
    html: [
      '<p>Dzień dobry,</p>',
      '<p>otrzymaliśmy prośbę o zapisanie adresu {{email}} na newsletter sklepu Armatura. Aby potwierdzić zapis, otwórz link:<br><a href="{{confirmUrl}}">{{confirmUrl}}</a></p>',
      '<p>Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nie wyślemy żadnego newslettera.</p>',
      '<p>Rezygnacja z newslettera w dowolnej chwili:<br><a href="{{unsubscribeUrl}}">{{unsubscribeUrl}}</a></p>',
    ].join(''),
  },
  ContactMessage: {
    subject: 'Formularz kontaktowy: {{subject}}',
    html: [
      '<p>Wiadomość nr {{messageId}} z formularza kontaktowego sklepu.</p>',
      '<p>Od: {{name}} &lt;{{email}}&gt;<br>Telefon: {{#phone}}{{phone}}{{/phone}}{{^phone}}—{{/phone}}<br>Temat: {{subject}}</p>',
      '<p>{{message}}</p>',
    ].join(''),
  },
  ContactAcknowledgement: {
    subject: 'Otrzymaliśmy Twoją wiadomość – Armatura',
    html: [
      '<p>Dzień dobry,</p>',
      '<p>dziękujemy za wiadomość wysłaną przez formularz kontaktowy sklepu Armatura. Odpowiemy najszybciej, jak to możliwe, zwykle w ciągu jednego dnia roboczego.</p>',
      '<p>Jeśli to nie Ty wysłałeś(-aś) wiadomość, zignoruj ten e-mail.</p>',
      '<p>Zespół Armatura</p>',
    ].join(''),
  },
};
