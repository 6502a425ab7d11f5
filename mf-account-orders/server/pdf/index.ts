// The account domain's PDF module: one layout (render.ts) for order confirmations
// (Order/GeneratePdf) and sales documents (Document/GetPDFDocumentPrint), the seller data, and
// (pdf-text.ts, tests only) a text extractor for asserting what a PDF says.
export { renderSalesPdf, salesPdfDefinition } from './render.js';
export { shopSeller } from './seller.js';
export type { SalesPdfInput, SalesPdfLine, SalesPdfParty, SalesPdfRateTotal } from './types.js';
