import { sql, type Migration } from 'kysely';

// Spending limits per organisation group: a limit row belongs to exactly one user or one group (at
// most one active per group, as per user). A reservation remembers the group its user was in when
// it was made, so the group's spending in a period is a sum over one indexed column and does not
// change when a member later moves to another group.
export const groupLimits: Migration = {
  async up(db) {
    await sql`alter table users.user_limits alter column user_id drop not null`.execute(db);
    await sql`alter table users.user_limits add column organization_group_id integer
      references users.organization_groups (id) on delete cascade`.execute(db);
    await sql`alter table users.user_limits add constraint user_limits_one_owner
      check ((user_id is null) <> (organization_group_id is null))`.execute(db);
    await sql`create unique index user_limits_one_active_group on users.user_limits (tenant_id, organization_group_id) where is_active and organization_group_id is not null`.execute(
      db,
    );
    await sql`alter table users.limit_reservations add column organization_group_id integer`.execute(
      db,
    );
    await sql`create index limit_reservations_group_usage on users.limit_reservations (tenant_id, organization_group_id, created_at) where released_at is null and organization_group_id is not null`.execute(
      db,
    );
  },
};
