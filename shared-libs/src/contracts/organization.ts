// The companies and contractors API of the users domain (mf-admin-users `OrganizationUnit/*` and
// `Contractor/*`, Pages.UserManagement): the one contract. Routes validate with these schemas, the
// admin remote types its client with the `Static` types and validates its forms with the same
// schemas (`Value.Errors`) plus `organizationUnitProblems` for what a schema cannot say (NIP and
// REGON checksums, one default address), so the browser and the server give the same Polish
// messages. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { isValidNip, isValidPostalCode, isValidRegon } from '../format/validators.js';
import {
  EMAIL_PATTERN,
  NIP_PATTERN,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
} from './account-profile.js';
import {
  Id,
  IdQueryAnyCase,
  INT4_MAX,
  ListResult,
  Nullable,
  PagedResult,
  Text,
} from './schema-kit.js';

/** Contractors: 30 a page, the list offers 30, 60 and 90; their addresses 10 (back-office.md §9). */
export const CONTRACTOR_PAGE_SIZE = 30;
export const CONTRACTOR_PAGE_SIZES = [30, 60, 90] as const;
export const CONTRACTOR_ADDRESS_PAGE_SIZE = 10;
/** Companies and their groups are "other admin lists": 5 a page, options 5, 10 and 20. */
export const ORGANIZATION_PAGE_SIZE = 5;
export const ORGANIZATION_PAGE_SIZES = [5, 10, 20] as const;
/** No page is longer than this, whatever maxResultCount asks. */
export const ORGANIZATION_MAX_PAGE = 1000;
/** A REGON as typed: 9 or 14 digits, spaces and dashes allowed; the checksum in the problems. */
export const REGON_PATTERN = '^[0-9\\s-]{9,20}$';

export const ORGANIZATION_MESSAGES = {
  nip: 'Podaj poprawny NIP (10 cyfr, zgodny z sumą kontrolną).',
  regon: 'Podaj poprawny REGON (9 lub 14 cyfr, zgodny z sumą kontrolną).',
  postalCode: 'Kod pocztowy musi mieć format NN-NNN.',
  oneDefaultAddress: 'Tylko jeden adres firmy może być domyślny.',
  unitNotFound: 'Nie znaleziono firmy.',
  groupNotFound: 'Nie znaleziono grupy.',
  userNotFound: 'Nie znaleziono użytkownika.',
  contractorNotFound: 'Nie znaleziono kontrahenta.',
  groupNameTaken: 'Grupa o tej nazwie już istnieje w tej firmie.',
  notInGroup: 'Użytkownik nie należy do tej grupy.',
} as const;

const paging = (pageSize: number) => ({
  filter: Type.Optional(Text(200)),
  sorting: Type.Optional(Text(100)),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
  maxResultCount: Type.Integer({ minimum: 1, maximum: INT4_MAX, default: pageSize }),
});

// ---- Contractors --------------------------------------------------------------------------------

export const ContractorSchema = Type.Object({
  /** The ERP's number: what users' `contractorId` and the catalogue's contracts hold. */
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  /** 10 digits. */
  nip: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  /** The city of the default address. */
  city: Nullable(Type.String()),
  isActive: Type.Boolean(),
});
/** Contractor/GetAll: filter matches code, name or NIP. */
export const ContractorListQuerySchema = Type.Object(paging(CONTRACTOR_PAGE_SIZE));
export const CONTRACTOR_SORT_FIELDS = ['id', 'code', 'name', 'nip'] as const;
export const ContractorPageSchema = PagedResult(ContractorSchema);

export const ContractorAddressSchema = Type.Object({
  id: Type.Integer(),
  contractorId: Type.Integer(),
  label: Nullable(Type.String()),
  street: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  country: Type.String(),
  isDefault: Type.Boolean(),
});
/** Contractor/GetContractorAddresses: the default address first. */
export const ContractorAddressesQuerySchema = Type.Object({
  contractorId: Id(),
  skipCount: Type.Integer({ minimum: 0, maximum: INT4_MAX, default: 0 }),
  maxResultCount: Type.Integer({
    minimum: 1,
    maximum: INT4_MAX,
    default: CONTRACTOR_ADDRESS_PAGE_SIZE,
  }),
});
export const ContractorAddressPageSchema = PagedResult(ContractorAddressSchema);

// ---- Organisation units (companies) -------------------------------------------------------------

