// One mail of the log (Email/GetEmailLog): who, when, status, error and the text body; one-time
// secrets come masked from the server. The HTML body is not rendered: the text tells the same.
import { useStore } from '@nanostores/react';
import { formatDateTime } from '@armatura/shared-libs/format';
import { Button, Dialog, Modal } from '@armatura/shared-libs/ui';
import { $openedMailId, emailDetails, openMail } from '../../features/email-log/email-log-store';
import { LoadStatus } from '../../features/email-log/LoadStatus';
import { useToolsT } from '../../features/texts/admin-tools-texts';
import { useMailStatusLabel } from './mail-status';
import * as s from '../../features/email-log/tools.module.css';

export function EmailDetailsDialog() {
  const t = useToolsT();
  const statusLabel = useMailStatusLabel();
  const openedId = useStore($openedMailId);
  const state = useStore(emailDetails.$state);
  const mail = state.data;
  return (
    <Modal
      size="large"
      isOpen={openedId !== null}
      onOpenChange={(open) => {
        if (!open) void openMail(null);
      }}
    >
      <Dialog title={mail?.subject ?? t('details')} data-testid="email-details">
        {({ close }) => (
          <>
            <LoadStatus state={state} onRetry={() => void emailDetails.reload()} />
            {mail && (
              <>
                <dl className={s.facts}>
                  <dt>{t('recipient')}</dt>
                  <dd>{mail.recipient}</dd>
                  <dt>{t('template')}</dt>
                  <dd>{mail.template ?? '—'}</dd>
                  <dt>{t('created')}</dt>
                  <dd>{formatDateTime(mail.creationTime)}</dd>
                  <dt>{t('sentTime')}</dt>
                  <dd>{mail.sentTime ? formatDateTime(mail.sentTime) : '—'}</dd>
                  <dt>{t('status')}</dt>
                  <dd>{statusLabel(mail.status)}</dd>
                  <dt>{t('attempts')}</dt>
                  <dd>{mail.attempts}</dd>
                  {mail.error && (
                    <>
                      <dt>{t('error')}</dt>
                      <dd className={s.error}>{mail.error}</dd>
                    </>
                  )}
                </dl>
                <h3>{t('bodyText')}</h3>
                <div className={s.body} tabIndex={0} role="region" aria-label={t('bodyText')}>
                  {mail.bodyText}
                </div>
              </>
            )}
            <div className={s.actions}>
              <Button variant="secondary" onPress={close}>
                {t('close')}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
