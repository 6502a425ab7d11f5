// Malformed and hostile multipart/form-data bodies for upload routes: no boundary, an empty one, a
// body that never closes, garbage between boundaries, too many parts, hostile field values, a file
// of the wrong type, a file past the size limit, a CSV whose cells are hostile.
import type { Hints } from './variants.js';
import { toQueryValues } from './hostile.js';

export interface MultipartVariant {
  label: string;
  contentType: string;
  payload: string | Buffer;
}

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const B = 'fuzzboundary7MA4YWxkTrZu0gW';

interface PartSpec {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

function body(parts: PartSpec[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${B}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
        'utf8',
      ),
    );
    chunks.push(Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${B}--\r\n`));
  return Buffer.concat(chunks);
}

const ct = `multipart/form-data; boundary=${B}`;
const text = (v: unknown) => toQueryValues(v)[0] ?? '';

/** `values` (three hostile values) fill the fields: productId, sort and alt, and the CSV cells. */
export function multipartVariants(
  url: string,
  hints: Hints,
  values?: unknown[],
): MultipartVariant[] {
  const productId = String(hints.ids.productId?.[0] ?? 1);
  const isImport = /Import/i.test(url);
  const file = (
    data: Buffer | string,
    type: string,
    filename = isImport ? 'produkty.csv' : 'a.png',
  ): PartSpec => ({ name: 'file', value: data, filename, type });
  const good = isImport ? file('kod;nazwa\nA1;Produkt\n', 'text/csv') : file(PNG, 'image/png');
  if (values) {
    const [a, b, c] = values.map(text);
    const csv = `kod;nazwa;cena netto;ilość\n${a};${b};${c};${a}\n`;
    return [
      {
        label: `fields ${[a, b, c].map((v) => JSON.stringify(v!.slice(0, 20))).join(',')}`,
        contentType: ct,
        payload: body([
          { name: 'productId', value: a! },
          { name: 'sort', value: b! },
          { name: 'alt', value: c! },
          isImport ? file(csv, 'text/csv') : good,
        ]),
      },
    ];
  }
  const out: MultipartVariant[] = [
    { label: 'multipart: no boundary', contentType: 'multipart/form-data', payload: body([good]) },
    {
      label: 'multipart: empty boundary',
      contentType: 'multipart/form-data; boundary=',
      payload: 'garbage',
    },
    {
      label: 'multipart: boundary absent from body',
      contentType: ct,
      payload: 'just some bytes\r\n\r\n',
    },
    {
      label: 'multipart: never closed',
      contentType: ct,
      payload: body([{ name: 'productId', value: productId }, good], false).subarray(0, 120),
    },
    {
      label: 'multipart: header garbage',
      contentType: ct,
      payload: `--${B}\r\nthis is not a header\r\n\r\nx\r\n--${B}--\r\n`,
    },
    {
      label: 'multipart: no file',
      contentType: ct,
      payload: body([{ name: 'productId', value: productId }]),
    },
    {
      label: 'multipart: productId 2^31',
      contentType: ct,
      payload: body([
        { name: 'productId', value: String(2 ** 31) },
        { name: 'sort', value: '0' },
        good,
      ]),
    },
    {
      label: 'multipart: sort 1e308, NUL alt',
      contentType: ct,
      payload: body([
        { name: 'productId', value: productId },
        { name: 'sort', value: '1e308' },
        { name: 'alt', value: 'a\u0000b' },
        good,
      ]),
    },
    {
      label: 'multipart: sort 2^31',
      contentType: ct,
      payload: body([
        { name: 'productId', value: productId },
        { name: 'sort', value: String(2 ** 31) },
        good,
      ]),
    },
    {
      label: 'multipart: NUL filename',
      contentType: ct,
      payload: body([
        { name: 'productId', value: productId },
        { ...good, filename: '../../a\u0000.png' },
      ]),
    },
    {
      label: 'multipart: wrong file type',
      contentType: ct,
      payload: body([
        { name: 'productId', value: productId },
        file('<?php echo 1; ?>', 'application/x-php', 'a.php'),
      ]),
    },
    {
      label: 'multipart: 1,200 parts',
      contentType: ct,
      payload: body(Array.from({ length: 1200 }, (_, i) => ({ name: `f${i}`, value: 'x' }))),
    },
    {
      label: 'multipart: JSON body',
      contentType: 'application/json',
      payload: JSON.stringify({ productId: 2 ** 31 }),
    },
  ];
  if (isImport) {
    const rows = [
      'kod;nazwa;cena netto;cena brutto;ilość;vat',
      `A\u0000;N\u0000;1e308;NaN;2147483648;-1`,
      `${'x'.repeat(5000)};${'y'.repeat(5000)};99999999999;1;99999999999;1000`,
    ];
    out.push({
      label: 'multipart: hostile CSV',
      contentType: ct,
      payload: body([file(rows.join('\n'), 'text/csv')]),
    });
    out.push({
      label: 'multipart: binary as XLSX',
      contentType: ct,
      payload: body([
        file(Buffer.from('PK\u0003\u0004garbage'), 'application/octet-stream', 'a.xlsx'),
      ]),
    });
  } else {
    out.push({
      label: 'multipart: file over 10 MB',
      contentType: ct,
      payload: body([
        { name: 'productId', value: productId },
        file(Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'image/png'),
      ]),
    });
  }
  return out;
}
