/** Typed calls of the catalogue's product admin API (mf-catalog/server/README.md, "Product admin"). */
import type {
  ArchiveProducts,
  Brand,
  GridUpdate,
  ImportJob,
  ProductEdit,
  ProductInput,
  ProductListQuery,
  ProductPage,
  ProductImage,
  ProductUpdate,
} from '@armatura/shared-libs/contracts';
import { appUrl, del, get, post, postBlob, put } from '@armatura/shared-libs/http';

// The product admin types are the API's contract (shared-libs/src/contracts/catalog-admin.ts,
// catalog-media.ts, catalog-storefront.ts), the same TypeBox schemas the routes validate and answer
// with: no hand-written copy to drift.
export type {
  Brand,
  ImportJob,
  ProductImage,
  ProductAttribute,
  ProductEdit,
  ProductInput,
  ProductPage,
  ProductRow,
} from '@armatura/shared-libs/contracts';
export type GridChange = Partial<
  Pick<ProductEdit, 'valueNetto' | 'valueBrutto' | 'qtyAvailable' | 'isActive'>
>;

/** The grid's query: the contract's GetAllProducts query without the archive/active filters it sets itself. */
export type ListQuery = Omit<ProductListQuery, 'isArchived' | 'isActive'>;

// `silent` makes every failure reject, so the stores decide what the user sees.
const silent = { silent: true } as const;
const P = (name: string) => appUrl(`Product/${name}`);

export const productsApi = {
  list: (q: ListQuery) =>
    get<ProductPage>(
      P('GetAllProducts'),
      { ...q, filter: q.filter || undefined, isArchived: false },
      silent,
    ),
  getForEdit: (id: number) => get<ProductEdit>(P('GetProductToEdit'), { id }, silent),
  create: (input: ProductInput) => post<ProductEdit>(P('CreateProduct'), input, silent),
  update: (input: ProductUpdate) => put<ProductEdit>(P('UpdateProduct'), input, silent),
  updateFromGrid: (id: number, code: string, change: GridChange) =>
    put<ProductEdit>(P('UpdateFromGrid'), { id, code, ...change } satisfies GridUpdate, silent),
  remove: (id: number) => del<null>(P('DeleteProduct'), { Id: id }, silent),
  archive: (ids: number[]) =>
    post<{ count: number }>(
      P('ArchiveProducts'),
      { ids, archive: true } satisfies ArchiveProducts,
      silent,
    ),
  brands: () => get<Brand[]>(P('GetBrands'), undefined, silent),
  images: (productId: number) => get<ProductImage[]>(P('GetImages'), { productId }, silent),
  addImage: (productId: number, file: Blob, fileName: string) => {
    const form = new FormData();
    form.append('productId', String(productId));
    form.append('file', file, fileName);
    return post<ProductImage>(P('CreateImage'), form, silent);
  },
  removeImage: (id: number) => del<null>(P('DeleteImage'), { Id: id }, silent),
  startImport: (file: Blob, fileName: string) => {
    const form = new FormData();
    form.append('file', file, fileName);
    return post<ImportJob>(P('ImportProduct'), form, silent);
  },
  importJob: (id: ImportJob['id']) => get<ImportJob>(P('GetImportJob'), { id }, silent),
  download: (format: 'csv' | 'xlsx', filter?: string) =>
    postBlob(P('DownloadFile'), { format, filter: filter || undefined, isArchived: false }, silent),
};
