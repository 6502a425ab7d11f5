/**
 * Inline grid edits (price, stock, active): UpdateFromGrid with the row's id and code and only the
 * changed fields. A row shows a loading flag while it saves; a failure clears the flag, keeps the
 * old values and shows the server's message.
 */
import { map } from 'nanostores';
import { notify } from '@armatura/shared-libs/ui';
import { adminTexts } from '../admin-texts/texts';
import { errorMessage } from './errors';
import { replaceRow } from './product-list-store';
import { productsApi, type GridChange, type ProductRow } from './products-api';

export const $savingRows = map<Record<string, boolean>>({});
/** Unsaved edits per row id (what the user typed in the grid). */
export const $drafts = map<Record<string, GridChange | undefined>>({});

export function setDraft(id: number, change: GridChange): void {
  $drafts.setKey(String(id), { ...$drafts.get()[String(id)], ...change });
}

export function discardDraft(id: number): void {
  $drafts.setKey(String(id), undefined);
}

/** Saves the row's draft; on success the draft is dropped, on failure it stays for a retry. */
export async function saveRowDraft(row: ProductRow): Promise<boolean> {
  const saved = await saveGridEdit(row, $drafts.get()[String(row.id)] ?? {});
  if (saved) discardDraft(row.id);
  return saved;
}

/** Only the fields whose value differs from the row (an unchanged edit sends nothing). */
export function changedFields(row: ProductRow, edit: GridChange): GridChange {
  const change: GridChange = {};
  for (const key of Object.keys(edit) as (keyof GridChange)[]) {
    const value = edit[key];
    if (
      value !== undefined &&
      !(typeof value === 'number' && Number.isNaN(value)) &&
      value !== row[key]
    ) {
      (change as Record<string, unknown>)[key] = value;
    }
  }
  return change;
}

export async function saveGridEdit(row: ProductRow, edit: GridChange): Promise<boolean> {
  const change = changedFields(row, edit);
  if (Object.keys(change).length === 0) return true;
  $savingRows.setKey(String(row.id), true);
  try {
    const saved = await productsApi.updateFromGrid(row.id, row.code, change);
    replaceRow({
      id: row.id,
      valueNetto: saved.valueNetto,
      valueBrutto: saved.valueBrutto,
      qtyAvailable: saved.qtyAvailable,
      isActive: saved.isActive,
      modificationTime: saved.modificationTime,
    });
    notify({ type: 'success', title: adminTexts.t('gridSaved', { code: row.code }) });
    return true;
  } catch (error) {
    notify({ type: 'error', title: errorMessage(error) });
    return false;
  } finally {
    $savingRows.setKey(String(row.id), false);
  }
}
