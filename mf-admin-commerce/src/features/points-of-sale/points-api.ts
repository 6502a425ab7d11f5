/** Typed calls of this domain's PointsOfSale/* API (mf-admin-commerce/server/points-of-sale). */
import type {
  PointOfSale,
  PointOfSaleInput,
  PointOfSaleUpdate,
} from '@armatura/shared-libs/contracts';
import { appUrl, del, get, post, put } from '@armatura/shared-libs/http';

// `silent`: every failure rejects and the stores decide what the user sees.
const silent = { silent: true } as const;
const P = (name: string) => appUrl(`PointsOfSale/${name}`);

export interface PointPageRequest {
  filter?: string;
  sorting: string;
  skipCount: number;
  maxResultCount: number;
}

export const pointsApi = {
  // Staff see inactive points too (the flag counts only with Pages.PointsOfSale).
  list: (q: PointPageRequest) =>
    get<{ totalCount: number; items: PointOfSale[] }>(
      P('GetAll'),
      { ...q, includeInactive: true },
      silent,
    ),
  get: (id: number) => get<PointOfSale>(P('Get'), { id }, silent),
  create: (body: PointOfSaleInput) => post<PointOfSale>(P('Create'), body, silent),
  update: (body: PointOfSaleUpdate) => put<PointOfSale>(P('Update'), body, silent),
  remove: (id: number) => del<null>(P('Delete'), { id }, silent),
};
