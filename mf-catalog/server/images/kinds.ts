// What a placeholder picture shows: the drawing for the product's category and the paint of its
// colour and finish attributes. Every leaf category of the demo taxonomy has a drawing
// (drawings.test.ts fails for a new one without); a product outside them (added by staff) is
// recognised by the first word of its name, else it gets the accessory drawing.
import type { DrawingKind } from './drawings.js';

export const KIND_BY_CATEGORY: Record<string, DrawingKind> = {
  'baterie-umywalkowe': 'tap',
  'baterie-wannowe': 'tap',
  'baterie-prysznicowe': 'tap',
  'baterie-bidetowe': 'tap',
  'baterie-kuchenne': 'tap',
  umywalki: 'washbasin',
  'miski-wc': 'wc',
  bidety: 'wc',
  pisuary: 'urinal',
  'szafki-podumywalkowe': 'cabinet',
  'szafki-wiszace': 'cabinet',
  'slupki-lazienkowe': 'column',
  lustra: 'mirror',
  'kabiny-prysznicowe': 'shower',
  'drzwi-prysznicowe': 'shower',
  'parawany-nawannowe': 'shower',
  brodziki: 'tray',
  'odplywy-liniowe': 'drain',
  'zestawy-prysznicowe': 'showerSet',
  'wanny-akrylowe': 'bathtub',
  'wanny-wolnostojace': 'bathtub',
  'wieszaki-i-haczyki': 'hook',
  'dozowniki-i-mydelniczki': 'dispenser',
  'akcesoria-kuchenne': 'dispenser',
  'uchwyty-i-polki': 'holder',
  'stelaze-i-przyciski': 'flush',
  uslugi: 'service',
};

const KIND_BY_WORD: [RegExp, DrawingKind][] = [
  [/^bateri/i, 'tap'],
  [/^umywal/i, 'washbasin'],
  [/^(miska|bidet)/i, 'wc'],
  [/^pisuar/i, 'urinal'],
  [/^(szafka|łazienkowa szafka)/i, 'cabinet'],
  [/^słupek/i, 'column'],
  [/^lustr/i, 'mirror'],
  [/^(kabina|drzwi|parawan)/i, 'shower'],
  [/^brodzik/i, 'tray'],
  [/^odpływ/i, 'drain'],
  [/^(zestaw prysznic|deszczownic)/i, 'showerSet'],
  [/^wann/i, 'bathtub'],
  [/^(wieszak|haczyk)/i, 'hook'],
  [/^(dozownik|mydelniczk|ociekacz)/i, 'dispenser'],
  [/^(uchwyt|półka)/i, 'holder'],
  [/^(stelaż|przycisk)/i, 'flush'],
  [/^(montaż|usług)/i, 'service'],
];

/** The drawing for a product in these categories (slugs, any order) with this name. */
export function drawingKind(categorySlugs: readonly string[], name: string): DrawingKind {
  for (const slug of categorySlugs) {
    const kind = KIND_BY_CATEGORY[slug];
    if (kind) return kind;
  }
  return KIND_BY_WORD.find(([word]) => word.test(name.trim()))?.[1] ?? 'holder';
}

/** Paint of the colours the demo catalogue uses (the `Kolor` attribute); others get steel. */
const PAINT: Record<string, string> = {
  chrom: '#c9ced3',
  'czarny mat': '#2d2f31',
  'złoty szczotkowany': '#c9a45c',
  biały: '#f7f7f5',
  'biały mat': '#ecebe6',
  'biały połysk': '#fbfbfb',
  'stal szlachetna': '#a9afb4',
  'grafit szczotkowany': '#50555a',
  miedź: '#b87333',
  szary: '#9a9da0',
  'dąb craft': '#b88a5a',
  antracyt: '#3b3f42',
  orzech: '#7a5230',
  szałwia: '#9caf88',
};
export const DEFAULT_PAINT = '#a9afb4';

export const paintOf = (colour: string | undefined): string =>
  (colour && PAINT[colour.trim().toLowerCase()]) || DEFAULT_PAINT;

export type Finish = 'gloss' | 'matt' | 'brushed';

/** From the `Wykończenie` attribute, else from the colour's own word ("czarny mat"). */
export function finishOf(finish: string | undefined, colour: string | undefined): Finish {
  const text = `${finish ?? ''} ${colour ?? ''}`.toLowerCase();
  if (/szczotkowan/.test(text)) return 'brushed';
  if (/\bmat\b/.test(text)) return 'matt';
  return 'gloss';
}
