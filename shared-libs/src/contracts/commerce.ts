// Delivery methods, payment methods, points of sale and payment-provider configuration belong to
// the commerce domain (ctx.modules.get<CommerceModuleApi>('commerce')).
export interface DeliveryMethod {
  id: number;
  name: string;
  code: string;
  priceNet: number;
  priceGross: number;
  vatRate: number;
  requiresAddress: boolean;
  requiresPointOfSale: boolean;
  isActive: boolean;
}
export interface PaymentMethod {
  id: number;
  name: string;
  code: string;
  provider: 'transfer' | 'cod' | 'tpay';
  isActive: boolean;
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
export interface TpayConfiguration {
  clientId: string;
  clientSecret: string;
  merchantId: string;
  apiUrl: string;
  notificationUrl: string;
  returnUrl: string;
  jwsCertificateUrl: string;
  isSandbox: boolean;
  isActive: boolean;
}

export interface CommerceModuleApi {
  getDeliveryMethods(tenantId: number): Promise<DeliveryMethod[]>;
  getPaymentMethodsForDelivery(
    tenantId: number,
    deliveryMethodId: number,
  ): Promise<PaymentMethod[]>;
  getPointsOfSale(tenantId: number): Promise<PointOfSale[]>;
  getTpayConfiguration(tenantId: number): Promise<TpayConfiguration | null>;
}
