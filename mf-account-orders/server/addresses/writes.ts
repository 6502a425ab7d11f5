// Saving, changing and deleting a user's address. Each write is one transaction: the "one default
// per user" rule moves the default from one entry to another, and both changes must land together.
import { validationError } from '@armatura/shared-libs/server';
import {
  addressProblems,
  type AccountAddress,
  type AddressInput,
  type AddressUpdate,
} from '@armatura/shared-libs/contracts';
import type { AccountDb } from '../db/tables.js';
import {
  assertPlaceFree,
  clearDefault,
  columnsOf,
  findAddress,
  hasAddresses,
  promoteDefault,
  toAddress,
  type Owner,
} from './repository.js';

/** The checks the schema cannot make (NIP checksum, company name), with Polish messages. */
export function assertValidAddress(input: AddressInput) {
  const problems = addressProblems(input);
  if (problems.length) throw validationError(problems[0]!.message, problems);
}

export async function createAddress(
  db: AccountDb,
  owner: Owner,
  input: AddressInput,
): Promise<AccountAddress> {
  assertValidAddress(input);
  const columns = columnsOf(input);
  return db.transaction().execute(async (tx) => {
    await assertPlaceFree(tx, owner, columns.place_key);
    // The first address a user saves is their default.
    const makeDefault = !!input.isDefault || !(await hasAddresses(tx, owner));
    if (makeDefault) await clearDefault(tx, owner);
    const row = await tx
      .insertInto('account.addresses')
      .values({
        ...columns,
        tenant_id: owner.tenantId,
        user_id: owner.userId,
        is_default: makeDefault,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAddress(row);
  });
}

export async function updateAddress(
  db: AccountDb,
  owner: Owner,
  input: AddressUpdate,
): Promise<AccountAddress> {
  assertValidAddress(input);
  const columns = columnsOf(input);
  return db.transaction().execute(async (tx) => {
    const current = await findAddress(tx, owner, input.id);
    await assertPlaceFree(tx, owner, columns.place_key, current.id);
    // Absent isDefault keeps the entry's state; true takes the default from another entry.
    const isDefault = input.isDefault ?? current.is_default;
    if (isDefault && !current.is_default) await clearDefault(tx, owner);
    const row = await tx
      .updateTable('account.addresses')
      .set({ ...columns, is_default: isDefault, updated_at: new Date() })
      .where('id', '=', current.id)
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAddress(row);
  });
}

export async function deleteAddress(db: AccountDb, owner: Owner, id: number): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const current = await findAddress(tx, owner, id);
    await tx
      .deleteFrom('account.addresses')
      .where('id', '=', current.id)
      .where('tenant_id', '=', owner.tenantId)
      .where('user_id', '=', owner.userId)
      .execute();
    // A user who had a default keeps one while any address is left.
    if (current.is_default) await promoteDefault(tx, owner);
  });
}
