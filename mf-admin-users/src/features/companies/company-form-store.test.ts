// @vitest-environment happy-dom
// The company screens' stores against the REAL API host: the form refuses a bad NIP with the
// contract's message before any request, a saved company gets a group and a member, and the
// server's refusal to delete a group with users comes back as its Polish message.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES, type AdminUser } from '@armatura/shared-libs/contracts';
import { $notices } from '@armatura/shared-libs/notices';
import { startTestApiHost, type TestApiHost } from '@armatura/deploy/testing';
import { signInStaff, type StaffSession } from '../testing/staff-session';
import {
  $company,
  $companyErrors,
  addAddress,
  openCompanyForm,
  saveCompany,
  setAddress,
  setCompanyField,
} from './company-form-store';
import { addGroup, deleteGroup, joinGroup, unpinFromGroup } from './company-groups-store';

let host: TestApiHost;
let staff: StaffSession;
beforeAll(async () => {
  host = await startTestApiHost();
  staff = await signInStaff(host, 'konta');
  window.history.replaceState(null, '', '/kokpit/konta/firma/dodaj');
});
afterAll(() => host?.close());
beforeEach(() => $notices.set([]));

const companyCount = async () =>
  (await staff.get<{ totalCount: number }>('OrganizationUnit/GetAll', { maxResultCount: 1 }))
    .totalCount;

describe('company form stores (real API)', () => {
  it('refuses a wrong NIP checksum and postal code before sending', async () => {
    await openCompanyForm(null);
    const before = await companyCount();
    setCompanyField('displayName', 'Testowa Sp. z o.o.');
    setCompanyField('nip', '5260250275');
    addAddress();
    setAddress(0, { street: 'ul. Prosta 1', postalCode: '00123', city: 'Warszawa' });
    expect(await saveCompany()).toBe(false);
    expect($companyErrors.get()).toMatchObject({
      nip: ORGANIZATION_MESSAGES.nip,
      'addresses[0].postalCode': ORGANIZATION_MESSAGES.postalCode,
    });
    expect(await companyCount()).toBe(before);
  });

  it('saves a company, adds a group, joins and unpins a user; a group with users stays', async () => {
    setCompanyField('nip', '526-025-02-74');
    setAddress(0, { postalCode: '00-123' });
    expect(await saveCompany()).toBe(true);
    const company = $company.get()!;
    expect(company).toMatchObject({ displayName: 'Testowa Sp. z o.o.', nip: '5260250274' });
    expect(window.location.pathname).toBe(`/kokpit/konta/firma/edytuj/${company.id}`);
    expect(company.addresses).toMatchObject([{ city: 'Warszawa', isDefault: true }]);

    expect(await addGroup('Zakupy', 'Dział zakupów')).toBe(true);
    const group = $company.get()!.groups.find((g) => g.name === 'Zakupy')!;
    const buyer = await staff.post<AdminUser>('User/CreateUser', {
      userName: 'kupiec-testowy',
      name: 'Kupiec',
      surname: 'Testowy',
      emailAddress: 'kupiec-testowy@example.pl',
      type: 'B2B',
      roleNames: [],
      password: 'Haslo-123',
    });
    expect(await joinGroup(group.id, buyer.id)).toBe(true);
    expect($company.get()!.members).toMatchObject([
      { id: buyer.id, organizationGroupId: group.id },
    ]);

    expect(await deleteGroup(group.id, group.name)).toBe(false);
    expect($notices.get().at(-1)).toMatchObject({
      type: 'error',
      title: expect.stringContaining('należą do niej użytkownicy'),
    });
    expect(await unpinFromGroup(group.id, buyer.id)).toBe(true);
    expect(await deleteGroup(group.id, group.name)).toBe(true);
    expect($company.get()!.groups).toEqual([]);
  });
});
