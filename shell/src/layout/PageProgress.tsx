// Thin bar at the top of the page: loading (indeterminate), finished (hidden), failed (red).
// A plain progressbar element, as react-aria renders an indeterminate one (role and label, no
// value): react-aria-components is not a shared module, so importing it here put a second copy
// of react-aria's progress bar, number formatting and i18n into the shell's main.js (issue 16).
import { useStore } from '@nanostores/react';
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
    <div role="progressbar" aria-label={st('loadingBar')} className={s.progress}>
      <span className={s.progressFill} />
    </div>
  );
}
