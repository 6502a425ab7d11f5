/**
 * Contact messages in the back office (Pages.Contacts): the list (Contacts/GetAll with filter,
 * handled/open and paging 5 of 5/10/15), marking a message handled (Contacts/Update) and deleting
 * it (Contacts/Delete). After a change the page is loaded again, so counts and paging stay true.
 */
import { atom } from 'nanostores';
import {
  CONTACT_PAGE_SIZE,
  type Contact,
  type ContactListQuery,
  type ContactPage,
} from '@armatura/shared-libs/contracts';
import { createResource, del, get, normalizeError, put } from '@armatura/shared-libs/http';
import { localizeMessage } from '../texts/contract-messages';

const C = '/api/services/app/Contacts';

export type HandledFilter = 'all' | 'open' | 'handled';

export interface ContactsView {
  filter: string;
  handled: HandledFilter;
  page: number;
  pageSize: number;
}

export const $contactsView = atom<ContactsView>({
  filter: '',
  handled: 'all',
  page: 1,
  pageSize: CONTACT_PAGE_SIZE,
});

export function toContactsQuery(v: ContactsView): ContactListQuery {
  return {
    ...(v.filter.trim() ? { filter: v.filter.trim() } : {}),
    ...(v.handled === 'all' ? {} : { isHandled: v.handled === 'handled' }),
    skipCount: (v.page - 1) * v.pageSize,
    maxResultCount: v.pageSize,
  };
}

export const contacts = createResource<ContactPage, ContactListQuery>(
  (query) => get<ContactPage>(`${C}/GetAll`, query, { silent: true }),
  { force: true, keepPrevious: true },
);

/** A filter or page change; anything but the page itself starts again at page 1. */
export function changeContacts(change: Partial<ContactsView>): Promise<void> {
  const resetsPage = change.page === undefined;
  const next = { ...$contactsView.get(), ...(resetsPage ? { page: 1 } : {}), ...change };
  $contactsView.set(next);
  return contacts.load(toContactsQuery(next));
}

/** Errors of the last change (shown beside the list); null when it worked. */
export const $contactActionError = atom<string | null>(null);

async function act(run: () => Promise<unknown>, removesRow: boolean): Promise<boolean> {
  $contactActionError.set(null);
  try {
    await run();
  } catch (error) {
    $contactActionError.set(localizeMessage(normalizeError(error).message));
    return false;
  }
  // The last row of a page may be gone: step back a page rather than show an empty one.
  const view = $contactsView.get();
  const left = (contacts.$state.get().data?.items.length ?? 0) - (removesRow ? 1 : 0);
  if (left <= 0 && view.page > 1) await changeContacts({ page: view.page - 1 });
  else await contacts.load(toContactsQuery(view));
  return true;
}

export function setHandled(contact: Contact, isHandled: boolean): Promise<boolean> {
  // Under the open/handled filter the changed message leaves the page.
  const leaves = $contactsView.get().handled !== 'all';
  return act(
    () => put<Contact>(`${C}/Update`, { id: contact.id, isHandled }, { silent: true }),
    leaves,
  );
}

export function deleteContact(contact: Contact): Promise<boolean> {
  return act(() => del<null>(`${C}/Delete`, { id: contact.id }, { silent: true }), true);
}
