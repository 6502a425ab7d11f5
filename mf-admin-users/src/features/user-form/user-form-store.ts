/**
 * The add/edit user screen: loads the user (edit), the roles and companies to choose from and the
 * groups of the chosen company; keeps the form, validates with the contract, saves (CreateUser /
 * UpdateUser, with the user's own permission overrides) and moves on to the edit page of a new
 * user (limits, password, linked accounts and MPKs live there).
 */
import { atom } from 'nanostores';
import type {
  OrganizationGroup,
  OrganizationUnitRow,
  Role,
  UserForEdit,
} from '@armatura/shared-libs/contracts';
import { navigate } from '@armatura/shared-libs/routing';
import { notify } from '@armatura/shared-libs/ui';
import { companiesApi, rolesApi, usersApi } from '../api/users-api';
import { errorMessage } from '../errors';
import { usersTexts } from '../texts/users-texts';
import {
  emptyUserForm,
  userBody,
  userToForm,
  validateUser,
  type UserForm,
  type UserFormErrors,
} from './user-form';
import { overrideList, overridesOf, type Overrides } from './user-permissions';

export const USER_LIST_PATH = '/kokpit/konta/uzytkownik';
export const userEditPath = (id: number) => `${USER_LIST_PATH}/edytuj/${id}`;

export interface FormStatus {
  phase: 'loading' | 'ready' | 'saving' | 'error';
  error: string | null;
}

export const $userForm = atom<UserForm>(emptyUserForm());
export const $userFormErrors = atom<UserFormErrors>({});
export const $userFormStatus = atom<FormStatus>({ phase: 'loading', error: null });
/** The edited user as the server answered (null when adding). */
export const $editedUser = atom<UserForEdit | null>(null);
export const $roleChoices = atom<Role[]>([]);
export const $companyOptions = atom<OrganizationUnitRow[]>([]);
export const $groupOptions = atom<OrganizationGroup[]>([]);
/** The edited user's own permission overrides as the form has them (saved with UpdateUser). */
export const $userOverrides = atom<Overrides>({});

async function loadGroups(unitId: number | null): Promise<void> {
  $groupOptions.set(unitId ? (await companiesApi.groups(unitId)).items : []);
}

/** Opens the form: `userId` null adds (optionally in a company, from the company screen). */
export async function openUserForm(
  userId: number | null,
  companyId: number | null = null,
): Promise<void> {
  $userFormStatus.set({ phase: 'loading', error: null });
  $userFormErrors.set({});
  try {
    const [user, roles, companies] = await Promise.all([
      userId === null ? Promise.resolve(null) : usersApi.get(userId),
      rolesApi.all(),
      companiesApi.all(),
    ]);
    const form = user ? userToForm(user.user) : emptyUserForm(companyId);
    if (!user && companyId) {
      const company = companies.items.find((c) => c.id === companyId);
      if (company?.contractorId) form.contractorId = String(company.contractorId);
      if (roles.items.some((r) => r.name === 'CustomerB2B')) form.roleNames = ['CustomerB2B'];
    }
    await loadGroups(form.organizationUnitId);
    $editedUser.set(user);
    $userOverrides.set(overridesOf(user?.permissions ?? []));
    $roleChoices.set(roles.items);
    $companyOptions.set(companies.items);
    $userForm.set(form);
    $userFormStatus.set({ phase: 'ready', error: null });
  } catch (error) {
    $userFormStatus.set({ phase: 'error', error: errorMessage(error) });
  }
}

export function setUserField<K extends keyof UserForm>(field: K, value: UserForm[K]): void {
  $userForm.set({ ...$userForm.get(), [field]: value });
  if ($userFormErrors.get()[field]) {
    const { [field]: _fixed, ...rest } = $userFormErrors.get();
    $userFormErrors.set(rest);
  }
}

/** Another company: its groups, no group yet, and its contractor when the user had none. */
export async function chooseCompany(unitId: number | null): Promise<void> {
  const form = $userForm.get();
  const company = $companyOptions.get().find((c) => c.id === unitId);
  $userForm.set({
    ...form,
    organizationUnitId: unitId,
    organizationGroupId: null,
    contractorId:
      form.contractorId || !company?.contractorId
        ? form.contractorId
        : String(company.contractorId),
    type: unitId && form.type === 'B2C' ? 'B2B' : form.type,
  });
  try {
    await loadGroups(unitId);
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
  }
}

export function toggleRole(name: string, on: boolean): void {
  const names = $userForm.get().roleNames.filter((n) => n !== name);
  setUserField('roleNames', on ? [...names, name] : names);
}

/** Validates, saves; a new user opens in the edit page. Answers whether it saved. */
export async function saveUser(): Promise<boolean> {
  const form = $userForm.get();
  const edited = $editedUser.get();
  const errors = validateUser(form, edited?.user.id ?? null);
  $userFormErrors.set(errors);
  if (Object.keys(errors).length > 0) {
    notify({ type: 'error', title: usersTexts.t('vFix') });
    return false;
  }
  $userFormStatus.set({ phase: 'saving', error: null });
  try {
    const { password: _p, shouldChangePasswordOnNextLogin: _s, ...fields } = userBody(form);
    const saved = edited
      ? await usersApi.update({
          ...fields,
          id: edited.user.id,
          permissions: overrideList($userOverrides.get()),
        })
      : await usersApi.create(userBody(form));
    notify({ type: 'success', title: usersTexts.t('userSaved') });
    if (edited) await openUserForm(saved.id);
    else navigate(userEditPath(saved.id));
    return true;
  } catch (error) {
    $userFormStatus.set({ phase: 'ready', error: errorMessage(error) });
    return false;
  }
}
