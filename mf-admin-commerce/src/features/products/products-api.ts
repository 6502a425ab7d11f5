/** Typed calls of the catalogue's product admin API (mf-catalog/server/README.md, "Product admin"). */
import { appUrl, del, get, post, postBlob, put } from '@armatura/shared-libs/http';

export interface ProductRow {
  id: number; erpId: string | null; code: string; ean: string | null; catalogNumber: string | null; name: string;
  brandName: string | null; unit: string; rate: number; valueNetto: number; valueBrutto: number;
  promotionValueNetto: number; promotionValueBrutto: number; qtyAvailable: number; isActive: boolean;
  isArchived: boolean; modificationTime: string; imageUrl: string | null;
}

export interface ProductPage { items: ProductRow[]; totalCount: number; totalCountCapped: boolean }

export interface ProductAttribute { attrId?: number | null; attrName: string; attrValue: string }

export interface ProductEdit {
  id: number; erpId: string | null; code: string; ean: string | null; catalogNumber: string | null; name: string;
  description: string; brandId: number | null; unit: string; rate: number; valueNetto: number; valueBrutto: number;
  promotionValueNetto: number; promotionValueBrutto: number; currency: string; promotionCurrency: string;
  qtyAvailable: number; isActive: boolean; isArchived: boolean; isSale: boolean; isNew: boolean; isRecommended: boolean;
  weight: number | null; height: number | null; width: number | null; length: number | null;
  categoryIds: number[]; attributes: ProductAttribute[]; relatedIds: number[]; similarIds: number[]; modificationTime: string;
}

export type ProductInput = Omit<ProductEdit, 'id' | 'modificationTime'>;
export type GridChange = Partial<Pick<ProductEdit, 'valueNetto' | 'valueBrutto' | 'qtyAvailable' | 'isActive'>>;

export interface ProductImage { id: number; productId: number; url: string; alt: string; sort: number }
export interface Brand { id: number; name: string }

export interface ImportJob {
  id: string | number; status: 'running' | 'done' | 'failed'; fileName: string; processed: number; total: number;
  created: number; updated: number; errors: { row: number; message: string }[];
}

export interface ListQuery { filter?: string; sorting?: string; skipCount: number; maxResultCount: number }

// `silent` makes every failure reject, so the stores decide what the user sees.
const silent = { silent: true } as const;
const P = (name: string) => appUrl(`Product/${name}`);

export const productsApi = {
  list: (q: ListQuery) => get<ProductPage>(P('GetAllProducts'), { ...q, filter: q.filter || undefined, isArchived: false }, silent),
  getForEdit: (id: number) => get<ProductEdit>(P('GetProductToEdit'), { id }, silent),
  create: (input: ProductInput) => post<ProductEdit>(P('CreateProduct'), input, silent),
  update: (input: ProductEdit) => put<ProductEdit>(P('UpdateProduct'), input, silent),
  updateFromGrid: (id: number, code: string, change: GridChange) => put<ProductEdit>(P('UpdateFromGrid'), { id, code, ...change }, silent),
  remove: (id: number) => del<null>(P('DeleteProduct'), { Id: id }, silent),
  archive: (ids: number[]) => post<{ count: number }>(P('ArchiveProducts'), { ids, archive: true }, silent),
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
  download: (format: 'csv' | 'xlsx', filter?: string) => postBlob(P('DownloadFile'), { format, filter: filter || undefined, isArchived: false }, silent),
};
