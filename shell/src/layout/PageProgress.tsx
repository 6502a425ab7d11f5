// Thin bar at the top of the page: loading (indeterminate), finished (hidden), failed (red).
import { useStore } from '@nanostores/react';
import { ProgressBar as RACProgressBar } from 'react-aria-components';
import { $pageLoading } from '../pwa/page-loading';
import { useNamespaceT } from '@armatura/shared-libs/i18n';
import { shellTexts } from '../texts';
import * as s from './layout.module.css';

export function PageProgress() {
  const state = useStore($pageLoading);
  const st = useNamespaceT(shellTexts);
  if (state === 'idle' || state === 'finished') return null;
  if (state === 'failed')
    return (
      <div
        className={`${s.progress} ${s.progressFailed}`}
        role="status"
        aria-label={st('loadingFailed')}
      />
    );
  return (
    <RACProgressBar isIndeterminate aria-label={st('loadingBar')} className={s.progress}>
      <span className={s.progressFill} />
    </RACProgressBar>
  );
}
