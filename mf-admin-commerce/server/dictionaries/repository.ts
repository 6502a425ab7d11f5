// SQL of the dictionaries: one table holds the tenant's label overrides of system values
// (is_system) and the values of the custom dictionaries. Every query is scoped by tenant.
import type { Selectable } from 'kysely';
import type { DictionaryEntry, DictionaryEntryInput } from '@armatura/shared-libs/contracts';
import type { CommerceDb, CommerceDictionaryEntries } from '../db/tables.js';

export const toEntry = (r: Selectable<CommerceDictionaryEntries>): DictionaryEntry => ({
  type: r.type,
  value: r.value,
  labelPl: r.label_pl,
  labelEn: r.label_en,
  isActive: r.is_active,
  isSystem: r.is_system,
});

/** The stored rows of some dictionaries (all of the tenant's when `types` is left out). */
export async function storedEntries(
  db: CommerceDb,
  tenantId: number,
  types?: readonly string[],
): Promise<DictionaryEntry[]> {
  let q = db
    .selectFrom('commerce.dictionary_entries')
    .selectAll()
    .where('tenant_id', '=', tenantId);
  if (types) q = types.length ? q.where('type', 'in', types) : q.where('id', '=', -1);
  return (await q.orderBy('label_pl').orderBy('value').execute()).map(toEntry);
}

/** A system value's labels: the first edit stores the override, later edits replace it. */
export async function saveSystemLabels(
  db: CommerceDb,
  tenantId: number,
  input: DictionaryEntryInput,
): Promise<DictionaryEntry> {
  const row = await db
    .insertInto('commerce.dictionary_entries')
    .values({
      tenant_id: tenantId,
      type: input.type,
      value: input.value,
      label_pl: input.labelPl.trim(),
      label_en: input.labelEn.trim(),
      is_active: true,
      is_system: true,
    })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'type', 'value']).doUpdateSet((eb) => ({
        label_pl: eb.ref('excluded.label_pl'),
        label_en: eb.ref('excluded.label_en'),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return toEntry(row);
}

/** A new value of a custom dictionary; null when the dictionary already has it. */
export async function createCustomEntry(
  db: CommerceDb,
  tenantId: number,
  input: DictionaryEntryInput,
): Promise<DictionaryEntry | null> {
  const row = await db
    .insertInto('commerce.dictionary_entries')
    .values({
      tenant_id: tenantId,
      type: input.type,
      value: input.value,
      label_pl: input.labelPl.trim(),
      label_en: input.labelEn.trim(),
      is_active: input.isActive,
      is_system: false,
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'type', 'value']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** Relabels or switches a custom value; null when the tenant's dictionary has no such value. */
export async function updateCustomEntry(
  db: CommerceDb,
  tenantId: number,
  input: DictionaryEntryInput,
): Promise<DictionaryEntry | null> {
  const row = await db
    .updateTable('commerce.dictionary_entries')
    .set({
      label_pl: input.labelPl.trim(),
      label_en: input.labelEn.trim(),
      is_active: input.isActive,
    })
    .where('tenant_id', '=', tenantId)
    .where('type', '=', input.type)
    .where('value', '=', input.value)
    .where('is_system', '=', false)
    .returningAll()
    .executeTakeFirst();
  return row ? toEntry(row) : null;
}

/** Seeds a custom dictionary's values once (a value the tenant already has is kept). */
export async function seedCustomEntries(
  db: CommerceDb,
  tenantId: number,
  entries: DictionaryEntryInput[],
): Promise<void> {
  if (!entries.length) return;
  await db
    .insertInto('commerce.dictionary_entries')
    .values(
      entries.map((e) => ({
        tenant_id: tenantId,
        type: e.type,
        value: e.value,
        label_pl: e.labelPl,
        label_en: e.labelEn,
        is_active: e.isActive,
      })),
    )
    .onConflict((oc) => oc.columns(['tenant_id', 'type', 'value']).doNothing())
    .execute();
}
