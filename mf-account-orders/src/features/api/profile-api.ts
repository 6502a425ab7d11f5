// The profile and address calls of the account API (paths of endpoints.tsv), typed with the API's
// own contract (shared-libs/src/contracts/account-profile.ts). `silent`: the stores show errors.
import type {
  AccountAddress,
  AccountInformations,
  AddressInput,
  AddressListQuery,
  AddressPage,
  AddressUpdate,
  ChangePassword,
  ChangePasswordResult,
  LastOrders,
  ShoppingLimit,
  UpdateProfile,
  UserContractor,
} from '@armatura/shared-libs/contracts';
import { appUrl, del, get, post, put } from '@armatura/shared-libs/http';

const S = { silent: true } as const;

export const profileApi = {
  account: () => get<AccountInformations>(appUrl('Profile/GetAccountInformations'), undefined, S),
  contractor: () => get<UserContractor>(appUrl('Profile/GetUserContractor'), undefined, S),
  lastOrders: (maxResultCount: number) =>
    get<LastOrders>(appUrl('Profile/GetLastOrders'), { maxResultCount }, S),
  /** amount 0: only the state of the limit (used and left this period). */
  limit: () => post<ShoppingLimit>(appUrl('Profile/CheckUserShoppingLimit'), { amount: 0 }, S),
  updateProfile: (body: UpdateProfile) =>
    put<AccountInformations>(appUrl('Profile/UpdateCurrentUserProfile'), body, S),
  changePassword: (body: ChangePassword) =>
    post<ChangePasswordResult>(appUrl('Profile/ChangePassword'), body, S),
};

export const addressApi = {
  list: (query: AddressListQuery) => get<AddressPage>(appUrl('Addresses/GetAddresses'), query, S),
  create: (body: AddressInput) => post<AccountAddress>(appUrl('Addresses/CreateAddress'), body, S),
  update: (body: AddressUpdate) => put<AccountAddress>(appUrl('Addresses/UpdateAddress'), body, S),
  remove: (id: number) => del<void>(appUrl('Addresses/Delete'), { id }, S),
};
