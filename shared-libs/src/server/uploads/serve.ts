// Headers for serving user-uploaded files. Even a file that passed the upload check is treated as
// hostile when opened directly: the browser must not sniff it into HTML/SVG (nosniff), must not run
// anything in it (a CSP that allows nothing and sandboxes the document), and must download rather
// than render anything that is not a raster image. The host also applies these headers to every
// `/api/<module>/uploads/...` answer (deploy/src/security-headers.ts), so a route cannot forget them.
import type { FastifyReply } from 'fastify';
import { detectRasterImage, isRasterImageMime } from './image-policy.js';

export const USER_CONTENT_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** Path prefix convention for user files: `/api/<module>/uploads/<file>`. */
export const USER_UPLOADS_PATH = /^\/api\/[A-Za-z0-9_-]+\/uploads\//;

/** Headers for one user file of this (stored, server-decided) content type. */
export function userContentHeaders(contentType: string | undefined): Record<string, string> {
  const raster = isRasterImageMime(contentType);
  return {
    'content-type': raster ? contentType! : contentType || 'application/octet-stream',
    'x-content-type-options': 'nosniff',
    'content-security-policy': USER_CONTENT_CSP,
    ...(raster ? {} : { 'content-disposition': 'attachment' }),
  };
}

/**
 * Sends a stored upload. Its type is taken from its bytes (an image that is no longer an accepted
 * raster image, e.g. an SVG stored before this rule, is sent as a download of application/octet-stream).
 */
export async function sendUserFile(
  reply: FastifyReply,
  data: Buffer,
  cacheControl = 'public, max-age=31536000, immutable',
) {
  const type = await detectRasterImage(data);
  return reply
    .headers({
      ...userContentHeaders(type?.mime ?? 'application/octet-stream'),
      'cache-control': cacheControl,
    })
    .send(data);
}
