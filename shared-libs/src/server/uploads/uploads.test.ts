import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import {
  RASTER_IMAGE_MESSAGE,
  USER_CONTENT_CSP,
  detectRasterImage,
  integerField,
  isRasterImageMime,
  requireRasterImage,
  safeFileName,
  textField,
  userContentHeaders,
} from './index.js';

const hex = (h: string) => Buffer.from(h.replace(/\s/g, ''), 'hex');

describe('detectRasterImage: magic bytes decide', () => {
  it('recognises PNG, JPEG, WebP, AVIF and GIF', async () => {
    expect(
      await detectRasterImage(hex('89504e470d0a1a0a 0000000d49484452 00000001000000010806000000')),
    ).toEqual({ mime: 'image/png', ext: 'png' });
    expect(await detectRasterImage(hex('ffd8ffe000104a464946'))).toEqual({
      mime: 'image/jpeg',
      ext: 'jpg',
    });
    expect(await detectRasterImage(hex('52494646 1a000000 57454250 5650384c'))).toEqual({
      mime: 'image/webp',
      ext: 'webp',
    });
    expect(
      await detectRasterImage(
        hex('00000020 66747970 61766966 00000000 61766966 6d696631 6d696166 4d413142'),
      ),
    ).toEqual({ mime: 'image/avif', ext: 'avif' });
    expect(await detectRasterImage(hex('474946383961 0100 0100'))).toEqual({
      mime: 'image/gif',
      ext: 'gif',
    });
  });

  it('refuses SVG, HTML, PDF, BMP-less junk and empty input', async () => {
    for (const data of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      Buffer.from('%PDF-1.7\n'),
      Buffer.from('just text'),
      Buffer.alloc(0),
    ])
      expect(await detectRasterImage(data)).toBeNull();
    await expect(requireRasterImage(Buffer.from('<svg/>'))).rejects.toMatchObject({
      status: 400,
      message: RASTER_IMAGE_MESSAGE,
    });
  });
});

describe('userContentHeaders', () => {
  it('serves raster images inline with nosniff and the sandboxing CSP', () => {
    expect(userContentHeaders('image/png')).toEqual({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-security-policy': USER_CONTENT_CSP,
    });
    expect(USER_CONTENT_CSP).toContain('sandbox');
    expect(isRasterImageMime('IMAGE/JPEG; charset=binary')).toBe(true);
  });

  it('sends anything else as an attachment', () => {
    expect(userContentHeaders('image/svg+xml')).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
    });
    expect(userContentHeaders('text/html')['content-disposition']).toBe('attachment');
    expect(userContentHeaders(undefined)).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': 'attachment',
    });
  });
});

describe('multipart field readers', () => {
  const members = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return (e as AppError).validationErrors.map((v) => v.members[0]);
    }
    return null;
  };
  it('integerField takes decimal whole numbers within bounds', () => {
    expect(integerField({ n: '42' }, 'n', { min: 1, max: 100, required: true })).toBe(42);
    expect(integerField({}, 'n', { min: 1, max: 100 })).toBeUndefined();
    for (const raw of ['0', '101', '1.5', '1e2', '0x10', 'abc', ' ', '99999999999999999999']) {
      expect(
        members(() => integerField({ n: raw }, 'n', { min: 1, max: 100, required: true })),
        raw,
      ).toEqual(['n']);
    }
  });
  it('textField bounds the length', () => {
    expect(textField({ alt: 'abc' }, 'alt', { maxLength: 3 })).toBe('abc');
    expect(members(() => textField({ alt: 'abcd' }, 'alt', { maxLength: 3 }))).toEqual(['alt']);
  });
});

describe('safeFileName', () => {
  it('keeps the name only, without a path or control characters', () => {
    expect(safeFileName('../../a\u0000.png')).toBe('a.png');
    expect(safeFileName('C:\\Users\\Jan\\cennik 2026.xlsx')).toBe('cennik 2026.xlsx');
    expect(safeFileName('x'.repeat(300))).toHaveLength(200);
    expect(safeFileName('\u0001\u0002')).toBe('plik');
    expect(safeFileName(undefined)).toBe('plik');
  });
});
