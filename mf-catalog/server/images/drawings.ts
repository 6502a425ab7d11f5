// Line drawings of the product types of the demo taxonomy (600×600 SVG fragments, no network):
// a generated product's picture shows what it is — a tap, a washbasin, a shower cabin — in its
// colour. `fill` is the variant's colour; `ink` the outline, dark enough on the light background
// for white ceramics. The kind of a product comes from its category (kinds.ts).
export const DRAWING_KINDS = [
  'tap',
  'washbasin',
  'wc',
  'urinal',
  'cabinet',
  'column',
  'mirror',
  'shower',
  'tray',
  'drain',
  'showerSet',
  'bathtub',
  'hook',
  'dispenser',
  'holder',
  'flush',
  'service',
] as const;
export type DrawingKind = (typeof DRAWING_KINDS)[number];

type Draw = (fill: string, ink: string) => string;
const stroke = (ink: string, width = 6) =>
  `stroke="${ink}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
const GLASS = '#cfe6f2';

export const DRAWINGS: Record<DrawingKind, Draw> = {
  tap: (f, k) =>
    `<rect x="230" y="430" width="140" height="30" rx="8" fill="${f}" ${stroke(k)}/>` +
    `<rect x="260" y="250" width="80" height="185" rx="14" fill="${f}" ${stroke(k)}/>` +
    `<path d="M300 270 H170 Q140 270 140 300 V330" fill="none" ${stroke(k, 34)}/>` +
    `<path d="M300 270 H170 Q140 270 140 300 V330" fill="none" stroke="${f}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M320 250 L410 175" fill="none" ${stroke(k, 22)}/>` +
    `<path d="M320 250 L410 175" fill="none" stroke="${f}" stroke-width="12" stroke-linecap="round"/>`,
  washbasin: (f, k) =>
    `<path d="M110 250 H490 Q480 420 300 430 Q120 420 110 250 Z" fill="${f}" ${stroke(k)}/>` +
    `<ellipse cx="300" cy="262" rx="150" ry="22" fill="#ffffff55" ${stroke(k, 4)}/>` +
    `<circle cx="300" cy="268" r="8" fill="${k}"/><rect x="285" y="180" width="30" height="70" rx="8" fill="#c7ccd1" ${stroke(k, 4)}/>`,
  wc: (f, k) =>
    `<rect x="330" y="130" width="110" height="200" rx="18" fill="${f}" ${stroke(k)}/>` +
    `<path d="M140 300 H360 V330 Q350 420 270 430 L250 470 H190 L200 420 Q150 390 140 330 Z" fill="${f}" ${stroke(k)}/>` +
    `<rect x="130" y="285" width="240" height="22" rx="10" fill="${f}" ${stroke(k, 5)}/>` +
    `<rect x="370" y="150" width="50" height="24" rx="8" fill="#c7ccd1" ${stroke(k, 4)}/>`,
  urinal: (f, k) =>
    `<path d="M210 120 H390 V380 Q390 480 300 480 Q210 480 210 380 Z" fill="${f}" ${stroke(k)}/>` +
    `<path d="M240 230 H360 V370 Q360 440 300 440 Q240 440 240 370 Z" fill="#ffffff55" ${stroke(k, 4)}/>` +
    `<rect x="285" y="80" width="30" height="40" fill="#c7ccd1" ${stroke(k, 4)}/>`,
  cabinet: (f, k) =>
    `<rect x="110" y="170" width="380" height="40" rx="8" fill="#f4f4f2" ${stroke(k)}/>` +
    `<rect x="120" y="210" width="360" height="210" rx="6" fill="${f}" ${stroke(k)}/>` +
    `<line x1="120" y1="315" x2="480" y2="315" ${stroke(k, 4)}/>` +
    `<rect x="260" y="255" width="80" height="10" rx="5" fill="${k}"/><rect x="260" y="360" width="80" height="10" rx="5" fill="${k}"/>`,
  column: (f, k) =>
    `<rect x="220" y="70" width="160" height="440" rx="8" fill="${f}" ${stroke(k)}/>` +
    `<line x1="220" y1="300" x2="380" y2="300" ${stroke(k, 4)}/>` +
    `<rect x="350" y="160" width="10" height="70" rx="5" fill="${k}"/><rect x="350" y="360" width="10" height="70" rx="5" fill="${k}"/>`,
  mirror: (f, k) =>
    `<rect x="140" y="90" width="320" height="420" rx="30" fill="${f}" ${stroke(k)}/>` +
    `<rect x="165" y="115" width="270" height="370" rx="20" fill="${GLASS}" ${stroke(k, 4)}/>` +
    `<path d="M200 220 L290 130 M210 290 L350 150" ${stroke('#ffffff', 10)}/>`,
  shower: (f, k) =>
    `<rect x="120" y="80" width="360" height="440" fill="${GLASS}" fill-opacity="0.7" ${stroke(f, 14)}/>` +
    `<line x1="300" y1="80" x2="300" y2="520" ${stroke(f, 10)}/>` +
    `<rect x="112" y="72" width="376" height="456" fill="none" ${stroke(k, 3)}/>` +
    `<rect x="320" y="280" width="12" height="90" rx="6" fill="${k}"/>` +
    `<path d="M170 130 V110 H230" fill="none" ${stroke(k, 8)}/><ellipse cx="230" cy="135" rx="30" ry="8" fill="${k}"/>`,
  tray: (f, k) =>
    `<path d="M80 330 L200 250 H520 L400 330 Z" fill="${f}" ${stroke(k)}/>` +
    `<path d="M80 330 H400 V370 H80 Z M400 330 L520 250 V290 L400 370 Z" fill="${f}" ${stroke(k)}/>` +
    `<ellipse cx="300" cy="290" rx="26" ry="10" fill="#c7ccd1" ${stroke(k, 4)}/>`,
  drain: (f, k) =>
    `<rect x="60" y="260" width="480" height="80" rx="6" fill="${f}" ${stroke(k)}/>` +
    Array.from(
      { length: 11 },
      (_, i) => `<line x1="${95 + i * 38}" y1="280" x2="${95 + i * 38}" y2="320" ${stroke(k, 6)}/>`,
    ).join(''),
  showerSet: (f, k) =>
    `<line x1="380" y1="90" x2="380" y2="500" ${stroke(k, 22)}/><line x1="380" y1="90" x2="380" y2="500" stroke="${f}" stroke-width="12"/>` +
    `<path d="M380 110 H250" ${stroke(k, 14)}/><ellipse cx="250" cy="125" rx="90" ry="18" fill="${f}" ${stroke(k)}/>` +
    `<rect x="350" y="300" width="60" height="60" rx="10" fill="${f}" ${stroke(k)}/>` +
    `<path d="M380 360 Q300 520 220 400" fill="none" ${stroke(k, 8)}/><rect x="200" y="330" width="36" height="90" rx="16" fill="${f}" ${stroke(k, 5)}/>`,
  bathtub: (f, k) =>
    `<path d="M70 250 H530 Q520 420 420 430 H180 Q80 420 70 250 Z" fill="${f}" ${stroke(k)}/>` +
    `<ellipse cx="300" cy="255" rx="220" ry="22" fill="#ffffff55" ${stroke(k, 4)}/>` +
    `<path d="M170 430 L150 480 M430 430 L450 480" ${stroke(k, 14)}/>`,
  hook: (f, k) =>
    `<rect x="90" y="220" width="420" height="26" rx="13" fill="${f}" ${stroke(k)}/>` +
    `<rect x="80" y="200" width="30" height="66" rx="8" fill="${f}" ${stroke(k, 5)}/><rect x="490" y="200" width="30" height="66" rx="8" fill="${f}" ${stroke(k, 5)}/>` +
    `<path d="M200 246 V330 Q200 360 230 360" fill="none" ${stroke(k, 20)}/><path d="M200 246 V330 Q200 360 230 360" fill="none" stroke="${f}" stroke-width="10" stroke-linecap="round"/>`,
  dispenser: (f, k) =>
    `<rect x="220" y="220" width="160" height="260" rx="30" fill="${GLASS}" ${stroke(k)}/>` +
    `<rect x="220" y="330" width="160" height="150" rx="30" fill="${f}" fill-opacity="0.85" ${stroke(k)}/>` +
    `<rect x="270" y="170" width="60" height="50" fill="${f}" ${stroke(k)}/><path d="M290 170 V130 H380" fill="none" ${stroke(k, 18)}/>`,
  holder: (f, k) =>
    `<rect x="120" y="200" width="40" height="140" rx="10" fill="${f}" ${stroke(k)}/>` +
    `<line x1="160" y1="240" x2="330" y2="240" ${stroke(k, 16)}/>` +
    `<rect x="190" y="170" width="230" height="150" rx="70" fill="#f4f4f2" ${stroke(k)}/><circle cx="345" cy="245" r="32" fill="${f}" ${stroke(k, 5)}/>`,
  flush: (f, k) =>
    `<rect x="150" y="150" width="300" height="300" rx="20" fill="${f}" ${stroke(k)}/>` +
    `<rect x="185" y="200" width="105" height="200" rx="14" fill="#ffffff44" ${stroke(k, 5)}/>` +
    `<rect x="310" y="200" width="105" height="200" rx="14" fill="#ffffff44" ${stroke(k, 5)}/>`,
  service: (f, k) =>
    `<path d="M180 430 L350 260 A80 80 0 1 1 420 190 L370 190 L350 240 L400 260 L420 210 A80 80 0 0 1 350 290 L210 460 Z" fill="${f}" ${stroke(k)}/>`,
};
