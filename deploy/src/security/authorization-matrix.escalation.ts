// Nobody raises their own privileges. Whatever a signed-in user tries (impersonating anyone,
// switching to any account), no access token with a permission the real person behind the session
// does not hold is ever issued: each token that comes back is exchanged and its granted permissions
// (AbpUserConfiguration/GetAll) compared with the caller's. And no one but the owner sets a user's
// password: every other user tries the whole reset path against the administrator (ask for a code,
// read whatever mail log they can reach, send the code) and must fail.
// Registered by authorization-matrix.test.ts on its platform (one seed).
import { beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { TestPlatform } from '../testing.js';
import { grantedPermissions, byName, type Identity } from './authorization-matrix.identities.js';

const APP = '/api/services/app/';
let p: TestPlatform;
let ids: Identity[];
let signedIn: Identity[];
let address = 0;

/** Each attempt from its own client address: per-IP rate limits must not be what stops it. */
const send = (
  who: Identity | null,
  method: 'GET' | 'POST',
  url: string,
  data?: { payload?: InjectOptions['payload']; query?: Record<string, string> },
) =>
  p.call({
    method,
    url,
    token: who?.token,
    tenantId: who?.token ? undefined : 1,
    remoteAddress: `10.7.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    ...data,
  });

const extra = (granted: ReadonlySet<string>, held: ReadonlySet<string>) =>
  [...granted].filter((x) => !held.has(x)).sort();

/** Registers the escalation tests; `shared` gives the platform and identities of the calling file. */
export function escalationTests(shared: () => { p: TestPlatform; ids: Identity[] }) {
  describe('privilege escalation', () => {
    beforeAll(() => {
      ({ p, ids } = shared());
      signedIn = ids.filter((i) => i.token);
    });

    describe('no token with more permissions than the caller', () => {
      it('impersonation: every signed-in user × every user of both tenants', async () => {
        const issued: string[] = [];
        const escalations: string[] = [];
        for (const caller of signedIn) {
          for (const target of ids.filter((t) => t.userId !== null)) {
            const res = await send(caller, 'POST', `${APP}Account/Impersonate`, {
              payload: { userId: target.userId, tenantId: target.tenantId },
            });
            if (res.status !== 200) {
              expect(
                [400, 403],
                `${caller.name}→${target.name}: ${JSON.stringify(res.body.error)}`,
              ).toContain(res.status);
              continue;
            }
            const exchanged = await send(null, 'POST', '/api/TokenAuth/ImpersonatedAuthenticate', {
              query: { impersonationToken: res.body.result.impersonationToken },
            });
            if (exchanged.status !== 200) continue; // refused at redemption: no token issued
            issued.push(`${caller.name}→${target.name}`);
            const more = extra(
              await grantedPermissions(p, exchanged.body.result.accessToken),
              caller.permissions,
            );
            if (more.length)
              escalations.push(`${caller.name}→${target.name} gains ${more.join(', ')}`);
          }
        }
        console.log(
          `impersonation: ${signedIn.length * (ids.length - 1)} attempts, tokens issued: ${issued.join(', ') || 'none'}`,
        );
        expect(escalations).toEqual([]);
        // The rule still lets someone act for someone: the admin may impersonate (not another admin).
        expect(issued.some((s) => s.startsWith('admin→'))).toBe(true);
      }, 120_000);

      it("nobody impersonates the administrator (403), staff and the other tenant's admin included", async () => {
        const admin = byName(ids, 'admin');
        for (const caller of signedIn.filter((c) => c.name !== 'admin')) {
          const res = await send(caller, 'POST', `${APP}Account/Impersonate`, {
            payload: { userId: admin.userId, tenantId: admin.tenantId },
          });
          expect(res.status, `${caller.name} impersonating admin`).toBe(403);
        }
      });

      it("back to the impersonator returns exactly the impersonator's permissions", async () => {
        const admin = byName(ids, 'admin');
        const b2c = byName(ids, 'b2c');
        const first = await send(admin, 'POST', `${APP}Account/Impersonate`, {
          payload: { userId: b2c.userId },
        });
        const acting = (
          await send(null, 'POST', '/api/TokenAuth/ImpersonatedAuthenticate', {
            query: { impersonationToken: first.body.result.impersonationToken },
          })
        ).body.result.accessToken;
        expect([...(await grantedPermissions(p, acting))].sort()).toEqual(
          [...b2c.permissions].sort(),
        );
        // Acting as the customer, the impersonator cannot impersonate again (nested) nor grant more.
        expect(
          (
            await p.call({
              method: 'POST',
              url: `${APP}Account/Impersonate`,
              token: acting,
              payload: { userId: byName(ids, 'konta').userId },
            })
          ).status,
        ).toBe(403);
        const back = await p.call({
          method: 'POST',
          url: `${APP}Account/BackToImpersonator`,
          token: acting,
        });
        const again = (
          await send(null, 'POST', '/api/TokenAuth/ImpersonatedAuthenticate', {
            query: { impersonationToken: back.body.result.impersonationToken },
          })
        ).body.result.accessToken;
        expect([...(await grantedPermissions(p, again))].sort()).toEqual(
          [...admin.permissions].sort(),
        );
      });

      it('linked accounts: every signed-in user × every user; only linked pairs switch, to no more permissions', async () => {
        const switched: string[] = [];
        for (const caller of signedIn) {
          for (const target of ids.filter((t) => t.userId !== null && t !== caller)) {
            const res = await send(caller, 'POST', `${APP}Account/SwitchToLinkedAccount`, {
              payload: { targetUserId: target.userId },
            });
            if (res.status !== 200) {
              expect(res.status, `${caller.name}→${target.name}`).toBe(403);
              continue;
            }
            const exchanged = await send(null, 'POST', '/api/TokenAuth/LinkedAccountAuthenticate', {
              query: { switchAccountToken: res.body.result.switchAccountToken },
            });
            expect(exchanged.status).toBe(200);
            switched.push(`${caller.name}→${target.name}`);
            expect(
              extra(
                await grantedPermissions(p, exchanged.body.result.accessToken),
                caller.permissions,
              ),
              `${caller.name}→${target.name}`,
            ).toEqual([]);
          }
        }
        expect(switched.sort()).toEqual(['b2b2→b2b', 'b2b→b2b2']);
      }, 60_000);
    });

    describe("nobody sets another user's password", () => {
      it('content staff cannot read the e-mail log (it tells who was mailed what)', async () => {
        expect(
          (
            await send(byName(ids, 'tresci'), 'GET', `${APP}Email/GetAllEmailLogs`, {
              query: { maxResultCount: '5', skipCount: '0' },
            })
          ).status,
        ).toBe(403);
      });

      it('every other user tries the reset path against the admin and fails; the admin still signs in', async () => {
        const signIn = (password: string) =>
          send(null, 'POST', '/api/TokenAuth/Authenticate', {
            payload: { userNameOrEmailAddress: 'admin', password, rememberMe: false },
          });
        for (const attacker of signedIn.filter((i) => i.name !== 'admin' && i.tenantId === 1)) {
          expect(
            (
              await send(null, 'POST', `${APP}Account/SendPasswordResetCode`, {
                payload: { emailAddress: 'admin@armatura.pl' },
              })
            ).status,
            'code requested',
          ).toBe(200);
          await p.ctx.events.drain();
          // Whatever the attacker can read of the mail log, they use; else they guess.
          let code = '000000';
          const logs = await send(attacker, 'GET', `${APP}Email/GetAllEmailLogs`, {
            query: { filter: 'admin@armatura.pl', maxResultCount: '1', skipCount: '0' },
          });
          if (logs.status === 200 && logs.body.result.items[0]) {
            const mail = await send(attacker, 'GET', `${APP}Email/GetEmailLog`, {
              query: { id: String(logs.body.result.items[0].id) },
            });
            code = /hasła: (\S+)/.exec(mail.body.result?.bodyText ?? '')?.[1] ?? code;
          }
          const password = `Przejete1!${attacker.name}`;
          const reset = await send(attacker, 'POST', `${APP}Account/ResetPassword`, {
            payload: { emailAddress: 'admin@armatura.pl', resetCode: code, password },
          });
          expect(reset.status, `${attacker.name} reset the admin's password`).toBe(400);
          const byUserId = await send(attacker, 'POST', `${APP}Account/ResetPassword`, {
            payload: { userId: byName(ids, 'admin').userId, resetCode: code, password },
          });
          expect(byUserId.status, `${attacker.name} reset the admin's password by user id`).toBe(
            400,
          );
        }
        // The admin's own password still works (trying the attackers' ones would trip the sign-in lockout).
        expect((await signIn('123qwe')).status, 'admin signs in with the old password').toBe(200);
      }, 60_000);
    });
  });
}
