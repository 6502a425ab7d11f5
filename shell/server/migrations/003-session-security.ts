import { sql, type Migration } from 'kysely';

// Session security: a per-user token version (every access token carries it; the permission
// resolver refuses a token whose version is not the user's current one) and per-account sign-in
// throttling (failed attempts, lockout window).
//
// The version moves in the database itself, so no write path can forget it: a new password hash,
// a change of is_active, any change of the user's roles or of their own permission grants bumps it.
// `revokeSessions` (identity module API) bumps it explicitly.
export const sessionSecurity: Migration = {
  async up(db) {
    await sql`alter table shell.users
      add column token_version integer not null default 0,
      add column failed_login_count integer not null default 0,
      add column lockout_end_at timestamptz`.execute(db);

    await sql`create function shell.bump_token_version_on_credentials() returns trigger language plpgsql as $$
      begin
        new.token_version := old.token_version + 1;
        return new;
      end $$`.execute(db);
    await sql`create trigger users_credentials_changed before update on shell.users for each row
      when (old.password_hash is distinct from new.password_hash or old.is_active is distinct from new.is_active)
      execute function shell.bump_token_version_on_credentials()`.execute(db);

    await sql`create function shell.bump_token_version_on_grants() returns trigger language plpgsql as $$
      begin
        if tg_op in ('INSERT', 'UPDATE') then
          update shell.users set token_version = token_version + 1 where id = new.user_id;
        end if;
        if tg_op in ('DELETE', 'UPDATE') then
          update shell.users set token_version = token_version + 1 where id = old.user_id;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger user_roles_changed after insert or update or delete on shell.user_roles
      for each row execute function shell.bump_token_version_on_grants()`.execute(db);
    await sql`create trigger user_permissions_changed after insert or update or delete on shell.user_permissions
      for each row execute function shell.bump_token_version_on_grants()`.execute(db);
  },
};
