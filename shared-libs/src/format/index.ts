/** `@armatura/shared-libs/format`: Polish formatting and validators. See ../README.md. */
export { CURRENCY_SYMBOLS, formatNumber, formatPrice, formatQuantity, roundTo } from './numbers';
export { addQuantities, isWholeUnit, parseQuantity } from './quantity';
export { formatDate, formatDateTime, toDate } from './dates';
export { isValidIban, isValidNip, isValidPostalCode, isValidRegon } from './validators';
export { productPath, slugify } from './slug';
