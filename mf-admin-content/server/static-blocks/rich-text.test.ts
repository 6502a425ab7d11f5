// The rich-text sanitiser: what an attacker can put in the editor's HTML never reaches a visitor,
// and what the editor really produces stays as it was.
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers, javascript: and data: addresses, styles and frames', () => {
    const dirty = [
      '<p onclick="alert(1)">Tekst<script>alert(document.cookie)</script></p>',
      '<img src="x" onerror="alert(1)">',
      '<a href="javascript:alert(1)">klik</a>',
      '<a href="JaVaScRiPt&colon;alert(1)">klik2</a>',
      '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="d">',
      '<p style="background:url(javascript:alert(1))">styl</p>',
      '<style>body{display:none}</style>',
      '<iframe src="https://evil.example"></iframe>',
      '<svg><script>alert(1)</script></svg>',
      '<form action="https://evil.example"><input name="p"></form>',
    ].join('');
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(
      /script|onerror|onclick|javascript|data:|style|iframe|<svg|<form|<input/i,
    );
    expect(clean).toContain('<p>Tekst</p>');
    expect(clean).toContain('<a>klik</a>');
    expect(clean).toContain('<p>styl</p>');
  });

  it('keeps what the editor produces: headings, lists, links, images, tables', () => {
    const html =
      '<h2>Dostawa</h2><p><strong>Kurier</strong> i <em>paczkomat</em>.</p>' +
      '<ul><li>jeden</li></ul><ol start="3"><li>trzy</li></ol><blockquote>cytat</blockquote>' +
      '<p><a href="/regulamin">regulamin</a> <a href="mailto:sklep@armatura.pl">napisz</a></p>' +
      '<img src="/api/content/uploads/files/1b4e28ba-2fa1-11d2-883f-0016d3cca427.png" alt="plan">' +
      '<table><thead><tr><th>Kraj</th></tr></thead><tbody><tr><td>Polska</td></tr></tbody></table>';
    // The only change: void elements are written self-closed.
    expect(sanitizeRichText(html)).toBe(html.replace('alt="plan">', 'alt="plan" />'));
  });

  it('turns h1 into h2 and makes new-tab links safe', () => {
    expect(sanitizeRichText('<h1>Tytuł</h1>')).toBe('<h2>Tytuł</h2>');
    expect(sanitizeRichText('<a href="https://inpost.pl" target="_blank">InPost</a>')).toBe(
      '<a href="https://inpost.pl" target="_blank" rel="noopener noreferrer">InPost</a>',
    );
    expect(sanitizeRichText('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
  });
});
