// What each mail template may use: its placeholders (documented to staff on the edit screen) and
// the sample data a preview or a test mail is rendered with. The texts themselves are in
// defaults-pl.ts / defaults-en.ts (the starting point of every tenant) and then in the database.
//   kind 'text'   — `{{name}}`, plain text (escaped; line breaks kept)
//   kind 'list'   — `{{name}}`, a list of lines (a bulleted list when alone in a paragraph)
//   kind 'secret' — `{{secret:name}}`, a one-time value sealed until SMTP, masked in the log
// `required`: the mail is useless without it (a reset mail without its code), so a template saved
// without it is refused. Any text placeholder also works as a section: `{{#name}}…{{/name}}` is kept
// only when the value is not empty, `{{^name}}…{{/name}}` only when it is.
import type { MailTemplateCode, MailValue } from '@armatura/shared-libs/contracts';

export type PlaceholderKind = 'text' | 'list' | 'secret';
export interface PlaceholderDef {
  name: string;
  kind: PlaceholderKind;
  required?: boolean;
}
export interface TemplateDef {
  placeholders: PlaceholderDef[];
  sample: Record<string, MailValue>;
  sampleSecrets: Record<string, string>;
}

const text = (name: string, required = false): PlaceholderDef => ({ name, kind: 'text', required });
const list = (name: string): PlaceholderDef => ({ name, kind: 'list' });
const secret = (name: string, required = true): PlaceholderDef => ({
  name,
  kind: 'secret',
  required,
});

const SHOP = 'https://sklep.armatura.pl';
const ORDER_SUMMARY = [
  text('orderNumber'),
  list('lines'),
  text('delivery'),
  text('pickupPoint'),
  text('deliveryAddress'),
  text('payment'),
  text('totalNet'),
  list('vat'),
  text('totalGross'),
];
const SAMPLE_SUMMARY: Record<string, MailValue> = {
  orderNumber: 'ZAM/2026/000123',
  lines: [
    'Bateria umywalkowa Grohe Eurosmart (GRO-1): 2 szt. × 289,00 zł netto = 578,00 zł netto',
    'Syfon umywalkowy (SYF-7): 1 szt. × 49,00 zł netto = 49,00 zł netto',
  ],
  delivery: 'Kurier (19,99 zł brutto)',
  pickupPoint: '',
  deliveryAddress: 'ul. Prosta 1, 00-001 Warszawa',
  payment: 'Przelew tradycyjny',
  totalNet: '643,25 zł',
  vat: ['VAT 23%: od 643,25 zł = 147,95 zł'],
  totalGross: '791,20 zł',
};
const orderUrl = `${SHOP}/zamowienia/potwierdzenie?orderId=123&token={{secret:viewToken}}`;
const statusDef = (extra: PlaceholderDef[] = [], sample: Record<string, MailValue> = {}) => ({
  placeholders: [text('firstName'), text('orderNumber'), ...extra, text('orderUrl')],
  sample: { firstName: 'Anna', orderNumber: 'ZAM/2026/000123', orderUrl, ...sample },
  sampleSecrets: { viewToken: 'przykladowy-token' },
});

export const TEMPLATES: Record<MailTemplateCode, TemplateDef> = {
  OrderConfirmation: {
    placeholders: [
      text('firstName'),
      text('awaitingAcceptance'),
      ...ORDER_SUMMARY,
      text('bankRecipient'),
      text('bankAccount'),
      text('transferTitle'),
      text('orderUrl'),
    ],
    sample: {
      firstName: 'Anna',
      awaitingAcceptance: '',
      ...SAMPLE_SUMMARY,
      bankRecipient: 'Armatura sp. z o.o., ul. Marszałkowska 104/122, 00-017 Warszawa',
      bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
      transferTitle: 'Zamówienie ZAM/2026/000123',
      orderUrl,
    },
    sampleSecrets: { viewToken: 'przykladowy-token' },
  },
  OrderAcceptanceRequest: {
    placeholders: [
      text('approverName'),
      text('buyerName'),
      ...ORDER_SUMMARY,
      text('acceptUrl', true),
      text('rejectUrl', true),
      text('validDays'),
    ],
    sample: {
      approverName: 'Jan Nowak',
      buyerName: 'Anna Kowalska (Instalbud sp. z o.o.)',
      ...SAMPLE_SUMMARY,
      acceptUrl: `${SHOP}/zamowienia/akceptacja?token={{secret:decisionToken}}`,
      rejectUrl: `${SHOP}/zamowienia/odrzuc?token={{secret:decisionToken}}`,
      validDays: 7,
    },
    sampleSecrets: { decisionToken: 'przykladowy-token' },
  },
  OrderStatusNEW: statusDef(),
  OrderStatusREJECTED: statusDef([text('reason')], { reason: 'Za duża ilość' }),
  OrderStatusCANCELLED: statusDef(),
  OrderStatusPAID: statusDef(),
  OrderStatusCONFIRMED: statusDef(),
  PasswordResetCode: {
    placeholders: [text('userName'), secret('code'), text('resetUrl')],
    sample: {
      userName: 'Anna Kowalska',
      resetUrl: `${SHOP}/user/forgot-password?email=anna%40example.pl&resetCode={{secret:code}}`,
    },
    sampleSecrets: { code: '123456' },
  },
  EmailOrPasswordChangeCode: {
    placeholders: [text('userName'), secret('code')],
    sample: { userName: 'Anna Kowalska' },
    sampleSecrets: { code: '123456' },
  },
  GeneratedPassword: {
    placeholders: [text('userName'), secret('password')],
    sample: { userName: 'anna.kowalska' },
    sampleSecrets: { password: 'Przyklad2026' },
  },
  NotifyAvailability: {
    placeholders: [text('productName'), text('productCode'), text('productUrl', true)],
    sample: {
      productName: 'Bateria umywalkowa Grohe Eurosmart',
      productCode: 'GRO-1',
      productUrl: `${SHOP}/oferta/bateria-umywalkowa-grohe-eurosmart-1`,
    },
    sampleSecrets: {},
  },
  NewsletterConfirmation: {
    placeholders: [text('email'), text('confirmUrl', true), text('unsubscribeUrl', true)],
    sample: {
      email: 'anna@example.pl',
      confirmUrl: `${SHOP}/newsletter?token={{secret:token}}`,
      unsubscribeUrl: `${SHOP}/newsletter?token={{secret:token}}&action=unsubscribe`,
    },
    sampleSecrets: { token: 'przykladowy-token' },
  },
  ContactMessage: {
    placeholders: [
      text('messageId'),
      text('name'),
      text('email'),
      text('phone'),
      text('subject'),
      text('message', true),
    ],
    sample: {
      messageId: 17,
      name: 'Jan Kowalski',
      email: 'jan.kowalski@example.pl',
      phone: '600 700 800',
      subject: 'Pytanie o baterię',
      message: 'Czy bateria GRO-1 pasuje do umywalki nablatowej?\nPozdrawiam',
    },
    sampleSecrets: {},
  },
  ContactAcknowledgement: { placeholders: [], sample: {}, sampleSecrets: {} },
};
