/**
 * Contracts (Pages.Offer.Contracts): the caller's contracts and the products of one contract
 * with their contract prices. The query (page, size, filter) lives here so the screens only
 * show it; every change loads again and only the latest answer counts.
 */
import { map } from 'nanostores';
import { catalogApi } from '../api/catalog-api';
import type { ContractPage, ContractProductPage } from '@armatura/shared-libs/contracts';
import { createResource } from '@armatura/shared-libs/http';
import { requestDiscounts } from '../pricing/discounts-store';

export const CONTRACT_PAGE_SIZES = [10, 20, 50] as const;

export interface ContractsQuery {
  page: number;
  pageSize: number;
  filter: string;
}

export interface ContractProductsQuery extends ContractsQuery {
  contractId: number;
}

/** ABP paging: how many rows come before a 1-based page. */
const skipCount = (page: number, pageSize: number) => Math.max(0, (page - 1) * pageSize);

const FIRST_PAGE: ContractsQuery = { page: 1, pageSize: CONTRACT_PAGE_SIZES[0], filter: '' };

export const contracts = createResource<ContractPage, ContractsQuery>((q) =>
  catalogApi.getContracts({
    filter: q.filter || undefined,
    skipCount: skipCount(q.page, q.pageSize),
    maxResultCount: q.pageSize,
  }),
);
export const contractProducts = createResource<ContractProductPage, ContractProductsQuery>((q) =>
  catalogApi.getContractProducts({
    contractId: q.contractId,
    filter: q.filter || undefined,
    skipCount: skipCount(q.page, q.pageSize),
    maxResultCount: q.pageSize,
  }),
);

export const $contractsQuery = map<ContractsQuery>({ ...FIRST_PAGE });
export const $contractProductsQuery = map<ContractProductsQuery>({ ...FIRST_PAGE, contractId: 0 });

/** Page changes keep the rest; a new filter or size starts at page 1. */
export function nextQuery<Q extends ContractsQuery>(
  current: Q,
  change: Partial<ContractsQuery>,
): Q {
  const resetsPage =
    (change.filter !== undefined && change.filter !== current.filter) ||
    (change.pageSize !== undefined && change.pageSize !== current.pageSize);
  return { ...current, ...change, page: resetsPage ? 1 : (change.page ?? current.page) };
}

export function changeContractsQuery(change: Partial<ContractsQuery>): Promise<void> {
  $contractsQuery.set(nextQuery($contractsQuery.get(), change));
  return contracts.load($contractsQuery.get());
}

export function openContract(contractId: number): Promise<void> {
  const current = $contractProductsQuery.get();
  if (current.contractId !== contractId) $contractProductsQuery.set({ ...FIRST_PAGE, contractId });
  return loadContractProducts();
}

export function changeContractProductsQuery(change: Partial<ContractsQuery>): Promise<void> {
  $contractProductsQuery.set(nextQuery($contractProductsQuery.get(), change));
  return loadContractProducts();
}

async function loadContractProducts(): Promise<void> {
  await contractProducts.load($contractProductsQuery.get());
  await requestDiscounts(contractProducts.$state.get().data?.items ?? []);
}

/** '12' → 12; anything but digits → null. */
export function parseContractId(raw: string | undefined): number | null {
  return raw && /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
