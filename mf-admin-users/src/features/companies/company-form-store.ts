/**
 * The add/edit company screen: loads the company (GetOrganizationUnit: addresses, groups, members,
 * managers), keeps and validates the form, saves it (CreateOrUpdateOrganizationUnit) and opens a
 * new company on its edit page, where groups and members are managed (company-groups-store.ts).
 * The contractor is chosen from the ERP's list (Contractor/GetAll, searched as typed).
 */
import { atom } from 'nanostores';
import type { Contractor, OrganizationUnit } from '@armatura/shared-libs/contracts';
import { navigate } from '@armatura/shared-libs/routing';
import { notify } from '@armatura/shared-libs/ui';
import { companiesApi } from '../api/users-api';
import { errorMessage } from '../errors';
import { usersTexts } from '../texts/users-texts';
import type { FormStatus } from '../user-form/user-form-store';
import {
  companyBody,
  companyToForm,
  emptyAddress,
  emptyCompanyForm,
  validateCompany,
  type AddressForm,
  type CompanyErrors,
  type CompanyForm,
} from './company-form';

export const companyEditPath = (id: number) => `/kokpit/konta/firma/edytuj/${id}`;

export const $companyForm = atom<CompanyForm>(emptyCompanyForm());
export const $companyErrors = atom<CompanyErrors>({});
export const $companyStatus = atom<FormStatus>({ phase: 'loading', error: null });
export const $company = atom<OrganizationUnit | null>(null);
export const $contractorChoices = atom<Contractor[]>([]);

export async function openCompanyForm(id: number | null): Promise<void> {
  $companyStatus.set({ phase: 'loading', error: null });
  $companyErrors.set({});
  try {
    const company = id === null ? null : await companiesApi.get(id);
    $company.set(company);
    $companyForm.set(company ? companyToForm(company) : emptyCompanyForm());
    $contractorChoices.set(company?.contractor ? [contractorChoice(company.contractor)] : []);
    $companyStatus.set({ phase: 'ready', error: null });
  } catch (error) {
    $companyStatus.set({ phase: 'error', error: errorMessage(error) });
  }
}

/** The company's own contractor as a choice before any search. */
const contractorChoice = (c: { id: number; code: string; name: string }): Contractor => ({
  ...c,
  nip: null,
  email: null,
  phone: null,
  city: null,
  isActive: true,
});

/** Reloads the company after a change of its groups or members (the form keeps what was typed). */
export async function refreshCompany(): Promise<void> {
  const id = $company.get()?.id;
  if (!id) return;
  try {
    $company.set(await companiesApi.get(id));
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
  }
}

export function setCompanyField<K extends keyof CompanyForm>(field: K, value: CompanyForm[K]) {
  $companyForm.set({ ...$companyForm.get(), [field]: value });
  const { [field]: _fixed, ...rest } = $companyErrors.get();
  $companyErrors.set(rest);
}

export function setAddress(index: number, change: Partial<AddressForm>): void {
  const addresses = $companyForm.get().addresses.map((a, i) => {
    if (i === index) return { ...a, ...change };
    // One default address: choosing one clears the others.
    return change.isDefault ? { ...a, isDefault: false } : a;
  });
  setCompanyField('addresses', addresses);
}
export const addAddress = () => {
  const list = $companyForm.get().addresses;
  setCompanyField('addresses', [...list, emptyAddress(list.length === 0)]);
};
export const removeAddress = (index: number) =>
  setCompanyField(
    'addresses',
    $companyForm.get().addresses.filter((_, i) => i !== index),
  );

export function toggleManager(userId: number, on: boolean): void {
  const ids = $companyForm.get().managerUserIds.filter((id) => id !== userId);
  setCompanyField('managerUserIds', on ? [...ids, userId] : ids);
}

let latestSearch = 0;
export async function searchContractors(text: string): Promise<void> {
  const ticket = ++latestSearch;
  try {
    const page = await companiesApi.contractors(text.trim());
    if (ticket === latestSearch) $contractorChoices.set(page.items);
  } catch {
    // the choices stay as they were; saving still checks the contractor on the server
  }
}

export async function saveCompany(): Promise<boolean> {
  const form = $companyForm.get();
  const errors = validateCompany(form);
  $companyErrors.set(errors);
  if (Object.keys(errors).length > 0) {
    notify({ type: 'error', title: usersTexts.t('vFix') });
    return false;
  }
  const current = $company.get();
  $companyStatus.set({ phase: 'saving', error: null });
  try {
    const saved = await companiesApi.save(companyBody(form, current?.id ?? null));
    notify({ type: 'success', title: usersTexts.t('companySaved') });
    $company.set(saved);
    $companyForm.set(companyToForm(saved));
    $companyStatus.set({ phase: 'ready', error: null });
    if (!current) navigate(companyEditPath(saved.id));
    return true;
  } catch (error) {
    $companyStatus.set({ phase: 'ready', error: errorMessage(error) });
    return false;
  }
}
