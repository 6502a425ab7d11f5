// Widget 'mf_cart_checkout/AddToCart' (the catalogue's listing tiles and product page). Props are
// AddToCartProps (shared-libs/contracts/widgets). The quantity follows the unit's rule (whole for
// szt/kpl, else one decimal, max 9999999; non-numeric becomes 0, storefront.md §5, and 0 adds
// nothing); the result — or the server's refusal, e.g. a product out of stock — is said next to
// the button and as a toast.
import { useState } from 'react';
import { Button, TextField, notify } from '@armatura/shared-libs/ui';
import { useT } from '@armatura/shared-libs/i18n';
import { formatQuantity, isWholeUnit, parseQuantity } from '@armatura/shared-libs/format';
import { errorText } from '@armatura/shared-libs/http';
import type { AddToCartProps } from '@armatura/shared-libs/contracts';
import { addToCart, startCartSync } from '../features/cart/cart-store';
import { T } from '../features/texts';
import * as s from './AddToCart.module.css';

type Feedback = { kind: 'ok' | 'error'; text: string } | null;

/** What the field shows once left: the parsed quantity, '0' for anything that is not one. */
const shown = (typed: string, unit: string) => formatQuantity(parseQuantity(typed, unit)) || '0';

export default function AddToCart(props: AddToCartProps) {
  useT(); // re-render in a new language and when its texts arrive (English loads on demand)
  const { name, unit, variant = 'full' } = props;
  const [qty, setQty] = useState('1');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function add() {
    startCartSync();
    setQty(shown(qty, unit));
    setBusy(true);
    try {
      await addToCart(props, qty);
      setFeedback({ kind: 'ok', text: T.added(name) });
      notify({ type: 'success', title: T.added(name) });
    } catch (error) {
      const message = errorText(error);
      setFeedback({ kind: 'error', text: message });
      notify({ type: 'error', title: T.addFailed, message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`${s.box} ${variant === 'compact' ? s.compact : ''}`} data-testid="add-to-cart">
      <TextField
        aria-label={T.quantityWithUnit(unit)}
        label={variant === 'full' ? T.quantityWithUnit(unit) : undefined}
        value={qty}
        onChange={setQty}
        onBlur={() => setQty(shown(qty, unit))}
        inputMode={isWholeUnit(unit) ? 'numeric' : 'decimal'}
        className={s.qty}
      />
      <Button onPress={add} isDisabled={busy} aria-label={`${T.addToCart}: ${name}`}>
        {T.addToCart}
      </Button>
      <p className={feedback?.kind === 'error' ? s.error : s.ok} role="status" aria-live="polite">
        {feedback?.text ?? ''}
      </p>
    </div>
  );
}
