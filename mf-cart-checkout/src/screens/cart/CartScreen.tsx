// Screen 'checkout.cart' (/koszyk/:step?): the cart and the checkout steps. An unknown step or an
// empty cart past step 1 goes back to /koszyk.
import { useEffect, type ComponentType } from 'react';
import { useStore } from '@nanostores/react';
import { navigate, useRoute } from '@armatura/shared-libs/routing';
import { $cart, loadCart, startCartSync } from '../../features/cart/cart-store';
import { $checkoutOptions, loadCheckoutOptions } from '../../features/checkout/checkout-store';
import { T } from '../../features/texts';
import { ReviewStep } from './ReviewStep';
import { STEPS, Steps, type Step } from './Steps';
import { DeliveryStep } from '../checkout/DeliveryStep';
import { PaymentStep } from '../checkout/PaymentStep';
import { SummaryStep } from '../checkout/SummaryStep';
import * as s from '../screens.module.css';

const BODY: Record<Step, ComponentType> = {
  koszyk: ReviewStep,
  dostawa: DeliveryStep,
  platnosc: PaymentStep,
  podsumowanie: SummaryStep,
};

export function CartScreen() {
  const route = useRoute();
  const cart = useStore($cart);
  const optionsStatus = useStore($checkoutOptions).status;
  const raw = route?.params.step ?? 'koszyk';
  const step = (STEPS as readonly string[]).includes(raw) ? (raw as Step) : null;

  useEffect(() => {
    startCartSync();
    void loadCart();
  }, []);
  useEffect(() => {
    if (step && step !== 'koszyk' && optionsStatus === 'idle') void loadCheckoutOptions();
  }, [step, optionsStatus]);
  useEffect(() => {
    if (!step || (step !== 'koszyk' && cart.status === 'ready' && cart.lines.length === 0))
      navigate('/koszyk', { replace: true });
  }, [step, cart.status, cart.lines.length]);
  useEffect(() => {
    document.title = `${T.cart} - Armatura`;
  }, []);

  if (!step) return null;
  const Body = BODY[step];
  return (
    <div className={s.page} data-testid="checkout" data-step={step}>
      <h1 className={s.title}>{step === 'koszyk' ? T.cart : T.step(step)}</h1>
      <Steps current={step} />
      <Body />
    </div>
  );
}
