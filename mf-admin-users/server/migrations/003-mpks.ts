import { sql, type Migration } from 'kysely';

// Cost centres (MPK, miejsca powstawania kosztów) a B2B buyer books an order to. An MPK belongs to
// a company (every buyer of the unit may use it) or to one user (only they may); the shell keeps
// the user, so `user_id` is a plain number checked through the identity module API.
export const mpks: Migration = {
  async up(db) {
    await sql`create table users.mpks (
      id serial primary key,
      tenant_id integer not null,
      organization_unit_id integer,
      user_id integer,
      code text not null,
      name text not null,
      is_active boolean not null default true,
      check ((organization_unit_id is null) <> (user_id is null))
    )`.execute(db);
    await sql`create unique index mpks_code on users.mpks (tenant_id, lower(code))`.execute(db);
    await sql`create index mpks_unit on users.mpks (tenant_id, organization_unit_id)`.execute(db);
    await sql`create index mpks_user on users.mpks (tenant_id, user_id)`.execute(db);
  },
};
