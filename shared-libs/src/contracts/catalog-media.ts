// Product images and the product file import/export (mf-catalog `Product/*Image*`, `ImportProduct`,
// `GetImportJob`, `DownloadFile`; Pages.ProductConfiguration): the one contract. The two multipart
// routes (CreateImage, ImportProduct) read their form fields with the upload kit, bounded by the
// limits named here. TypeBox only: browser-safe.
import { Type, type Static } from 'typebox';
import { Id, INT4_MAX } from './schema-kit.js';

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_SORT_MAX = 1000;
export const IMAGE_ALT_MAX = 300;
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;

export const ProductImageSchema = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  url: Type.String(),
  alt: Type.String(),
  sort: Type.Integer(),
});
/** GetImages and DeleteProductImages query. */
export const ProductImagesQuerySchema = Type.Object({ productId: Id() });
/** UpdateImage body: alt and/or sort. */
export const ImageUpdateSchema = Type.Object({
  id: Id(),
  alt: Type.Optional(Type.String({ maxLength: IMAGE_ALT_MAX })),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: IMAGE_SORT_MAX })),
});
export const DeletedCountSchema = Type.Object({ count: Type.Integer() });

/** Generated placeholder (`/api/catalog/images/:productId/:file`) and uploaded file paths. */
export const PlaceholderParamsSchema = Type.Object({
  productId: Id(),
  file: Type.String({ pattern: '^[0-9]{1,2}\\.svg$' }),
});
// `svg` stays in the pattern for files stored before the raster-only rule: they are sent as downloads.
export const UploadParamsSchema = Type.Object({
  file: Type.String({ pattern: '^[0-9a-f-]{36}\\.(png|jpg|webp|avif|gif|svg)$' }),
});

/** ImportProduct answer and GetImportJob (query: the job's id). */
export const ImportJobSchema = Type.Object({
  id: Type.Integer(),
  status: Type.String(),
  fileName: Type.String(),
  total: Type.Integer(),
  processed: Type.Integer(),
  created: Type.Integer(),
  updated: Type.Integer(),
  errors: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
  creationTime: Type.String(),
  finishedTime: Type.Union([Type.String(), Type.Null()]),
});
export const ImportJobQuerySchema = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: INT4_MAX }),
});

/** DownloadFile body: the export's format and the grid's filter. */
export const ProductExportSchema = Type.Object({
  format: Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { default: 'csv' }),
  filter: Type.Optional(Type.String({ maxLength: 200 })),
  isArchived: Type.Optional(Type.Boolean()),
});

export type ProductImage = Static<typeof ProductImageSchema>;
export type ImageUpdate = Static<typeof ImageUpdateSchema>;
export type ImportJob = Static<typeof ImportJobSchema>;
export type ProductExport = Static<typeof ProductExportSchema>;
