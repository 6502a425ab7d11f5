import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '@armatura/shared-libs/server';
import { createTestPlatform, type TestPlatform } from '@armatura/deploy/testing';
import identityModule from '../index.js';

describe('the static Admin role', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await createTestPlatform();
  });
  afterAll(async () => {
    await p.close();
  });

  it('gains a permission a module defines after the database was seeded, at the next start', async () => {
    // As on a shop seeded before the content module defined its e-mail log permission.
    await sql`delete from shell.role_permissions where permission = 'Pages.Notification.EmailLog'`.execute(
      p.ctx.db,
    );
    const before = await p.call({
      method: 'GET',
      url: '/api/services/app/Email/GetAllEmailLogs',
      token: await p.login('admin'),
    });
    expect(before.status).toBe(403);

    await identityModule.onReady!(p.ctx);

    const after = await p.call({
      method: 'GET',
      url: '/api/services/app/Email/GetAllEmailLogs',
      token: await p.login('admin'),
    });
    expect(after.status).toBe(200);
    const staffContent = await sql<{
      n: number;
    }>`select count(*)::int as n from shell.role_permissions rp join shell.roles r on r.id = rp.role_id
      where r.name = 'StaffContent' and rp.permission = 'Pages.Notification.EmailLog'`.execute(
      p.ctx.db,
    );
    expect(staffContent.rows[0]!.n).toBe(0);
  });
});
