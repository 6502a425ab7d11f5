// The template renderer and the text derived from HTML: escaping, lists, sections, secrets.
import { describe, expect, it } from 'vitest';
import { fillSecrets, maskSecrets } from '@armatura/shared-libs/server';
import { MAIL_CULTURES, MAIL_TEMPLATE_CODES } from '@armatura/shared-libs/contracts';
import { htmlToText } from './html-to-text.js';
import { renderMail, renderSubject } from './render.js';
import { TEMPLATES } from './catalog.js';
import { DEFAULTS } from './repository.js';
import { templateProblems } from './validate.js';
import { sanitizeRichText } from '../../static-blocks/rich-text.js';

const none = new Set<string>();

describe('mail template rendering', () => {
  it('escapes every value, so data can never add markup', () => {
    const r = renderMail(
      { subject: 'Od {{name}}', bodyHtml: '<p>Od: {{name}} &lt;{{email}}&gt;</p>' },
      { name: '<img src=x onerror=alert(1)> "Jan" & Co', email: 'jan@example.pl' },
      none,
    );
    expect(r.html).toBe(
      '<p>Od: &#60;img src=x onerror=alert(1)&#62; &#34;Jan&#34; &#38; Co &lt;jan@example.pl&gt;</p>',
    );
    expect(r.html).not.toContain('<img');
    expect(r.text).toBe('Od: <img src=x onerror=alert(1)> "Jan" & Co <jan@example.pl>');
    expect(r.subject).toBe('Od <img src=x onerror=alert(1)> "Jan" & Co');
  });

  it('keeps a subject on one line (a line break would end the mail header) and drops secrets from it', () => {
    expect(
      renderSubject('Temat: {{s}} {{secret:code}}', { s: 'Oferta\r\nBcc: x@example.pl' }),
    ).toBe('Temat: Oferta Bcc: x@example.pl');
    expect(renderSubject('{{s}}', { s: 'x'.repeat(400) })).toHaveLength(250);
  });

  it('renders a list alone in its paragraph as a bulleted list, inline as lines, and nothing when empty', () => {
    const body = '<p>Pozycje:</p><p>{{lines}}</p><p>VAT: {{vat}}</p><p>{{empty}}</p>';
    const r = renderMail(
      { subject: 's', bodyHtml: body },
      { lines: ['A <b>', 'B'], vat: ['23%', '8%'], empty: [] },
      none,
    );
    expect(r.html).toBe(
      '<p>Pozycje:</p><ul><li>A &#60;b&#62;</li><li>B</li></ul><p>VAT: 23%<br>8%</p>',
    );
    expect(r.text).toBe('Pozycje:\n\n- A <b>\n- B\n\nVAT: 23%\n8%');
  });

  it('keeps a section only when its value is not empty, an inverted one only when it is', () => {
    const body =
      '<p>{{#a}}Czeka na akceptację.{{/a}}{{^a}}Dziękujemy.{{/a}}</p>{{#bank}}<p>Konto: {{bank}}</p>{{/bank}}';
    expect(renderMail({ subject: 's', bodyHtml: body }, { a: 'tak', bank: '' }, none).html).toBe(
      '<p>Czeka na akceptację.</p>',
    );
    expect(renderMail({ subject: 's', bodyHtml: body }, { a: '', bank: 'PL61' }, none).html).toBe(
      '<p>Dziękujemy.</p><p>Konto: PL61</p>',
    );
  });

  it('passes the secrets the mail carries through untouched (filled at SMTP, masked in the log) and drops others', () => {
    const r = renderMail(
      {
        subject: 's',
        bodyHtml:
          '<p>Kod: {{secret:code}} {{secret:other}}</p><p><a href="{{url}}">{{url}}</a></p>',
      },
      { url: 'https://x.pl/r?e=a%40b.pl&c={{secret:code}}' },
      new Set(['code']),
    );
    expect(r.html).toBe(
      '<p>Kod: {{secret:code}} </p><p><a href="https://x.pl/r?e=a%40b.pl&#38;c={{secret:code}}">https://x.pl/r?e=a%40b.pl&#38;c={{secret:code}}</a></p>',
    );
    expect(r.text).toBe('Kod: {{secret:code}}\n\nhttps://x.pl/r?e=a%40b.pl&c={{secret:code}}');
    expect(fillSecrets(r.text, { code: '123456' })).toContain('&c=123456');
    expect(maskSecrets(r.text)).not.toMatch(/\d{6}/);
  });

  it('renders unknown placeholders empty', () => {
    expect(renderMail({ subject: '{{x}}a', bodyHtml: '<p>a {{nope}}</p>' }, {}, none)).toEqual({
      subject: 'a',
      html: '<p>a </p>',
      text: 'a',
    });
  });
});

