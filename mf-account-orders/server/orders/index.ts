// The account domain's order history: routes (Order/* reads) and what the other parts of this
// domain use (documents: getOrderForDocument; profile: lastOrders; both: orderScope).
export { orderRoutes } from './routes.js';
export { getOrderForDocument } from './details.js';
export { lastOrders, findVisibleOrder, toListItem } from './repository.js';
export { orderScope, ORDER_MANAGE_PERMISSION, type OrderScope } from './scope.js';
export { orderPdfInput, renderOrderPdf } from './pdf.js';
