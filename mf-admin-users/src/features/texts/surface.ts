// The titles and menu labels this remote publishes in its surface (src/public/routes.ts), in both
// UI languages: texts live with the remote's dictionaries, never in its code.
import type { LocalizedText } from '@armatura/shared-libs/federation';

export const SURFACE_TEXTS = {
  users: { pl: 'Użytkownicy', en: 'Users' },
  roles: { pl: 'Role', en: 'Roles' },
  addUser: { pl: 'Dodaj użytkownika', en: 'Add user' },
  editUser: { pl: 'Edytuj użytkownika', en: 'Edit user' },
  addCompany: { pl: 'Dodaj firmę', en: 'Add company' },
  editCompany: { pl: 'Edytuj firmę', en: 'Edit company' },
  addRole: { pl: 'Dodaj rolę', en: 'Add role' },
  editRole: { pl: 'Edytuj rolę', en: 'Edit role' },
} satisfies Record<string, LocalizedText>;
