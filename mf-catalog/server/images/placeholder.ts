// Pictures of generated products drawn as SVG (no network): the drawing of the product's type in
// its colour and finish, named by the product (<title> and aria-label) — never "zdjęcie 1".
// Picture n of a product is a different view: 1 the product, 2 the product beside a swatch of its
// finish, 3 the product on a tiled wall.
import { DRAWINGS, type DrawingKind } from './drawings.js';
import type { Finish } from './kinds.js';

export interface PlaceholderSubject {
  name: string;
  kind: DrawingKind;
  /** Paint of the product's colour (paintOf). */
  paint: string;
  finish: Finish;
}

const INK = '#3a3f44';
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Over the drawing: a diagonal sheen for gloss, fine lines for a brushed finish, nothing for matt. */
function finishOverlay(finish: Finish): string {
  if (finish === 'brushed')
    return Array.from(
      { length: 75 },
      (_, i) => `<rect y="${i * 8}" width="600" height="3" fill="#ffffff" fill-opacity="0.2"/>`,
    ).join('');
  if (finish === 'gloss')
    return (
      '<path d="M0 200 L200 0 H330 L0 330 Z" fill="#ffffff" fill-opacity="0.35"/>' +
      '<path d="M0 420 L420 0 H460 L0 460 Z" fill="#ffffff" fill-opacity="0.25"/>'
    );
  return '';
}

function background(n: number): string {
  if (n % 3 !== 0) return '<rect width="600" height="600" fill="#eef1f3"/>';
  const tiles = Array.from({ length: 6 }, (_, i) =>
    [
      `<line x1="0" y1="${i * 100}" x2="600" y2="${i * 100}" stroke="#d5dbe0" stroke-width="3"/>`,
      `<line x1="${i * 100}" y1="0" x2="${i * 100}" y2="600" stroke="#d5dbe0" stroke-width="3"/>`,
    ].join(''),
  ).join('');
  return `<rect width="600" height="600" fill="#e6ebef"/>${tiles}`;
}

export function placeholderSvg(subject: PlaceholderSubject, n: number): string {
  const { name, kind, paint, finish } = subject;
  const drawing = DRAWINGS[kind](paint, INK);
  const overlay = finishOverlay(finish);
  // The finish is painted only where the product is: clipped to the drawing's own shapes.
  const defs =
    `<clipPath id="product">${drawing}</clipPath>` +
    '<clipPath id="swatch"><circle cx="500" cy="110" r="60"/></clipPath>';
  const painted = `${drawing}<g clip-path="url(#product)">${overlay}</g>`;
  // Picture 2 steps the product aside for a round swatch of its colour and finish.
  const body =
    n % 3 === 2
      ? `<g transform="translate(-60 40) scale(0.85)">${painted}</g>` +
        `<circle cx="500" cy="110" r="60" fill="${paint}" stroke="${INK}" stroke-width="5"/>` +
        `<g clip-path="url(#swatch)">${overlay}</g>`
      : painted;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${esc(name)}" data-kind="${kind}">` +
    `<title>${esc(name)}</title><defs>${defs}</defs>${background(n)}` +
    `<ellipse cx="300" cy="545" rx="200" ry="14" fill="#000000" fill-opacity="0.08"/>${body}</svg>`
  );
}
