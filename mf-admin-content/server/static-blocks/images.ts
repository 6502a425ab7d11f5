// Block images on disk: <dataDir>/uploads/content/blocks/<uuid>.<detected extension>, served at
// /api/content/uploads/blocks/<file>. An image is removed only when no block shows it any more
// (an address may have been copied into another block).
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ModuleContext } from '@armatura/shared-libs/server';
import type { ContentDb } from '../db/tables.js';
import { imageUsers } from './repository.js';

export const BLOCK_IMAGES_URL = '/api/content/uploads/blocks/';
const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp|avif|gif)$/;

const dir = (ctx: ModuleContext) => join(ctx.config.dataDir, 'uploads', 'content', 'blocks');

/** Stores the bytes (already checked to be a raster image) and answers the public address. */
export async function storeBlockImage(ctx: ModuleContext, data: Buffer, ext: string) {
  const name = `${randomUUID()}.${ext}`;
  await mkdir(dir(ctx), { recursive: true });
  await writeFile(join(dir(ctx), name), data);
  return `${BLOCK_IMAGES_URL}${name}`;
}

/** The stored bytes of a block image, or null for a name that is not one. */
export async function readBlockImage(ctx: ModuleContext, name: string) {
  if (!STORED_NAME.test(name)) return null;
  return readFile(join(dir(ctx), name)).catch(() => null);
}

/** Removes a block image that no block shows any more (repository files are not ours to remove). */
export async function dropUnusedImage(ctx: ModuleContext, db: ContentDb, url: string | null) {
  if (!url?.startsWith(BLOCK_IMAGES_URL)) return;
  const name = url.slice(BLOCK_IMAGES_URL.length);
  if (!STORED_NAME.test(name) || (await imageUsers(db, url)) > 0) return;
  await unlink(join(dir(ctx), name)).catch(() => undefined);
}
