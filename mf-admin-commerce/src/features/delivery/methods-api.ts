/** Typed calls of this domain's Delivery/* and Payment/* admin API (mf-admin-commerce/server). */
import type {
  BankingGroup,
  DeliveryInput,
  DeliveryMethod,
  PaymentAdmin,
  PaymentInput,
  PaymentPage,
} from '@armatura/shared-libs/contracts';
import { appUrl, del, get, post, put } from '@armatura/shared-libs/http';

// The shapes are the API's contract (shared-libs/src/contracts/commerce.ts, commerce-delivery.ts).
// `silent` makes every failure reject, so the stores decide what the user sees.
const silent = { silent: true } as const;

export interface PageRequest {
  filter?: string;
  sorting: string;
  skipCount: number;
  maxResultCount: number;
}
export interface DeliveryPage {
  totalCount: number;
  items: DeliveryMethod[];
}

export const deliveryApi = {
  list: (q: PageRequest) => get<DeliveryPage>(appUrl('Delivery/GetAll'), { ...q }, silent),
  create: (body: DeliveryInput) => post<DeliveryMethod>(appUrl('Delivery/Create'), body, silent),
  update: (body: DeliveryInput & { id: number }) =>
    put<DeliveryMethod>(appUrl('Delivery/Update'), body, silent),
  remove: (id: number) => del<null>(appUrl('Delivery/Delete'), { id }, silent),
  /** Every live payment (for the form's checkboxes), Pages.Delivery. */
  paymentOptions: async () =>
    (await get<{ items: PaymentAdmin[] }>(appUrl('Payment/GetPayments'), {}, silent)).items,
};

export const paymentApi = {
  list: (q: PageRequest) => get<PaymentPage>(appUrl('Payment/GetAll'), { ...q }, silent),
  create: (body: PaymentInput) => post<PaymentAdmin>(appUrl('Payment/Create'), body, silent),
  update: (body: PaymentInput & { id: number }) =>
    put<PaymentAdmin>(appUrl('Payment/Update'), body, silent),
  remove: (id: number) => del<null>(appUrl('Payment/Delete'), { id }, silent),
  /** Every live delivery (for the form's checkboxes). */
  deliveryOptions: async () =>
    (
      await get<DeliveryPage>(
        appUrl('Delivery/GetAll'),
        { skipCount: 0, maxResultCount: 1000, sorting: 'sortOrder asc' },
        silent,
      )
    ).items,
  bankGroups: async () =>
    (await get<{ items: BankingGroup[] }>(appUrl('Payment/GetBankingGroups'), {}, silent)).items,
};
