// Writes the PWA icons (public/icons/icon-192.png, icon-512.png): a white "A" on the theme
// colour #cd5700, drawn pixel by pixel and encoded as PNG with zlib. Run: node shell/scripts/make-icons.mjs
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const THEME = [0xcd, 0x57, 0x00];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Inside the letter A: two slanted strokes and a crossbar, in unit coordinates. */
function isLetter(x, y) {
  if (y < 0.2 || y > 0.8) return false;
  const t = (y - 0.2) / 0.6; // 0 at the apex, 1 at the feet
  const half = 0.05 + t * 0.25; // half-width of the A's outline at this height
  const stroke = 0.09;
  const dx = Math.abs(x - 0.5);
  const onStroke = dx <= half && dx >= half - stroke;
  const onBar = y >= 0.58 && y <= 0.65 && dx <= half;
  return onStroke || onBar;
}

function png(size) {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0; // filter: none
    for (let x = 0; x < size; x++) {
      const colour = isLetter((x + 0.5) / size, (y + 0.5) / size) ? WHITE : THEME;
      raw.set(colour, y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));
mkdirSync(outDir, { recursive: true });
for (const size of [192, 512]) writeFileSync(`${outDir}icon-${size}.png`, png(size));
console.log('icons written to', outDir);