/** One address of a company as the form sends it (the whole list is saved at once). */
export const OrganizationAddressInputSchema = Type.Object({
  label: Type.Optional(Nullable(Text(100))),
  street: Text(200, { minLength: 3 }),
  postalCode: Text(6, { pattern: POSTAL_CODE_PATTERN }),
  city: Text(100, { minLength: 2 }),
  country: Type.Optional(Type.Literal('PL', { default: 'PL' })),
  isDefault: Type.Optional(Type.Boolean({ default: false })),
});
export const OrganizationAddressSchema = Type.Object({
  id: Type.Integer(),
  label: Nullable(Type.String()),
  street: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  country: Type.String(),
  isDefault: Type.Boolean(),
});

/**
 * OrganizationUnit/CreateOrUpdateOrganizationUnit body: no `id` creates. `addresses` and
 * `managerUserIds`, when sent, replace the lists (absent: unchanged). A manager must be a B2B user
 * of this company or of none (then they join it); linking a contractor makes it every member's.
 */
export const OrganizationUnitInputSchema = Type.Object({
  id: Type.Optional(Nullable(Id())),
  displayName: Text(200, { minLength: 2 }),
  nip: Text(20, { pattern: NIP_PATTERN }),
  regon: Type.Optional(Nullable(Text(20, { pattern: REGON_PATTERN }))),
  contractorId: Type.Optional(Nullable(Id())),
  email: Type.Optional(Nullable(Text(200, { pattern: EMAIL_PATTERN }))),
  phone: Type.Optional(Nullable(Text(30, { pattern: PHONE_PATTERN }))),
  addresses: Type.Optional(Type.Array(OrganizationAddressInputSchema, { maxItems: 20 })),
  managerUserIds: Type.Optional(Type.Array(Id(), { maxItems: 50 })),
});

export const OrganizationGroupSchema = Type.Object({
  id: Type.Integer(),
  organizationUnitId: Type.Integer(),
  name: Type.String(),
  description: Nullable(Type.String()),
  memberCount: Type.Integer(),
});

/** A user of a company as its edit screen lists them. */
export const OrganizationMemberSchema = Type.Object({
  id: Type.Integer(),
  userName: Type.String(),
  title: Type.String(),
  email: Type.String(),
  type: Type.String(),
  isActive: Type.Boolean(),
  organizationGroupId: Nullable(Type.Integer()),
  isManager: Type.Boolean(),
});

/** A company with everything its edit screen shows (GetOrganizationUnit, and every unit write). */
export const OrganizationUnitSchema = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  /** Normalised: digits only. */
  nip: Type.String(),
  regon: Nullable(Type.String()),
  contractorId: Nullable(Type.Integer()),
  contractor: Nullable(
    Type.Object({ id: Type.Integer(), code: Type.String(), name: Type.String() }),
  ),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  addresses: Type.Array(OrganizationAddressSchema),
  groups: Type.Array(OrganizationGroupSchema),
  members: Type.Array(OrganizationMemberSchema),
  managerUserIds: Type.Array(Type.Integer()),
  creationTime: Type.String(),
  lastModificationTime: Type.String(),
});
export const OrganizationUnitQuerySchema = IdQueryAnyCase;

/** One row of OrganizationUnit/GetAll; filter matches the name, NIP, REGON and contractor code. */
export const OrganizationUnitRowSchema = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  nip: Type.String(),
  regon: Nullable(Type.String()),
  contractorId: Nullable(Type.Integer()),
  contractorName: Nullable(Type.String()),
  city: Nullable(Type.String()),
  groupCount: Type.Integer(),
  creationTime: Type.String(),
});
export const OrganizationUnitListQuerySchema = Type.Object(paging(ORGANIZATION_PAGE_SIZE));
export const ORGANIZATION_UNIT_SORT_FIELDS = [
  'id',
  'displayName',
  'nip',
  'regon',
  'creationTime',
] as const;
export const OrganizationUnitPageSchema = PagedResult(OrganizationUnitRowSchema);

/** GetCompanyOrganizationUnit: the company a user belongs to (null: none). */
export const CompanyOfUserQuerySchema = Type.Object({ userId: Id() });
export const CompanyOfUserSchema = Nullable(OrganizationUnitSchema);

// ---- Groups and their members -------------------------------------------------------------------

export const CreateOrganizationGroupSchema = Type.Object({
  organizationUnitId: Id(),
  name: Text(100, { minLength: 2 }),
  description: Type.Optional(Nullable(Text(500))),
});
export const UpdateOrganizationGroupSchema = Type.Object({
  id: Id(),
  name: Text(100, { minLength: 2 }),
  description: Type.Optional(Nullable(Text(500))),
});
/** GetOrganizationGroups: the groups of one company, with how many users each holds. */
export const OrganizationGroupListQuerySchema = Type.Object({
  organizationUnitId: Id(),
  ...paging(ORGANIZATION_PAGE_SIZE),
});
export const ORGANIZATION_GROUP_SORT_FIELDS = ['id', 'name'] as const;
export const OrganizationGroupPageSchema = PagedResult(OrganizationGroupSchema);
/** DeleteOrganizationGroup: refused (409) while users belong to the group. */
export const DeleteOrganizationGroupQuerySchema = IdQueryAnyCase;

