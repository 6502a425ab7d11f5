// Every identity switch (impersonation, linked account, and the way back) is written here.
import type { ShellDb } from '../db/tables.js';

export interface AuditEntry {
  tenantId: number;
  userId: number | null;
  impersonatorUserId?: number | null;
  action: string;
  targetUserId?: number | null;
  targetTenantId?: number | null;
  details?: Record<string, unknown>;
  clientIp?: string;
}

export async function audit(db: ShellDb, e: AuditEntry) {
  await db
    .insertInto('shell.audit_log')
    .values({
      tenant_id: e.tenantId,
      user_id: e.userId,
      impersonator_user_id: e.impersonatorUserId ?? null,
      action: e.action,
      target_user_id: e.targetUserId ?? null,
      target_tenant_id: e.targetTenantId ?? null,
      details: e.details ? JSON.stringify(e.details) : null,
      client_ip: e.clientIp ?? null,
    })
    .execute();
}
