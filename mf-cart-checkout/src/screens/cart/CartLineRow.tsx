// One cart line: editable quantity (the unit's rule applies when the field is left; a quantity
// that is not above zero changes nothing and says so), removal, 'na zamówienie' when the line is
// more than the stock and the shop takes backorders.
import { useEffect, useState } from 'react';
import { Button, TextField } from '@armatura/shared-libs/ui';
import { formatPrice, formatQuantity, isWholeUnit } from '@armatura/shared-libs/format';
import { removeLine, setLineQty, type CartLine } from '../../features/cart/cart-store';
import { T } from '../../features/texts';
import * as s from '../screens.module.css';

export interface LineStock {
  backorder: boolean;
  problem: string | null;
}

export function CartLineRow({ line, stock }: { line: CartLine; stock?: LineStock | undefined }) {
  const [qty, setQty] = useState(formatQuantity(line.qty));
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setQty(formatQuantity(line.qty)), [line.qty]);
  const commit = async () => {
    if (qty === formatQuantity(line.qty)) return;
    const why = await setLineQty(line, qty);
    setProblem(why);
    if (why) setQty(formatQuantity(line.qty));
  };
  const problemId = `arm-chk-qty-${line.key}`;
  return (
    <tr data-testid="cart-line">
      <td>
        <div>{line.name}</div>
        <div className={s.muted}>
          {line.code}
          {line.vatRate !== null ? ` · ${T.vatAt(line.vatRate)}` : ''}
        </div>
        {!line.isAvailable && <div className={s.fieldError}>{T.unavailable}</div>}
        {(line.backorder || stock?.backorder) && (
          <div className={s.muted} data-testid="backorder">
            {T.backorder}
          </div>
        )}
        {stock?.problem && (
          <div className={s.fieldError} data-testid="stock-problem">
            {stock.problem}
          </div>
        )}
      </td>
      <td className={s.num}>
        {formatPrice(line.priceNet)}
        <div className={s.muted}>
          {formatPrice(line.priceGross)} {T.gross}
        </div>
      </td>
      <td>
        <TextField
          aria-label={`${T.quantity}: ${line.name} (${line.unit})`}
          aria-describedby={problem ? problemId : undefined}
          value={qty}
          onChange={setQty}
          onBlur={() => void commit()}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void commit();
          }}
          inputMode={isWholeUnit(line.unit) ? 'numeric' : 'decimal'}
          className={s.qty}
        />
        <span className={s.muted}>{line.unit}</span>
        {problem && (
          <p id={problemId} className={s.fieldError} role="alert" data-testid="line-problem">
            {problem}
          </p>
        )}
      </td>
      {/* Net only: lines add up to 'Razem netto', and VAT is added per rate below (issue 14.4);
          a per-line gross would be rounded per line and stop adding up to 'Razem brutto'. */}
      <td className={s.num} data-testid="line-net">
        {formatPrice(line.netValue)}
      </td>
      <td>
        <Button
          variant="quiet"
          size="small"
          onPress={() => void removeLine(line)}
          aria-label={`${T.remove}: ${line.name}`}
        >
          {T.remove}
        </Button>
      </td>
    </tr>
  );
}