/**
 * JoinUsersToOrganizationGroup: B2B users of this company or of none join the group (and the
 * company); a user of another company is refused (409). Answers the group's members.
 */
export const JoinUsersToGroupSchema = Type.Object({
  organizationGroupId: Id(),
  userIds: Type.Array(Id(), { minItems: 1, maxItems: 100 }),
});
/** UnpinUserFromOrganizationGroup: the user leaves the group and stays in the company. */
export const UnpinUserFromGroupSchema = Type.Object({
  organizationGroupId: Id(),
  userId: Id(),
});
export const OrganizationGroupMembersSchema = ListResult(OrganizationMemberSchema);

export type Contractor = Static<typeof ContractorSchema>;
export type ContractorListQuery = Static<typeof ContractorListQuerySchema>;
export type ContractorPage = Static<typeof ContractorPageSchema>;
export type ContractorAddress = Static<typeof ContractorAddressSchema>;
export type ContractorAddressesQuery = Static<typeof ContractorAddressesQuerySchema>;
export type ContractorAddressPage = Static<typeof ContractorAddressPageSchema>;
export type ContractorSortField = (typeof CONTRACTOR_SORT_FIELDS)[number];
export type OrganizationAddressInput = Static<typeof OrganizationAddressInputSchema>;
export type OrganizationAddress = Static<typeof OrganizationAddressSchema>;
export type OrganizationUnitInput = Static<typeof OrganizationUnitInputSchema>;
export type OrganizationUnit = Static<typeof OrganizationUnitSchema>;
export type OrganizationUnitRow = Static<typeof OrganizationUnitRowSchema>;
export type OrganizationUnitListQuery = Static<typeof OrganizationUnitListQuerySchema>;
export type OrganizationUnitPage = Static<typeof OrganizationUnitPageSchema>;
export type OrganizationUnitSortField = (typeof ORGANIZATION_UNIT_SORT_FIELDS)[number];
export type OrganizationGroup = Static<typeof OrganizationGroupSchema>;
export type OrganizationMember = Static<typeof OrganizationMemberSchema>;
export type CreateOrganizationGroup = Static<typeof CreateOrganizationGroupSchema>;
export type UpdateOrganizationGroup = Static<typeof UpdateOrganizationGroupSchema>;
export type OrganizationGroupListQuery = Static<typeof OrganizationGroupListQuerySchema>;
export type OrganizationGroupPage = Static<typeof OrganizationGroupPageSchema>;
export type OrganizationGroupSortField = (typeof ORGANIZATION_GROUP_SORT_FIELDS)[number];
export type JoinUsersToGroup = Static<typeof JoinUsersToGroupSchema>;
export type UnpinUserFromGroup = Static<typeof UnpinUserFromGroupSchema>;
export type OrganizationGroupMembers = Static<typeof OrganizationGroupMembersSchema>;

export interface OrganizationFieldProblem {
  message: string;
  members: string[];
}

/**
 * The rules of a company form a schema cannot express, with their Polish messages: NIP and REGON
 * checksums, Polish postal codes, at most one default address. Empty when the input is fine.
 */
export function organizationUnitProblems(
  u: Partial<Pick<OrganizationUnitInput, 'nip' | 'regon' | 'addresses'>>,
): OrganizationFieldProblem[] {
  const out: OrganizationFieldProblem[] = [];
  const at = (member: string, message: string) => out.push({ message, members: [member] });
  if (u.nip !== undefined && !isValidNip(u.nip)) at('nip', ORGANIZATION_MESSAGES.nip);
  if (u.regon && !isValidRegon(u.regon)) at('regon', ORGANIZATION_MESSAGES.regon);
  (u.addresses ?? []).forEach((a, i) => {
    if (!isValidPostalCode(a.postalCode))
      at(`addresses[${i}].postalCode`, ORGANIZATION_MESSAGES.postalCode);
  });
  if ((u.addresses ?? []).filter((a) => a.isDefault).length > 1)
    at('addresses', ORGANIZATION_MESSAGES.oneDefaultAddress);
  return out;
}

/** Digits only: how NIPs and REGONs are stored and compared ("PL 526-025-02-74" → "5260250274"). */
export const identifierDigits = (value: string) => value.replace(/^\s*PL/i, '').replace(/\D/g, '');
