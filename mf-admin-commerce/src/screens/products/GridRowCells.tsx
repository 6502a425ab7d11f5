/**
 * The cells of one product row. Editable values come from the row's draft ($drafts) until saved;
 * each editor reads the stores itself so typing re-renders only its own cell.
 */
import { useStore } from '@nanostores/react';
import { formatPrice } from '@armatura/shared-libs/format';
import { navigate } from '@armatura/shared-libs/routing';
import { Button, Cell, Checkbox, NumberField, Spinner } from '@armatura/shared-libs/ui';
import { useAdminT } from '../../features/admin-texts/texts';
import {
  $drafts,
  $savingRows,
  changedFields,
  discardDraft,
  saveRowDraft,
  setDraft,
} from '../../features/products/grid-edit-store';
import type { ProductRow } from '../../features/products/products-api';
import { DeleteProductButton } from './DeleteProductButton';
import * as styles from './products.module.css';

const PRICE_FORMAT = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

function useDraft(row: ProductRow) {
  const drafts = useStore($drafts);
  return drafts[String(row.id)] ?? {};
}

function NetEditor({ row }: { row: ProductRow }) {
  const t = useAdminT();
  const draft = useDraft(row);
  return (
    <NumberField
      className={styles.num}
      aria-label={t('netOf', { name: row.name })}
      hideStepper
      minValue={0}
      formatOptions={PRICE_FORMAT}
      value={draft.valueNetto ?? row.valueNetto}
      onChange={(valueNetto) => setDraft(row.id, { valueNetto })}
    />
  );
}

function StockEditor({ row }: { row: ProductRow }) {
  const t = useAdminT();
  const draft = useDraft(row);
  return (
    <NumberField
      className={styles.num}
      aria-label={t('stockOf', { name: row.name })}
      hideStepper
      minValue={0}
      value={draft.qtyAvailable ?? row.qtyAvailable}
      onChange={(qtyAvailable) => setDraft(row.id, { qtyAvailable })}
    />
  );
}

function ActiveEditor({ row }: { row: ProductRow }) {
  const t = useAdminT();
  const draft = useDraft(row);
  return (
    <Checkbox
      slot={null}
      aria-label={t('activeOf', { name: row.name })}
      isSelected={draft.isActive ?? row.isActive}
      onChange={(isActive) => setDraft(row.id, { isActive })}
    />
  );
}

function RowActions({ row }: { row: ProductRow }) {
  const t = useAdminT();
  const draft = useDraft(row);
  const saving = useStore($savingRows)[String(row.id)] ?? false;
  const dirty = Object.keys(changedFields(row, draft)).length > 0;
  const editHref = `/kokpit/konfiguracja/produkty/edytuj/${encodeURIComponent(row.erpId || '0')}/${row.id}`;
  return (
    <div className={styles.rowActions}>
      {saving ? (
        <Spinner size="small" label={t('saving')} />
      ) : (
        <Button
          size="small"
          variant={dirty ? 'primary' : 'secondary'}
          aria-label={`${t('save')}: ${row.name}`}
          onPress={() => void saveRowDraft(row)}
        >
          {t('save')}
        </Button>
      )}
      {dirty && !saving && (
        <Button size="small" variant="quiet" onPress={() => discardDraft(row.id)}>
          {t('cancel')}
        </Button>
      )}
      <Button
        size="small"
        variant="secondary"
        aria-label={`${t('edit')}: ${row.name}`}
        onPress={() => navigate(editHref)}
      >
        {t('edit')}
      </Button>
      <DeleteProductButton row={row} />
    </div>
  );
}

export function GridRowCells({ row }: { row: ProductRow }) {
  const t = useAdminT();
  // data-label names the value in the narrow (card) layout, where the header row is not above it.
  return (
    <>
      <Cell data-label={t('colCode')}>{row.code}</Cell>
      <Cell className={styles.wide}>
        <span className={styles.name}>{row.name}</span>
      </Cell>
      <Cell data-label={t('colBrand')}>{row.brandName ?? ''}</Cell>
      <Cell data-label={t('colNet')}>
        <NetEditor row={row} />
      </Cell>
      <Cell data-label={t('colGross')}>{formatPrice(row.valueBrutto)}</Cell>
      <Cell data-label={t('colStock')}>
        <StockEditor row={row} />
      </Cell>
      <Cell data-label={t('colActive')}>
        <ActiveEditor row={row} />
      </Cell>
      <Cell className={styles.wide}>
        <RowActions row={row} />
      </Cell>
    </>
  );
}
