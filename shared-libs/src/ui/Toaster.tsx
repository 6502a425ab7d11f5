/**
 * Renders $notices. Two live regions exist from the first render (role=alert for errors and
 * warnings, role=status for the rest): content added to an existing region is announced
 * reliably, a region inserted together with its content often is not.
 */
import { useStore } from '@nanostores/react';
import { useT } from '@armatura/shared-libs/i18n';
import { $notices, dismissNotice, type Notice } from '@armatura/shared-libs/notices';
import { Button } from './Button';

function Toast({ notice }: { notice: Notice }) {
  const t = useT();
  return (
    <div className={`arm-toast arm-toast--${notice.type}`} data-notice-id={notice.id}>
      <div className="arm-toast__body">
        <strong className="arm-toast__title">{notice.title}</strong>
        {notice.message && <p className="arm-toast__message">{notice.message}</p>}
        {notice.details && <p className="arm-toast__details">{notice.details}</p>}
      </div>
      <Button
        variant="quiet"
        size="small"
        className="arm-toast__close"
        aria-label={t('common.close')}
        onPress={() => dismissNotice(notice.id)}
      >
        ✕
      </Button>
    </div>
  );
}

export function isUrgent(notice: Notice): boolean {
  return notice.type === 'error' || notice.type === 'warning';
}

export function Toaster() {
  const notices = useStore($notices);
  const t = useT();
  return (
    <section className="arm-toaster" aria-label={t('notices.region')}>
      <div role="alert" className="arm-toaster__region">
        {notices.filter(isUrgent).map((notice) => (
          <Toast key={notice.id} notice={notice} />
        ))}
      </div>
      <div role="status" className="arm-toaster__region">
        {notices
          .filter((notice) => !isUrgent(notice))
          .map((notice) => (
            <Toast key={notice.id} notice={notice} />
          ))}
      </div>
    </section>
  );
}
