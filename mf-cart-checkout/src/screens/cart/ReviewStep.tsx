// Step 1: the cart — lines with editable quantities, totals computed by the server (VAT per rate),
// and for signed-in buyers the CSV quick order and "save as offer".
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { Button, EmptyState, Spinner } from '@armatura/shared-libs/ui';
import { Link, navigate } from '@armatura/shared-libs/routing';
import { $isSignedIn } from '@armatura/shared-libs/session';
import { $cart, clearCart } from '../../features/cart/cart-store';
import { $summary, loadSummary } from '../../features/checkout/place-store';
import { $cartAction, saveAsOffer } from '../../features/cart/cart-actions';
import { CartTotals } from '../../features/cart/CartTotals';
import { T } from '../../features/texts';
import { CartLineRow } from './CartLineRow';
import { CsvImport } from './CsvImport';
import * as s from '../screens.module.css';

export function ReviewStep() {
  const cart = useStore($cart);
  const summary = useStore($summary);
  const action = useStore($cartAction);
  const signedIn = useStore($isSignedIn);
  const linesKey = cart.lines.map((l) => `${l.key}:${l.qty}`).join('|');
  useEffect(() => {
    void loadSummary(false);
  }, [linesKey]);

  if (cart.status !== 'ready' && cart.lines.length === 0)
    return <Spinner aria-label={T.loadingCart} />;
  const empty = cart.lines.length === 0;
  // What the server says of each product's stock now (a visitor's lines are only in the browser).
  const stock = new Map(
    (summary.data?.items ?? []).map((i) => [
      i.productId,
      { backorder: i.backorder === true, problem: i.stockProblem ?? null },
    ]),
  );
  return (
    <>
      {cart.editingOrder && (
        <div className={s.banner} role="status">
          <span>{T.editing(cart.editingOrder.number)}</span>
          <Button variant="secondary" size="small" onPress={() => void clearCart()}>
            {T.cancelEditing}
          </Button>
        </div>
      )}
      {cart.offer && (
        <div className={s.banner} role="status">
          {T.fromOffer(cart.offer.number)}
        </div>
      )}
      {empty ? (
        <EmptyState
          title={T.emptyCart}
          message={T.emptyCartHint}
          action={<Link href="/oferta">{T.goShopping}</Link>}
        />
      ) : (
        <>
          <table className={s.lines}>
            <thead>
              <tr>
                <th>{T.product}</th>
                <th className={s.num}>{T.priceNet}</th>
                <th>{T.quantity}</th>
                <th className={s.num}>{T.valueNet}</th>
                <th>
                  <span className={s.srOnly}>{T.lineActions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.lines.map((line) => (
                <CartLineRow key={line.key} line={line} stock={stock.get(line.productId)} />
              ))}
            </tbody>
          </table>
          {summary.data && <CartTotals totals={summary.data.totals} />}
          {summary.error && (
            <p className={s.error} role="alert">
              {summary.error}
            </p>
          )}
          <div className={s.actions}>
            <div className={s.actions}>
              <Button variant="secondary" onPress={() => void clearCart()}>
                {T.clearCart}
              </Button>
              {signedIn && !cart.editingOrder && (
                <Button
                  variant="secondary"
                  onPress={() => void saveAsOffer()}
                  isDisabled={action.busy}
                >
                  {T.saveOffer}
                </Button>
              )}
            </div>
            <Button
              onPress={() => navigate('/koszyk/dostawa')}
              isDisabled={
                cart.lines.some((l) => !l.isAvailable) || [...stock.values()].some((x) => x.problem)
              }
            >
              {T.next}: {T.step('dostawa')}
            </Button>
          </div>
        </>
      )}
      {action.error && (
        <p className={s.error} role="alert">
          {action.error}
        </p>
      )}
      {signedIn && <CsvImport />}
    </>
  );
}
