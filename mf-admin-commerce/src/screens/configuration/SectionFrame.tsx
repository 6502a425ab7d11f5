/**
 * The frame of one configuration group: loading, load error with retry, then the form with its
 * fields (children), the message the server gave without naming a field, and the save button with
 * progress. `after` is what lives outside the form (a test action has its own button and field).
 */
import { useStore } from '@nanostores/react';
import type { FormEvent, ReactNode } from 'react';
import { Button, ErrorState, ProgressBar, Spinner } from '@armatura/shared-libs/ui';
import { useConfigurationT } from '../../features/configuration/configuration-texts';
import type { SectionStore } from '../../features/configuration/section-store';
import * as styles from './configuration.module.css';

export function SectionFrame<F extends object>({
  id,
  title,
  section,
  children,
  after,
}: {
  id: string;
  title: string;
  section: SectionStore<unknown, F>;
  children: ReactNode;
  after?: ReactNode;
}) {
  const t = useConfigurationT();
  const status = useStore(section.$status);
  const form = useStore(section.$form);
  const saving = status.phase === 'saving';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void section.save();
  };
  return (
    <section className={styles.section} data-testid={`config-${id}`} data-status={status.phase}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {(status.phase === 'loading' || status.phase === 'idle') && <Spinner />}
      {status.phase === 'error' && (
        <ErrorState message={status.error} onRetry={() => void section.open()} />
      )}
      {form && status.phase !== 'error' && status.phase !== 'loading' && (
        <>
          <form onSubmit={submit} noValidate aria-label={title} className={styles.form}>
            <div className={styles.grid}>{children}</div>
            {status.error && (
              <p className={styles.error} role="alert">
                {status.error}
              </p>
            )}
            {saving && <ProgressBar isIndeterminate label={t('savingProgress')} />}
            <div className={styles.actions}>
              <Button type="submit" isDisabled={saving}>
                {saving ? t('saving') : t('save')}
              </Button>
            </div>
          </form>
          {after}
        </>
      )}
    </section>
  );
}
