// @vitest-environment happy-dom
// Pictures of generated products (issue 14 item 10): every product type of the taxonomy has its
// own drawing, painted in the variant's colour and finish, named by the product — not "zdjęcie 1".
// happy-dom only for DOMParser: each picture must be well-formed SVG.
import { describe, expect, it } from 'vitest';
import { leaves } from '../seed/generator.js';
import { DRAWINGS, DRAWING_KINDS } from './drawings.js';
import { KIND_BY_CATEGORY, drawingKind, finishOf, paintOf } from './kinds.js';
import { placeholderSvg, type PlaceholderSubject } from './placeholder.js';

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');
const tap: PlaceholderSubject = {
  name: 'Bateria umywalkowa stojąca Ferro Stratos V521110M, miedź, mat',
  kind: 'tap',
  paint: paintOf('miedź'),
  finish: 'matt',
};

describe('product type of a picture', () => {
  it('is known for every leaf category of the demo taxonomy and for services', () => {
    for (const leaf of leaves()) expect(KIND_BY_CATEGORY[leaf.slug], leaf.slug).toBeDefined();
    expect(KIND_BY_CATEGORY.uslugi).toBe('service');
  });

  it('comes from the category first, else from the first word of the name', () => {
    expect(drawingKind(['lazienka', 'umywalki'], 'Cokolwiek')).toBe('washbasin');
    expect(drawingKind([], 'Wanna wolnostojąca X')).toBe('bathtub');
    expect(drawingKind(['nieznana'], 'Kabina prysznicowa')).toBe('shower');
    expect(drawingKind([], 'Produkt bez typu')).toBe('holder');
  });

  it('reads paint and finish from the colour and finish attributes', () => {
    expect(paintOf('miedź')).toBe('#b87333');
    expect(paintOf('Czarny mat')).toBe('#2d2f31');
    expect(paintOf('fioletowy')).toBe(paintOf(undefined));
    expect(finishOf('szczotkowane', 'chrom')).toBe('brushed');
    expect(finishOf(undefined, 'czarny mat')).toBe('matt');
    expect(finishOf('połysk', 'biały')).toBe('gloss');
  });
});

describe('placeholderSvg', () => {
  it('draws a different, well-formed picture for each product type', () => {
    const drawings = new Set<string>();
    for (const kind of DRAWING_KINDS) {
      const svg = placeholderSvg({ ...tap, kind }, 1);
      expect(parse(svg).querySelector('parsererror'), kind).toBeNull();
      expect(parse(svg).documentElement.getAttribute('data-kind')).toBe(kind);
      drawings.add(DRAWINGS[kind]('#000', '#111'));
    }
    expect(drawings.size).toBe(DRAWING_KINDS.length);
  });

  it('is named by the product, escaped, and paints its colour', () => {
    const svg = placeholderSvg({ ...tap, name: 'Umywalka "A" & <B>' }, 1);
    const doc = parse(svg).documentElement;
    expect(doc.getAttribute('aria-label')).toBe('Umywalka "A" & <B>');
    expect(doc.querySelector('title')?.textContent).toBe('Umywalka "A" & <B>');
    expect(svg).toContain('#b87333');
    expect(svg).not.toMatch(/zdjęcie/i);
  });

  it('shows the finish: a sheen for gloss, lines for brushed, none for matt', () => {
    const sheen = 'fill-opacity="0.35"';
    const lines = 'height="3" fill="#ffffff"';
    expect(placeholderSvg({ ...tap, finish: 'gloss' }, 1)).toContain(sheen);
    expect(placeholderSvg({ ...tap, finish: 'brushed' }, 1)).toContain(lines);
    const matt = placeholderSvg(tap, 1);
    expect(matt).not.toContain(sheen);
    expect(matt).not.toContain(lines);
  });

  it('gives the pictures of one product different views', () => {
    const views = [1, 2, 3].map((n) => placeholderSvg(tap, n));
    expect(new Set(views).size).toBe(3);
    for (const v of views) expect(parse(v).querySelector('parsererror')).toBeNull();
  });
});
