import { sql, type Migration } from 'kysely';

// Soft delete of users (User/DeleteUser): the row stays, so orders, documents and the audit log
// still name who did what, and the user name and e-mail stay taken (a new account under a deleted
// one's address would receive what was meant for the old one). `deleted_at` takes the user out of
// every administration list; `is_active = false` (set with it) ends the sessions and the sign-in.
export const userDeletion: Migration = {
  async up(db) {
    await sql`alter table shell.users add column deleted_at timestamptz`.execute(db);
  },
};
