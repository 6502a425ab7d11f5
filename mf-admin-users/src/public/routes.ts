// mf_admin_users' public surface: its routes, menu entries and page titles, as data. The build
// puts it into dist/mf-manifest.json (`armatura.surface`) and the shell composes its route table
// from it at start, so a new screen, menu entry or title needs no shell release. Paths stay under
// this team's area, /kokpit/konta (shell/src/routing/areas.ts); see ARCHITECTURE.md "Routing".
import type { LocalizedText, RemoteSurface, SurfaceRoute } from '@armatura/shared-libs/federation';
import { SURFACE_TEXTS } from '../features/texts/surface';

/** Every screen of the back office's accounts area: signed in, with the area's permission. */
const screen = (
  path: string,
  id: string,
  permission: string,
  title: LocalizedText,
): SurfaceRoute => ({
  path: `/kokpit/konta${path}`,
  screen: id,
  requiresAuth: true,
  permission,
  title,
});

const USERS: LocalizedText = SURFACE_TEXTS.users;
const ROLES: LocalizedText = SURFACE_TEXTS.roles;
const U = 'Pages.UserManagement';
const R = 'Pages.RoleManagement';

export const surface: RemoteSurface = {
  routes: [
    screen('/uzytkownik', 'users.userList', U, USERS),
    screen('/uzytkownik/dodaj', 'users.userAdd', U, SURFACE_TEXTS.addUser),
    screen('/uzytkownik/edytuj/:userId', 'users.userEdit', U, SURFACE_TEXTS.editUser),
    screen('/firma/dodaj', 'users.companyAdd', U, SURFACE_TEXTS.addCompany),
    screen('/firma/edytuj/:companyId', 'users.companyEdit', U, SURFACE_TEXTS.editCompany),
    screen('/rola', 'users.roleList', R, ROLES),
    screen('/rola/dodaj', 'users.roleAdd', R, SURFACE_TEXTS.addRole),
    screen('/rola/edytuj/:roleId', 'users.roleEdit', R, SURFACE_TEXTS.editRole),
  ],
  menu: [
    { menu: 'kokpit', href: '/kokpit/konta/uzytkownik', label: USERS, order: 20 },
    { menu: 'kokpit', href: '/kokpit/konta/rola', label: ROLES, order: 30 },
  ],
};
