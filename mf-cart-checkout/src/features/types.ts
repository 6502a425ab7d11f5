// Shapes of the checkout answers (mirrors of server/*/schemas.ts).
export interface RateTotal {
  rate: number;
  net: number;
  vat: number;
  gross: number;
}
export interface Totals {
  net: number;
  vat: number;
  gross: number;
  byRate: RateTotal[];
}
export interface CartItem {
  id: number;
  productId: number;
  code: string;
  name: string;
  unit: string;
  qty: number;
  priceNet: number;
  priceGross: number;
  vatRate: number;
  currency: string;
  netValue: number;
  grossValue: number;
  imageUrl: string | null;
  qtyAvailable: number;
  isAvailable: boolean;
}
export interface OrderRef {
  id: number;
  number: string;
}
export interface CartView {
  items: CartItem[];
  totalCount: number;
  totals: Totals;
  editingOrder: OrderRef | null;
  offer: OrderRef | null;
}
export interface Summary extends CartView {
  delivery: {
    id: number;
    name: string;
    priceNet: number;
    priceGross: number;
    vatRate: number;
  } | null;
}

export interface PaymentOption {
  id: number;
  code: string;
  name: string;
  description: string | null;
  provider: 'transfer' | 'cod' | 'tpay';
}
export interface DeliveryOption {
  id: number;
  code: string;
  name: string;
  description: string | null;
  priceNet: number;
  priceGross: number;
  vatRate: number;
  requiresAddress: boolean;
  requiresPointOfSale: boolean;
  payments: PaymentOption[];
}
export interface PointOfSale {
  id: number;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string | null;
  openingHours: string | null;
  isPickupPoint: boolean;
}

export interface Buyer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  isCompany: boolean;
  companyName: string;
  nip: string;
}
export interface Address {
  street: string;
  postalCode: string;
  city: string;
}
export interface RecentAddress {
  buyer: Buyer;
  address: Address;
  usedAt: string;
}
export interface PlaceInput {
  idempotencyKey: string;
  deliveryMethodId: number;
  paymentMethodId: number;
  pointOfSaleId: number | null;
  buyer: Buyer;
  address: Address | null;
  comment: string | null;
  items?: { productId: number; qty: number }[];
}

export interface OrderItem {
  productId: number;
  code: string;
  name: string;
  unit: string;
  qty: number;
  priceNet: number;
  priceGross: number;
  vatRate: number;
  netValue: number;
}
export interface OrderDto {
  id: number;
  tenantId: number;
  number: string;
  kind: 'ORDER' | 'OFFER';
  status: string;
  statusName: string;
  revision: number;
  buyerUserId: number | null;
  buyer: Buyer;
  delivery: { id: number; name: string; priceGross: number } | null;
  deliveryAddress: Address | null;
  pointOfSale: PointOfSale | null;
  payment: { id: number; name: string; provider: string } | null;
  paymentStatus: string;
  paymentUrl: string | null;
  items: OrderItem[];
  totals: Totals;
  rejectionReason: string | null;
  comment: string | null;
  createdAt: string;
}
export interface Placed {
  order: OrderDto;
  replayed: boolean;
  requiresAcceptance: boolean;
  viewToken: string;
}
export interface Transfer {
  recipient: string;
  bankAccount: string;
  title: string;
  amount: number;
  currency: string;
}
export interface Confirmation {
  order: OrderDto;
  transfer: Transfer | null;
  can: {
    pay: boolean;
    edit: boolean;
    cancel: boolean;
    accept: boolean;
    reject: boolean;
    confirm: boolean;
    toCart: boolean;
  };
  history: {
    action: string;
    fromStatus: string | null;
    toStatus: string;
    note: string | null;
    createdAt: string;
  }[];
}
export interface PaymentStart {
  provider: string;
  redirectUrl: string | null;
  transactionId: string | null;
  instructions: Transfer | null;
  message: string;
}
export interface RequiresAcceptance {
  requiresAcceptance: boolean;
  amount: number;
  used: number;
  remaining: number | null;
  limit: { amount: number; period: string; currency: string } | null;
}
