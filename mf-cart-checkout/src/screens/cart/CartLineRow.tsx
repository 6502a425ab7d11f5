// One cart line: editable quantity (the unit's rule applies when the field is left), removal.
import { useEffect, useState } from 'react';
import { Button, TextField } from '@armatura/shared-libs/ui';
import { formatPrice, formatQuantity, isWholeUnit } from '@armatura/shared-libs/format';
import { removeLine, setLineQty, type CartLine } from '../../features/cart/cart-store';
import { T } from '../../features/texts';
import * as s from '../screens.module.css';

export function CartLineRow({ line }: { line: CartLine }) {
  const [qty, setQty] = useState(formatQuantity(line.qty));
  useEffect(() => setQty(formatQuantity(line.qty)), [line.qty]);
  const commit = () => {
    if (qty !== formatQuantity(line.qty)) void setLineQty(line, qty);
  };
  return (
    <tr data-testid="cart-line">
      <td>
        <div>{line.name}</div>
        <div className={s.muted}>
          {line.code}
          {line.vatRate !== null ? ` · VAT ${line.vatRate}%` : ''}
        </div>
        {!line.isAvailable && <div className={s.fieldError}>{T.unavailable}</div>}
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
          value={qty}
          onChange={setQty}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
          }}
          inputMode={isWholeUnit(line.unit) ? 'numeric' : 'decimal'}
          className={s.qty}
        />
        <span className={s.muted}>{line.unit}</span>
      </td>
      <td className={s.num}>
        {formatPrice(line.netValue)}
        <div className={s.muted}>
          {formatPrice(line.grossValue)} {T.gross}
        </div>
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
