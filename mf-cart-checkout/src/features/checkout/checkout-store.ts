// The checkout form and its options: delivery (with the payments each allows), pickup points,
// the signed-in user's recent addresses, the buyer. The form survives a reload (sessionStorage).
import { map } from 'nanostores';
import { $isSignedIn, $user } from '@armatura/shared-libs/session';
import { errorText } from '@armatura/shared-libs/http';
import { checkoutApi } from '../api';
import { T } from '../texts';
import type { DeliveryOption, PointOfSale, RecentAddress } from '@armatura/shared-libs/contracts';
import { validateDeliveryStep, type AddressForm, type BuyerForm, type Errors } from './validation';

export interface CheckoutForm {
  deliveryMethodId: number | null;
  paymentMethodId: number | null;
  pointOfSaleId: number | null;
  buyer: BuyerForm;
  address: AddressForm;
  comment: string;
}
const FORM_KEY = 'arm-chk-form';
const BLANK: CheckoutForm = {
  deliveryMethodId: null,
  paymentMethodId: null,
  pointOfSaleId: null,
  comment: '',
  buyer: {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    isCompany: false,
    companyName: '',
    nip: '',
  },
  address: { street: '', postalCode: '', city: '' },
};

function restore(): CheckoutForm {
  try {
    return { ...BLANK, ...JSON.parse(sessionStorage.getItem(FORM_KEY) ?? '{}') };
  } catch {
    return BLANK;
  }
}

export const $checkoutForm = map<CheckoutForm>(
  typeof sessionStorage === 'undefined' ? BLANK : restore(),
);
export const $checkoutErrors = map<Errors>({});
export const $checkoutOptions = map<{
  status: 'idle' | 'loading' | 'ready' | 'error';
  deliveries: DeliveryOption[];
  points: PointOfSale[];
  recent: RecentAddress[];
  error: string | null;
}>({
  status: 'idle',
  deliveries: [],
  points: [],
  recent: [],
  error: null,
});

$checkoutForm.listen((f) => {
  try {
    sessionStorage.setItem(FORM_KEY, JSON.stringify(f));
  } catch {
    /* private mode */
  }
});

export const selectedDelivery = () =>
  $checkoutOptions.get().deliveries.find((d) => d.id === $checkoutForm.get().deliveryMethodId);

export function updateForm(patch: Partial<CheckoutForm>) {
  $checkoutForm.set({ ...$checkoutForm.get(), ...patch });
}
/** A field being corrected loses its error message. */
function clearErrors(prefix: string, patch: object) {
  const errors = { ...$checkoutErrors.get() };
  for (const k of Object.keys(patch)) delete errors[`${prefix}${k}`];
  $checkoutErrors.set(errors);
}
export function updateBuyer(patch: Partial<BuyerForm>) {
  clearErrors('buyer.', patch);
  updateForm({ buyer: { ...$checkoutForm.get().buyer, ...patch } });
}
export function updateAddress(patch: Partial<AddressForm>) {
  clearErrors('address.', patch);
  updateForm({ address: { ...$checkoutForm.get().address, ...patch } });
}

/** Choosing a delivery drops a payment it does not allow. */
export function chooseDelivery(id: number) {
  const d = $checkoutOptions.get().deliveries.find((x) => x.id === id);
  const paymentOk = d?.payments.some((p) => p.id === $checkoutForm.get().paymentMethodId);
  updateForm({ deliveryMethodId: id, ...(paymentOk ? {} : { paymentMethodId: null }) });
}

export function applyRecentAddress(r: RecentAddress) {
  updateForm({
    address: { ...r.address },
    buyer: {
      ...$checkoutForm.get().buyer,
      ...r.buyer,
      companyName: r.buyer.companyName ?? '',
      nip: r.buyer.nip ?? '',
    },
  });
}

export async function loadCheckoutOptions() {
  $checkoutOptions.setKey('status', 'loading');
  try {
    const [deliveries, points, recent] = await Promise.all([
      checkoutApi.deliveries(),
      checkoutApi.pointsOfSale(),
      $isSignedIn.get() ? checkoutApi.recentAddresses() : Promise.resolve({ items: [] }),
    ]);
    $checkoutOptions.set({
      status: 'ready',
      deliveries: deliveries.items,
      points: points.items.filter((p) => p.isPickupPoint),
      recent: recent.items,
      error: null,
    });
    prefillBuyer(recent.items[0]);
  } catch (e) {
    $checkoutOptions.set({
      ...$checkoutOptions.get(),
      status: 'error',
      error: errorText(e),
    });
  }
}

/** An empty form starts from the signed-in user and their last used address. */
function prefillBuyer(last: RecentAddress | undefined) {
  const form = $checkoutForm.get();
  if (form.buyer.email || form.address.street) return;
  if (last) {
    applyRecentAddress(last);
    return;
  }
  const u = $user.get();
  if (u)
    updateBuyer({ firstName: u.name, lastName: u.surname, email: u.email, phone: u.phone ?? '' });
}

export function checkDeliveryStep(): boolean {
  const f = $checkoutForm.get();
  const errors = validateDeliveryStep(selectedDelivery(), f);
  $checkoutErrors.set(errors);
  return Object.keys(errors).length === 0;
}

export function checkPaymentStep(): boolean {
  const ok = !!selectedDelivery()?.payments.some(
    (p) => p.id === $checkoutForm.get().paymentMethodId,
  );
  $checkoutErrors.set(ok ? {} : { paymentMethodId: T.choosePayment });
  return ok;
}

export function resetCheckoutForm() {
  $checkoutForm.set({ ...$checkoutForm.get(), comment: '' });
  $checkoutErrors.set({});
}
