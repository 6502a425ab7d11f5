// Opened from the mailed link: the address and its state, and the one button the link is for.
// Nothing happens on opening (mail scanners open links): the person presses the button.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { NewsletterStatus } from '@armatura/shared-libs/contracts';
import { Link } from '@armatura/shared-libs/routing';
import { Button, EmptyState } from '@armatura/shared-libs/ui';
import {
  $newsletterAction,
  answerLink,
  newsletterLink,
} from '../../features/public/newsletter-store';
import { LoadFailed, Loading } from '../../features/public/states';
import { useContentT, type ContentTextKey } from '../../features/texts/content-texts';
import { contractMessages } from '../../features/texts/contract-messages';
import { ActionMessage } from './ActionMessage';
import * as s from '../../features/public/Public.module.css';

const STATUS_TEXT: Record<NewsletterStatus, ContentTextKey> = {
  pending: 'newsletterStatusPending',
  confirmed: 'newsletterStatusConfirmed',
  unsubscribed: 'newsletterStatusUnsubscribed',
};

export function NewsletterLink(props: { token: string; action: 'confirm' | 'unsubscribe' }) {
  const t = useContentT();
  const link = useStore(newsletterLink.$state);
  const action = useStore($newsletterAction);
  useEffect(() => {
    void newsletterLink.load(props.token);
  }, [props.token]);

  const other = <Link href="/newsletter">{t('newsletterSubscribeOther')}</Link>;
  if (link.status === 'error') {
    // A malformed or unknown token: the contract's message, whatever the reason.
    if (link.errorStatus === 400 || link.errorStatus === 404)
      return <EmptyState title={contractMessages.t('newsletter.badLink')} action={other} />;
    return <LoadFailed message={link.error} onRetry={() => void newsletterLink.reload()} />;
  }
  const sub = link.key === props.token ? link.data : null;
  if (!sub) return <Loading />;
  const offer =
    props.action === 'confirm' ? sub.status === 'pending' : sub.status !== 'unsubscribed';
  const sending = action.status === 'sending';
  return (
    <>
      <p>{t('newsletterLinkFor', { email: sub.email })}</p>
      <p data-testid="newsletter-status">
        {t('newsletterStatus', { status: t(STATUS_TEXT[sub.status]) })}
      </p>
      {offer && (
        <div className={s.actions}>
          <Button
            variant={props.action === 'confirm' ? 'primary' : 'secondary'}
            isDisabled={sending}
            onPress={() => void answerLink(props.token, props.action)}
          >
            {props.action === 'confirm' ? t('newsletterConfirm') : t('newsletterUnsubscribe')}
          </Button>
        </div>
      )}
      <ActionMessage />
      <p>{other}</p>
    </>
  );
}