describe('text derived from HTML', () => {
  it('keeps paragraphs, breaks and list items, writes links as "label: address", decodes entities', () => {
    expect(
      htmlToText(
        '<h2>Tytuł</h2><p>Ala&nbsp;ma &quot;kota&quot; &#38; psa<br>druga linia</p><ul><li><p>jeden</p></li><li>dwa</li></ul><p><a href="https://x.pl/?a=1&amp;b=2">Sklep</a> i <a href="https://y.pl">https://y.pl</a></p>',
      ),
    ).toBe(
      'Tytuł\n\nAla ma "kota" & psa\ndruga linia\n\n- jeden\n\n- dwa\n\nSklep: https://x.pl/?a=1&b=2 i https://y.pl',
    );
  });
});

describe('the default templates', () => {
  it('every code has a Polish and an English default that passes its own checks, also once sanitised', () => {
    for (const culture of MAIL_CULTURES)
      for (const code of MAIL_TEMPLATE_CODES) {
        const t = DEFAULTS[culture][code];
        // The sanitiser writes `<br />`; nothing else may change.
        expect(sanitizeRichText(t.html).replaceAll('<br />', '<br>'), `${culture} ${code}`).toBe(
          t.html,
        );
        expect(templateProblems(code, t.subject, t.html), `${culture} ${code}`).toEqual([]);
        const r = renderMail(
          { subject: t.subject, bodyHtml: t.html },
          TEMPLATES[code].sample,
          new Set(Object.keys(TEMPLATES[code].sampleSecrets)),
        );
        expect(r.subject.length).toBeGreaterThan(0);
        expect(r.text).not.toMatch(/\{\{(?!secret:)/);
      }
  });

  it('refuses an unknown placeholder, a secret in the subject and a missing required one', () => {
    expect(
      templateProblems('PasswordResetCode', 'Kod {{secret:code}}', '<p>{{secret:code}}</p>'),
    ).toEqual([expect.objectContaining({ members: ['subject'] })]);
    expect(
      templateProblems('PasswordResetCode', 'Kod', '<p>{{userName}}</p>')[0]!.message,
    ).toContain('{{secret:code}}');
    expect(
      templateProblems('ContactAcknowledgement', 'x', '<p>{{orderNumber}}</p>')[0]!.message,
    ).toContain('{{orderNumber}}');
    expect(templateProblems('ContactAcknowledgement', 'x', '<p>{{ bad name }}</p>')).toHaveLength(
      1,
    );
  });

  it('refuses sections left open, closed out of order or too many (they bound the renderer’s work)', () => {
    const body = (html: string) => templateProblems('OrderStatusREJECTED', 'x', html);
    expect(body('<p>{{#reason}}Powód: {{reason}}</p>')[0]!.message).toContain('nie jest zamknięta');
    expect(body('<p>{{#reason}}{{#orderUrl}}{{/reason}}{{/orderUrl}}</p>')[0]!.message).toContain(
      'nie zamyka',
    );
    expect(body('<p>{{#reason}}a{{/reason}}</p>'.repeat(101))[0]!.message).toContain('100');
    expect(body('<p>{{#reason}}a{{/reason}}{{^reason}}b{{/reason}}</p>')).toEqual([]);
  });
});
