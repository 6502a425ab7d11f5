// The demo shop's documents: every customer finds one document in each status under
// /kokpit/dokumenty, delivered through document.imported like a real ERP's. The seed runs on the
// minimal platform (same users as the demo; the demo catalogue would cost a minute of CPU).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import type { DocumentPage } from '@armatura/shared-libs/contracts';
import { seedDemoDocuments } from './seed.js';
import { listDocuments, ok, signIn } from './testing.js';

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform();
  await seedDemoDocuments(p.ctx, { size: 'minimal' }); // tests start without documents
  await p.ctx.events.drain();
  expect((await ok<DocumentPage>(listDocuments(p, (await signIn(p, 'b2c')).token))).items).toEqual(
    [],
  );
  await seedDemoDocuments(p.ctx, { size: 'demo' });
  await p.ctx.events.drain();
}, 120_000);
afterAll(async () => {
  await p?.close();
});

it('gives every demo customer a paid, an overdue, an unpaid and a new document', async () => {
  for (const name of ['b2c', 'b2b']) {
    const { token } = await signIn(p, name);
    const page = await ok<DocumentPage>(listDocuments(p, token, { sorting: 'issueDate asc' }));
    expect(page.items.map((d) => d.status)).toEqual(['paid', 'overdue', 'unpaid', 'new']);
    expect(page.items.every((d) => d.source === 'erp' && d.totalGross > 0)).toBe(true);
  }
  const staff = (await signIn(p, 'zamowienia')).token;
  const all = await ok<DocumentPage>(listDocuments(p, staff));
  expect(all.totalCount).toBeGreaterThanOrEqual(8);
});
