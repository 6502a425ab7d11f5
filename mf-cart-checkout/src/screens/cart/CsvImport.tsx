// Quick order: paste or pick a CSV file ("kod produktu; ilość" per line); lines that cannot be
// used are listed with their line numbers.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Button, TextField } from '@armatura/shared-libs/ui';
import { $cartAction, importCsv } from '../../features/cart/cart-actions';
import { T } from '../../features/texts';
import * as s from '../screens.module.css';

export function CsvImport() {
  const [text, setText] = useState('');
  const { busy, importErrors } = useStore($cartAction);
  async function pick(file: File | undefined) {
    if (file) setText(await file.text());
  }
  return (
    <section className={s.card} aria-labelledby="arm-chk-import">
      <h2 id="arm-chk-import">{T.importTitle}</h2>
      <TextField
        label={T.importHint}
        multiline
        rows={4}
        value={text}
        onChange={setText}
        placeholder={'GRO-BU-00042;2\nKER-WC-00107;1'}
      />
      <div className={s.actions}>
        <label className={s.fileButton}>
          {T.importPick}
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            className={s.srOnly}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </label>
        <Button onPress={() => void importCsv(text)} isDisabled={busy || !text.trim()}>
          {T.importButton}
        </Button>
      </div>
      {importErrors.length > 0 && (
        <ul className={s.fieldError} data-testid="import-errors">
          {importErrors.map((e) => (
            <li key={e.line}>
              {T.importRow(e.line)}
              {e.code ? ` (${e.code})` : ''}: {e.message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
