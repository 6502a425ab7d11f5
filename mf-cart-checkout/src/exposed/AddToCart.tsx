// Widget 'mf_cart_checkout/AddToCart' (the catalogue's listing tiles and product page). Props are
// AddToCartProps (shared-libs/contracts/widgets). The quantity follows the unit's rule (whole for
// szt/kpl, else one decimal, max 9999999); the result is said next to the button and as a toast.
import { useState } from 'react';
import { Button, TextField, notify } from '@armatura/shared-libs/ui';
import { formatQuantity, isWholeUnit, parseQuantity } from '@armatura/shared-libs/format';
import { normalizeError } from '@armatura/shared-libs/http';
import type { AddToCartProps } from '@armatura/shared-libs/contracts';
import { addToCart, startCartSync } from '../features/cart/cart-store';
import { T } from '../features/texts';
import * as s from './AddToCart.module.css';

type Feedback = { kind: 'ok' | 'error'; text: string } | null;

export default function AddToCart(props: AddToCartProps) {
  const { name, unit, variant = 'full' } = props;
  const [qty, setQty] = useState('1');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function add() {
    startCartSync();
    const parsed = parseQuantity(qty, unit);
    setQty(parsed > 0 ? formatQuantity(parsed) : '1');
    setBusy(true);
    try {
      await addToCart(props, parsed);
      setFeedback({ kind: 'ok', text: T.added(name) });
      notify({ type: 'success', title: T.added(name) });
    } catch (error) {
      const message = normalizeError(error).message;
      setFeedback({ kind: 'error', text: message });
      notify({ type: 'error', title: T.addFailed, message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`${s.box} ${variant === 'compact' ? s.compact : ''}`} data-testid="add-to-cart">
      <TextField
        aria-label={`${T.quantity} (${unit})`}
        label={variant === 'full' ? `${T.quantity} (${unit})` : undefined}
        value={qty}
        onChange={setQty}
        onBlur={() => {
          const p = parseQuantity(qty, unit);
          setQty(p > 0 ? formatQuantity(p) : '1');
        }}
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
