// The static Admin role holds every permission the platform defines, including those a domain
// module adds in a later release (seeding runs once per database, so a new permission would
// otherwise reach no administrator of an existing shop). Run at every start.
import { sql, type ModuleContext } from '@armatura/shared-libs/server';

export async function grantEveryPermissionToAdmin(ctx: ModuleContext): Promise<void> {
  const all = ctx.permissions.all().map((p) => p.name);
  if (all.length === 0) return;
  await sql`insert into shell.role_permissions (role_id, permission)
    select r.id, p.name from shell.roles r cross join unnest(${all}::text[]) as p(name)
    where r.name = 'Admin' and r.is_static
    on conflict do nothing`.execute(ctx.db);
}
