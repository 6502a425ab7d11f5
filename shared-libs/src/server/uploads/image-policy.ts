// The one rule for user-uploaded images (product images today; blog and the file repository
// later): raster formats only, recognised by their magic bytes. The file's name and the declared
// Content-Type are never trusted: an SVG or HTML file can carry script, a raster image cannot.
import { fileTypeFromBuffer } from 'file-type';
import { userError } from '../http/errors.js';

export interface RasterImageType {
  mime: string;
  ext: string;
}

/** Accepted formats, keyed by the MIME type file-type reports for the bytes. */
const ACCEPTED: Record<string, RasterImageType> = {
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { mime: 'image/png', ext: 'png' },
  // An animated PNG is a valid PNG (browsers show its first frame at worst).
  'image/apng': { mime: 'image/png', ext: 'png' },
  'image/webp': { mime: 'image/webp', ext: 'webp' },
  'image/avif': { mime: 'image/avif', ext: 'avif' },
  'image/gif': { mime: 'image/gif', ext: 'gif' },
};

export const RASTER_IMAGE_TYPES: readonly RasterImageType[] = [
  ...new Map(Object.values(ACCEPTED).map((t) => [t.mime, t])).values(),
];
export const RASTER_IMAGE_EXTENSIONS = RASTER_IMAGE_TYPES.map((t) => t.ext);
export const RASTER_IMAGE_MESSAGE = 'Dozwolone są tylko obrazy JPEG, PNG, WebP, AVIF lub GIF.';

/** True for the MIME types we serve inline as images (parameters such as `; charset` ignored). */
export function isRasterImageMime(contentType: string | undefined): boolean {
  const mime = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return RASTER_IMAGE_TYPES.some((t) => t.mime === mime);
}

/** The accepted raster type of these bytes, or null (SVG, HTML, PDF, empty, unknown...). */
export async function detectRasterImage(data: Uint8Array): Promise<RasterImageType | null> {
  if (data.length === 0) return null;
  const found = await fileTypeFromBuffer(data);
  return (found && ACCEPTED[found.mime]) ?? null;
}

/** detectRasterImage, or a 400 with the Polish message for the user. */
export async function requireRasterImage(data: Uint8Array): Promise<RasterImageType> {
  const type = await detectRasterImage(data);
  if (!type) throw userError(RASTER_IMAGE_MESSAGE);
  return type;
}
