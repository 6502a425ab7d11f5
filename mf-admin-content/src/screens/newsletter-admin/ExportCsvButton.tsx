// Downloads the subscribers of the current filter as CSV; a failure is said beside the button.
import { useStore } from '@nanostores/react';
import { Button } from '@armatura/shared-libs/ui';
import {
  $exportError,
  $exporting,
  exportCsv,
} from '../../features/newsletter-admin/newsletter-store';
import { useToolsT } from '../../features/texts/admin-tools-texts';
import * as s from '../../features/email-log/tools.module.css';

export function ExportCsvButton() {
  const t = useToolsT();
  const exporting = useStore($exporting);
  const error = useStore($exportError);
  return (
    <div>
      <Button variant="secondary" isPending={exporting} onPress={() => void exportCsv()}>
        {exporting ? t('exporting') : t('exportCsv')}
      </Button>
      {error && (
        <p role="alert" className={s.error}>
          {t('exportFailed')} {error}
        </p>
      )}
    </div>
  );
}
