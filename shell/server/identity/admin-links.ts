// IdentityLinksAdminApi: staff link and unlink two accounts of one person (shell.user_links, both
// ways), for mf-admin-users' UserLink routes. A link lets either account switch to the other without
// a password, so the actor must be allowed to manage both (neither holds a permission the actor
// lacks: admin-guard's rule) and may not link their own account. Both users' isMultiple follows
// whether they still have a link, and both users' sessions end: what their tokens let them switch
// to has changed (a switched session ends with its origin's, sessions.ts).
import { forbidden, inTransaction, notFound, userError } from '@armatura/shared-libs/server';
import {
  USERS_ADMIN_MESSAGES as M,
  type AdminActor,
  type IdentityLinksAdminApi,
  type LinkedUser,
} from '@armatura/shared-libs/contracts';
import type { ShellDb } from '../db/tables.js';
import { audit } from '../auth/audit.js';
import { findAdminRow } from './admin-user-rows.js';
import { assertMayManage } from './admin-guard.js';
import { revokeSessions } from './sessions.js';

/** The user's linked accounts in the same tenant, by user name. */
async function linkedOf(db: ShellDb, tenantId: number, userId: number): Promise<LinkedUser[]> {
  const rows = await db
    .selectFrom('shell.user_links as l')
    .innerJoin('shell.users as u', 'u.id', 'l.linked_user_id')
    .select(['u.id', 'u.user_name', 'u.name', 'u.surname', 'u.email', 'u.type', 'u.is_active'])
    .where('l.user_id', '=', userId)
    .where('u.tenant_id', '=', tenantId)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.user_name')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    userName: r.user_name,
    title: `${r.name} ${r.surname}`.trim(),
    emailAddress: r.email,
    type: r.type,
    isActive: r.is_active,
  }));
}

/** Both users of the actor's tenant (404), not the actor (403), both manageable by them (403). */
async function assertPair(tx: ShellDb, actor: AdminActor, userId: number, linkedUserId: number) {
  if (userId === linkedUserId) throw userError(M.linkSelf);
  for (const id of [userId, linkedUserId])
    if (!(await findAdminRow(tx, actor.tenantId, id))) throw notFound(M.userNotFound);
  if (actor.userId === userId || actor.userId === linkedUserId) throw forbidden(M.ownLinks);
  for (const id of [userId, linkedUserId]) await assertMayManage(tx, actor, id);
}

/** isMultiple = has a link left; then the sessions of both end. */
async function settle(tx: ShellDb, tenantId: number, ids: number[]) {
  for (const id of ids) {
    const left = await tx
      .selectFrom('shell.user_links')
      .select('linked_user_id')
      .where('user_id', '=', id)
      .executeTakeFirst();
    await tx
      .updateTable('shell.users')
      .set({ is_multiple: left !== undefined })
      .where('id', '=', id)
      .execute();
    await revokeSessions(tx, tenantId, id);
  }
}

export function identityLinksAdminApi(db: ShellDb): IdentityLinksAdminApi {
  return {
    async linkedUsers(tenantId, userId) {
      if (!(await findAdminRow(db, tenantId, userId))) return null;
      return linkedOf(db, tenantId, userId);
    },

    async linkUsers(actor, userId, linkedUserId) {
      await inTransaction(db, async (tx) => {
        await assertPair(tx, actor, userId, linkedUserId);
        await tx
          .insertInto('shell.user_links')
          .values([
            { user_id: userId, linked_user_id: linkedUserId },
            { user_id: linkedUserId, linked_user_id: userId },
          ])
          .onConflict((oc) => oc.doNothing())
          .execute();
        await settle(tx, actor.tenantId, [userId, linkedUserId]);
        await audit(tx, {
          tenantId: actor.tenantId,
          userId: actor.userId,
          action: 'AccountsLinked',
          targetUserId: userId,
          details: { linkedUserId },
        });
      });
      return linkedOf(db, actor.tenantId, userId);
    },

    async unlinkUsers(actor, userId, linkedUserId) {
      await inTransaction(db, async (tx) => {
        await assertPair(tx, actor, userId, linkedUserId);
        const removed = await tx
          .deleteFrom('shell.user_links')
          .where((eb) =>
            eb.or([
              eb.and([eb('user_id', '=', userId), eb('linked_user_id', '=', linkedUserId)]),
              eb.and([eb('user_id', '=', linkedUserId), eb('linked_user_id', '=', userId)]),
            ]),
          )
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) throw notFound(M.notLinked);
        await settle(tx, actor.tenantId, [userId, linkedUserId]);
        await audit(tx, {
          tenantId: actor.tenantId,
          userId: actor.userId,
          action: 'AccountsUnlinked',
          targetUserId: userId,
          details: { linkedUserId },
        });
      });
      return linkedOf(db, actor.tenantId, userId);
    },
  };
}
