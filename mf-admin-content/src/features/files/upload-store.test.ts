// @vitest-environment happy-dom
// Uploading through the real API host: the files go as multipart through the HTTP client's
// XMLHttpRequest transport (the one that reports upload progress), land in a new folder, and
// that folder opens; a refused file stores nothing and says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { signIn } from '@armatura/shared-libs/session';
import { PDF, PNG } from '../../../server/files/test-multipart';
import { $filesView, files } from './files-store';
import { $upload, uploadFiles } from './upload-store';

let host: TestApiHost;

beforeAll(async () => {
  host = await startTestApiHost();
  await signIn({ userNameOrEmailAddress: 'admin', password: DEMO_PASSWORD, rememberMe: false });
}, 120_000);
afterAll(() => host?.close());

const file = (bytes: Buffer, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

describe('the upload store', () => {
  it('sends the files into a new folder and opens it', async () => {
    const folder = `Karty ${Date.now()}`;
    const chosen = [file(PNG, 'plan.png', 'image/png'), file(PDF, 'karta.pdf', 'application/pdf')];
    expect(await uploadFiles(chosen, { newFolder: folder })).toBe(true);
    expect($upload.get()).toMatchObject({ status: 'done', percent: 100, stored: 2 });
    expect($filesView.get().categoryId).not.toBeNull();
    const names = files.$state.get().data?.items.map((f) => f.name) ?? [];
    expect(names.sort()).toEqual(['karta.pdf', 'plan.png']);
  });

  it('a file the server refuses stores nothing and gives its reason', async () => {
    const before = files.$state.get().data?.totalCount;
    const fake = file(Buffer.from('not a picture'), 'zdjecie.png', 'image/png');
    expect(await uploadFiles([fake], { newFolder: '' })).toBe(false);
    expect($upload.get().status).toBe('error');
    expect($upload.get().problems[0]).toMatch(/zdjecie\.png/);
    expect(files.$state.get().data?.totalCount).toBe(before);
  });
});
