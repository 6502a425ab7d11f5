/** Search (applied after a short pause), add, export, import and archive-selected. */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { navigate } from '@armatura/shared-libs/routing';
import { Button, SearchField } from '@armatura/shared-libs/ui';
import { useAdminT } from '../../features/admin-texts/texts';
import {
  $productQuery,
  $selectedIds,
  archiveSelected,
  changeProductQuery,
  exportProducts,
} from '../../features/products/product-list-store';
import { ImportDialog } from './ImportDialog';
import * as styles from './products.module.css';

const SEARCH_DELAY_MS = 400;

export function ProductToolbar() {
  const t = useAdminT();
  const query = useStore($productQuery);
  const selected = useStore($selectedIds);
  const [text, setText] = useState(query.filter);

  useEffect(() => {
    if (text === $productQuery.get().filter) return;
    const timer = setTimeout(() => void changeProductQuery({ filter: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className={styles.toolbar}>
      <SearchField
        className={styles.search}
        label={t('productsSearch')}
        description={t('productsSearchHint')}
        value={text}
        onChange={setText}
        onSubmit={(value) => void changeProductQuery({ filter: value })}
      />
      <div className={styles.actions}>
        <Button onPress={() => navigate('/kokpit/konfiguracja/produkty/dodaj/0')}>
          {t('addProduct')}
        </Button>
        <Button variant="secondary" onPress={() => void exportProducts('csv')}>
          {t('exportCsv')}
        </Button>
        <Button variant="secondary" onPress={() => void exportProducts('xlsx')}>
          {t('exportXlsx')}
        </Button>
        <ImportDialog />
        <Button
          variant="secondary"
          isDisabled={selected.length === 0}
          onPress={() => void archiveSelected()}
        >
          {t('archiveSelected', { count: selected.length })}
        </Button>
      </div>
    </div>
  );
}
