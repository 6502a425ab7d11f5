/** Import dialog: choose a CSV/XLSX file, watch the job's progress, then read the row errors. */
import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import {
  Button,
  Dialog,
  DialogTrigger,
  ErrorState,
  Modal,
  ProgressBar,
} from '@armatura/shared-libs/ui';
import { useAdminT } from '../../features/admin-texts/texts';
import {
  $importState,
  importPercent,
  resetImport,
  startImport,
} from '../../features/products/import-store';
import { loadProducts } from '../../features/products/product-list-store';
import * as styles from './products.module.css';

export function ImportDialog() {
  const t = useAdminT();
  const state = useStore($importState);
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const busy = state.phase === 'uploading' || state.phase === 'running';

  const start = async () => {
    const file = input.current?.files?.[0];
    setMissing(!file);
    if (!file) return;
    const result = await startImport(file, file.name);
    if (result.phase === 'done') void loadProducts();
  };

  return (
    <DialogTrigger
      onOpenChange={(open) => {
        if (!open) {
          resetImport();
          setMissing(false);
        }
      }}
    >
      <Button variant="secondary">{t('importProducts')}</Button>
      <Modal isDismissable={!busy}>
        <Dialog title={t('importTitle')}>
          {({ close }) => (
            <div className={styles.dialogBody}>
              <p className={styles.muted} id="arm-com-import-hint">
                {t('importHint')}
              </p>
              <label>
                {t('importFile')}{' '}
                <input
                  ref={input}
                  type="file"
                  accept=".csv,.xlsx"
                  aria-describedby="arm-com-import-hint"
                  disabled={busy}
                />
              </label>
              {missing && <p role="alert">{t('importNoFile')}</p>}
              {state.phase !== 'idle' && state.phase !== 'failed' && (
                <ProgressBar
                  label={t('importProgress')}
                  value={importPercent(state.job)}
                  isIndeterminate={state.phase === 'uploading'}
                />
              )}
              {state.phase === 'done' && state.job && (
                <p role="status">
                  {t('importDone', {
                    created: state.job.created,
                    updated: state.job.updated,
                    errors: state.job.errors.length,
                  })}
                </p>
              )}
              {state.error && <ErrorState message={state.error} />}
              {state.job && state.job.errors.length > 0 && !busy && (
                <section aria-label={t('importErrors')}>
                  <h3>{t('importErrors')}</h3>
                  <ul className={styles.errors}>
                    {state.job.errors.map((e) => (
                      <li key={`${e.row}-${e.message}`}>
                        {t('importRow', { row: e.row, message: e.message })}
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              <div className={styles.dialogActions}>
                <Button variant="secondary" onPress={close} isDisabled={busy}>
                  {t('close')}
                </Button>
                <Button onPress={() => void start()} isDisabled={busy}>
                  {t('importStart')}
                </Button>
              </div>
            </div>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
