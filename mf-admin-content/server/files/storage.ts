// Repository files on disk: <dataDir>/uploads/content/files/<uuid>.<extension>, served at the stable
// address /api/content/uploads/files/<uuid>.<extension>. The stored name is decided here, never
// taken from the client.
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { ModuleContext } from '@armatura/shared-libs/server';

export const FILES_URL = '/api/content/uploads/files/';
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

const dir = (ctx: ModuleContext) => join(ctx.config.dataDir, 'uploads', 'content', 'files');

export const newStoredName = (extension: string) => `${randomUUID()}.${extension}`;

export async function writeStoredFile(ctx: ModuleContext, name: string, data: Buffer) {
  await mkdir(dir(ctx), { recursive: true });
  await writeFile(join(dir(ctx), name), data);
}

export async function readStoredFile(ctx: ModuleContext, name: string) {
  if (!STORED_NAME.test(name)) return null;
  return readFile(join(dir(ctx), name)).catch(() => null);
}

export async function removeStoredFiles(ctx: ModuleContext, names: string[]) {
  for (const name of names)
    if (STORED_NAME.test(name)) await unlink(join(dir(ctx), name)).catch(() => undefined);
}
