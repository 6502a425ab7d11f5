// SQL of the settings groups: commerce.configuration (one row per tenant and group; secrets already
// sealed by the caller) and the Tpay columns of commerce.tpay_configuration.
import { sql } from '@armatura/shared-libs/server';
import type { CommerceDb, Json } from '../db/tables.js';

export type StoredGroup = 'company' | 'mail' | 'default' | 'rabbit' | 'delivery';
export interface StoredSettings {
  data: Record<string, unknown>;
  /** name → sealed value */
  secrets: Record<string, string>;
  version: number;
}

const asObject = (j: Json): Record<string, unknown> =>
  j && typeof j === 'object' && !Array.isArray(j) ? (j as Record<string, unknown>) : {};

export async function readSettings(
  db: CommerceDb,
  tenantId: number,
  group: StoredGroup,
): Promise<StoredSettings | null> {
  const row = await db
    .selectFrom('commerce.configuration')
    .select(['data', 'secrets', 'version'])
    .where('tenant_id', '=', tenantId)
    .where('grp', '=', group)
    .executeTakeFirst();
  if (!row) return null;
  const secrets = Object.fromEntries(
    Object.entries(asObject(row.secrets)).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
  return { data: asObject(row.data), secrets, version: row.version };
}

/** Upsert; `onlyIfMissing` seeds without touching a row staff already saved. */
export async function writeSettings(
  db: CommerceDb,
  tenantId: number,
  group: StoredGroup,
  data: object,
  secrets: Record<string, string>,
  onlyIfMissing = false,
): Promise<void> {
  const values = {
    tenant_id: tenantId,
    grp: group,
    data: JSON.stringify(data),
    secrets: JSON.stringify(secrets),
  };
  await db
    .insertInto('commerce.configuration')
    .values(values)
    .onConflict((oc) =>
      onlyIfMissing
        ? oc.columns(['tenant_id', 'grp']).doNothing()
        : oc.columns(['tenant_id', 'grp']).doUpdateSet({
            data: values.data,
            secrets: values.secrets,
            version: sql`commerce.configuration.version + 1`,
            updated_at: sql`now()`,
          }),
    )
    .execute();
}

export async function readTpayRow(db: CommerceDb, tenantId: number) {
  return db
    .selectFrom('commerce.tpay_configuration')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
}

export interface TpayRow {
  client_id: string;
  client_secret: string;
  merchant_id: string;
  security_code: string;
  api_url: string;
  jws_certificate_url: string;
  notification_url: string;
  return_url: string;
  is_sandbox: boolean;
  is_active: boolean;
}

export async function writeTpayRow(db: CommerceDb, tenantId: number, row: TpayRow) {
  await db
    .insertInto('commerce.tpay_configuration')
    .values({ tenant_id: tenantId, ...row })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ ...row, updated_at: sql`now()` }))
    .execute();
}

/** Legacy rows written before secrets were sealed (seal them at start). */
export async function tpayRowsWithPlainSecrets(db: CommerceDb) {
  return db
    .selectFrom('commerce.tpay_configuration')
    .select(['tenant_id', 'client_secret', 'security_code'])
    .where((eb) =>
      eb.or([
        eb.and([eb('client_secret', '!=', ''), eb('client_secret', 'not like', 'sealed:%')]),
        eb.and([eb('security_code', '!=', ''), eb('security_code', 'not like', 'sealed:%')]),
      ]),
    )
    .execute();
}

export async function updateTpaySecrets(
  db: CommerceDb,
  tenantId: number,
  set: { client_secret: string; security_code: string },
) {
  await db
    .updateTable('commerce.tpay_configuration')
    .set(set)
    .where('tenant_id', '=', tenantId)
    .execute();
}

/** Is `id` an active delivery method of the tenant (the default method must be one). */
export async function isActiveDelivery(db: CommerceDb, tenantId: number, id: number) {
  const row = await db
    .selectFrom('commerce.delivery_methods')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('is_active', '=', true)
    .executeTakeFirst();
  return Boolean(row);
}
