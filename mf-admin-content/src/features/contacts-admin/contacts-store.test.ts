// @vitest-environment happy-dom
// The contacts store against the real API host: staff list messages with a filter and paging,
// marking one handled under the "to handle" filter takes it off the page, and deleting the only
// message of the last page steps back a page instead of showing an empty one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import type { Contact } from '@armatura/shared-libs/contracts';
import { post } from '@armatura/shared-libs/http';
import { signIn } from '@armatura/shared-libs/session';
import {
  $contactActionError,
  $contactsView,
  changeContacts,
  contacts,
  deleteContact,
  setHandled,
} from './contacts-store';

let host: TestApiHost;
const tag = `magazyn-${Date.now()}`;

beforeAll(async () => {
  host = await startTestApiHost();
  await signIn({ userNameOrEmailAddress: 'admin', password: DEMO_PASSWORD, rememberMe: false });
  for (let i = 1; i <= 6; i += 1)
    await post<Contact>(
      '/api/services/app/Contacts/Create',
      {
        name: `Klient ${i}`,
        email: `klient${i}@example.com`,
        subject: `${tag} ${i}`,
        message: 'Telefonicznie: prośba o kontakt w sprawie dostawy.',
      },
      { silent: true },
    );
}, 120_000);
afterAll(() => host?.close());

const items = () => contacts.$state.get().data?.items ?? [];

describe('the contacts store', () => {
  it('pages the filtered messages, newest first', async () => {
    await changeContacts({ filter: tag, handled: 'all', pageSize: 5 });
    expect(contacts.$state.get().data?.totalCount).toBe(6);
    expect(items().map((c) => c.subject)[0]).toBe(`${tag} 6`);
    await changeContacts({ page: 2 });
    expect(items().map((c) => c.subject)).toEqual([`${tag} 1`]);
  });

  it('steps back a page when the last message of a page is deleted', async () => {
    expect(await deleteContact(items()[0]!)).toBe(true);
    expect($contactsView.get().page).toBe(1);
    expect(items()).toHaveLength(5);
    expect(contacts.$state.get().data?.totalCount).toBe(5);
  });

  it('marks a message handled: it leaves the "to handle" list', async () => {
    await changeContacts({ handled: 'open' });
    const first = items()[0]!;
    expect(await setHandled(first, true)).toBe(true);
    expect(items().map((c) => c.id)).not.toContain(first.id);
    await changeContacts({ handled: 'handled' });
    expect(items().map((c) => c.id)).toEqual([first.id]);
  });

  it('says the server message when the message is already gone', async () => {
    const gone = items()[0]!;
    await deleteContact(gone);
    expect(await deleteContact(gone)).toBe(false);
    expect($contactActionError.get()).toBe('Nie znaleziono wiadomości.');
  });
});
