// A company (organisation unit) as its edit screen reads and saves it. Validation and every read
// happen before the transaction; the transaction writes this schema's rows and, through the identity
// API on the same transaction, the users' company and contractor columns.
import {
  inTransaction,
  notFound,
  validationError,
  type ModuleContext,
} from '@armatura/shared-libs/server';
import {
  identifierDigits,
  organizationUnitProblems,
  ORGANIZATION_MESSAGES,
  type OrganizationUnit,
  type OrganizationUnitInput,
} from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';
import { findContractor } from '../contractors/repository.js';
import { unitGroups } from './group-repository.js';
import { byTitle, identityOf, joinableUsers, toMember, type Identity } from './members.js';
import { replaceAddresses, unitAddresses } from './address-repository.js';
import { replaceManagers, unitManagers } from './manager-repository.js';
import { findUnitRow, insertUnit, updateUnit } from './repository.js';
import { moveUsers } from './move-users.js';

export async function loadUnit(
  ctx: ModuleContext,
  tenantId: number,
  id: number,
): Promise<OrganizationUnit> {
  const db: UsersDb = ctx.db;
  const row = await findUnitRow(db, tenantId, id);
  if (!row) throw notFound(ORGANIZATION_MESSAGES.unitNotFound);
  const contractor = row.contractor_id
    ? await findContractor(db, tenantId, row.contractor_id)
    : null;
  const users = await identityOf(ctx).organizationMembers(tenantId, { organizationUnitId: id });
  const memberIds = new Set(users.map((u) => u.id));
  // A manager moved out of the company by their user form manages it no more.
  const managerIds = new Set((await unitManagers(db, id)).filter((m) => memberIds.has(m)));
  const groups = await unitGroups(db, tenantId, id);
  return {
    id: row.id,
    displayName: row.display_name,
    nip: row.nip,
    regon: row.regon,
    contractorId: row.contractor_id,
    contractor: contractor && { id: contractor.id, code: contractor.code, name: contractor.name },
    email: row.email,
    phone: row.phone,
    addresses: await unitAddresses(db, id),
    groups: groups.map((g) => ({
      ...g,
      memberCount: users.filter((u) => u.organizationGroupId === g.id).length,
    })),
    members: users.sort(byTitle).map((u) => toMember(u, managerIds)),
    managerUserIds: [...managerIds].sort((a, b) => a - b),
    creationTime: new Date(row.created_at).toISOString(),
    lastModificationTime: new Date(row.updated_at).toISOString(),
  };
}

/** Absent optional fields keep what an existing company has; null clears them. */
const keep = <T>(sent: T | undefined, current: T) => (sent === undefined ? current : sent);

export async function saveUnit(
  ctx: ModuleContext,
  tenantId: number,
  input: OrganizationUnitInput,
): Promise<OrganizationUnit> {
  const db: UsersDb = ctx.db;
  const identity = identityOf(ctx);
  const problems = organizationUnitProblems(input);
  if (problems.length > 0) throw validationError(problems[0]!.message, problems);
  const existing = input.id ? await findUnitRow(db, tenantId, input.id) : null;
  if (input.id && !existing) throw notFound(ORGANIZATION_MESSAGES.unitNotFound);
  const contractorId = keep(input.contractorId, existing?.contractor_id ?? null);
  if (contractorId !== null && !(await findContractor(db, tenantId, contractorId)))
    throw notFound(ORGANIZATION_MESSAGES.contractorNotFound);
  const managers = input.managerUserIds
    ? await joinableUsers(identity, tenantId, existing?.id ?? null, input.managerUserIds)
    : null;
  const fields = {
    displayName: input.displayName.trim(),
    nip: identifierDigits(input.nip),
    regon: input.regon ? identifierDigits(input.regon) : keep(input.regon, existing?.regon ?? null),
    contractorId,
    email: keep(input.email, existing?.email ?? null)?.trim() || null,
    phone: keep(input.phone, existing?.phone ?? null)?.trim() || null,
  };
  const id = await inTransaction(db, async (tx) => {
    const unitId = existing ? existing.id : await insertUnit(tx, tenantId, fields);
    if (existing) await updateUnit(tx, tenantId, unitId, fields);
    if (input.addresses) await replaceAddresses(tx, tenantId, unitId, input.addresses);
    if (managers) {
      await replaceManagers(
        tx,
        tenantId,
        unitId,
        managers.map((m) => m.id),
      );
      const newcomers = managers.filter((m) => m.organizationUnitId !== unitId);
      await moveUsers(
        identity,
        tenantId,
        newcomers,
        { organizationUnitId: unitId, organizationGroupId: null },
        tx,
      );
    }
    if (contractorId !== null)
      await giveMembersContractor(identity, tenantId, unitId, contractorId, tx);
    return unitId;
  });
  return loadUnit(ctx, tenantId, id);
}

/** A company's users buy for its contractor (catalogue contracts and discounts follow it). */
async function giveMembersContractor(
  identity: Identity,
  tenantId: number,
  unitId: number,
  contractorId: number,
  tx: UsersDb,
) {
  const members = await identity.organizationMembers(tenantId, { organizationUnitId: unitId }, tx);
  await moveUsers(identity, tenantId, members, { contractorId }, tx);
}
