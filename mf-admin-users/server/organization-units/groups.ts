// Groups inside a company and who belongs to them. A group with users is not deleted (409): its
// users would silently lose the group their limits and approvals may be set up for.
import { conflict, notFound, type ModuleContext } from '@armatura/shared-libs/server';
import {
  ORGANIZATION_MESSAGES,
  type CreateOrganizationGroup,
  type OrganizationGroup,
  type OrganizationGroupMembers,
  type OrganizationGroupPage,
  type UpdateOrganizationGroup,
} from '@armatura/shared-libs/contracts';
import type { UsersDb } from '../db/tables.js';
import {
  deleteGroup,
  findGroup,
  groupNameTaken,
  insertGroup,
  listGroups,
  updateGroup,
  type GroupRow,
} from './group-repository.js';
import { byTitle, identityOf, joinableUsers, toMember } from './members.js';
import { unitManagers } from './manager-repository.js';
import { findUnitRow } from './repository.js';
import { moveUsers } from './move-users.js';

async function requireGroup(db: UsersDb, tenantId: number, id: number): Promise<GroupRow> {
  const group = await findGroup(db, tenantId, id);
  if (!group) throw notFound(ORGANIZATION_MESSAGES.groupNotFound);
  return group;
}

async function groupMembers(ctx: ModuleContext, tenantId: number, group: GroupRow) {
  return identityOf(ctx).organizationMembers(tenantId, { organizationGroupId: group.id });
}

/** One page of a company's groups, each with how many users it holds. */
export async function listUnitGroups(
  ctx: ModuleContext,
  tenantId: number,
  q: Parameters<typeof listGroups>[2],
): Promise<OrganizationGroupPage> {
  const db: UsersDb = ctx.db;
  if (!(await findUnitRow(db, tenantId, q.unitId)))
    throw notFound(ORGANIZATION_MESSAGES.unitNotFound);
  const page = await listGroups(db, tenantId, q);
  const users = await identityOf(ctx).organizationMembers(tenantId, {
    organizationUnitId: q.unitId,
  });
  return {
    totalCount: page.totalCount,
    items: page.items.map((g) => ({
      ...g,
      memberCount: users.filter((u) => u.organizationGroupId === g.id).length,
    })),
  };
}

export async function createGroup(
  ctx: ModuleContext,
  tenantId: number,
  input: CreateOrganizationGroup,
): Promise<OrganizationGroup> {
  const db: UsersDb = ctx.db;
  if (!(await findUnitRow(db, tenantId, input.organizationUnitId)))
    throw notFound(ORGANIZATION_MESSAGES.unitNotFound);
  const name = input.name.trim();
  if (await groupNameTaken(db, input.organizationUnitId, name, null))
    throw conflict(ORGANIZATION_MESSAGES.groupNameTaken);
  const group = await insertGroup(db, tenantId, {
    organizationUnitId: input.organizationUnitId,
    name,
    description: input.description?.trim() || null,
  });
  return { ...group, memberCount: 0 };
}

export async function renameGroup(
  ctx: ModuleContext,
  tenantId: number,
  input: UpdateOrganizationGroup,
): Promise<OrganizationGroup> {
  const db: UsersDb = ctx.db;
  const current = await requireGroup(db, tenantId, input.id);
  const name = input.name.trim();
  if (await groupNameTaken(db, current.organizationUnitId, name, current.id))
    throw conflict(ORGANIZATION_MESSAGES.groupNameTaken);
  const group = await updateGroup(db, tenantId, current.id, {
    name,
    description:
      input.description === undefined ? current.description : input.description?.trim() || null,
  });
  return { ...group, memberCount: (await groupMembers(ctx, tenantId, group)).length };
}

export async function removeGroup(ctx: ModuleContext, tenantId: number, id: number) {
  const db: UsersDb = ctx.db;
  const group = await requireGroup(db, tenantId, id);
  const members = await groupMembers(ctx, tenantId, group);
  if (members.length > 0)
    throw conflict(
      `Nie można usunąć grupy „${group.name}”: należą do niej użytkownicy (${members.length}). Najpierw ich odłącz.`,
    );
  await deleteGroup(db, tenantId, id);
}

async function membersAnswer(
  ctx: ModuleContext,
  tenantId: number,
  group: GroupRow,
): Promise<OrganizationGroupMembers> {
  const managers = new Set(await unitManagers(ctx.db, group.organizationUnitId));
  const users = await groupMembers(ctx, tenantId, group);
  return { items: users.sort(byTitle).map((u) => toMember(u, managers)) };
}

/** The users join the group and so its company; a company's contractor becomes theirs. */
export async function joinGroup(
  ctx: ModuleContext,
  tenantId: number,
  groupId: number,
  userIds: number[],
): Promise<OrganizationGroupMembers> {
  const db: UsersDb = ctx.db;
  const identity = identityOf(ctx);
  const group = await requireGroup(db, tenantId, groupId);
  const unit = (await findUnitRow(db, tenantId, group.organizationUnitId))!;
  const users = await joinableUsers(identity, tenantId, unit.id, userIds);
  await moveUsers(identity, tenantId, users, {
    organizationUnitId: unit.id,
    organizationGroupId: group.id,
    ...(unit.contractor_id !== null ? { contractorId: unit.contractor_id } : {}),
  });
  return membersAnswer(ctx, tenantId, group);
}

/** The user leaves the group and stays in the company (its manager, if they were). */
export async function unpinFromGroup(
  ctx: ModuleContext,
  tenantId: number,
  groupId: number,
  userId: number,
): Promise<OrganizationGroupMembers> {
  const identity = identityOf(ctx);
  const group = await requireGroup(ctx.db, tenantId, groupId);
  const user = await identity.getUser(tenantId, userId);
  if (!user) throw notFound(ORGANIZATION_MESSAGES.userNotFound);
  if (user.organizationGroupId !== group.id) throw notFound(ORGANIZATION_MESSAGES.notInGroup);
  await moveUsers(identity, tenantId, [user], { organizationGroupId: null });
  return membersAnswer(ctx, tenantId, group);
}
