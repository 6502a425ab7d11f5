/** `@armatura/shared-libs/format`: Polish formatting and validators. See ../README.md. */
export { CURRENCY_SYMBOLS, formatNumber, formatPrice, formatQuantity, roundTo } from './numbers';
export { addQuantities, isWholeUnit, parseQuantity } from './quantity';
export {
  impliedVatRate,
  lineNetGrosze,
  lineNetValue,
  vatTotals,
  type VatRateTotals,
  type VatTotals,
  type VatTotalsLine,
} from './vat';
export { formatDate, formatDateTime, toDate } from './dates';
export { isValidIban, isValidNip, isValidPostalCode, isValidRegon } from './validators';
export { brandPath, categoryPath, CATEGORY_SEGMENT, productPath, slugify } from './slug';
export {
  canonicalUrl,
  documentTitle,
  listingPageOf,
  pagedListingPath,
  shortDescription,
} from './page-head';
