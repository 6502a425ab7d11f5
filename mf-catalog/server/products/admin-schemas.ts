// Schemas of the product admin calls (Pages.ProductConfiguration). The contract lives in
// shared-libs/src/contracts/catalog-admin.ts (one definition for these routes and the admin remote);
// this module names it for the server side (write.ts, io/columns.ts import `ProductPatch` from here).
export {
  ProductFields,
  ProductPatchSchema,
  ProductInputSchema,
  ProductUpdateSchema,
  GridUpdateSchema,
  ProductEditSchema,
  ProductRowSchema,
  ProductListQuerySchema,
  ProductPageSchema,
  ArchiveProductsSchema,
  ArchiveResultSchema,
  AttributeDefinitionSchema,
  CategoryAttributesQuerySchema,
  CategoryAttributeSchema,
  PRODUCT_SORT_FIELDS,
  type ProductPatch,
  type ProductSortField,
} from '@armatura/shared-libs/contracts';
