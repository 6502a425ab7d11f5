// content.newsletter — /newsletter: the subscribe form, or (opened from the mailed link, ?token=…)
// the subscription with a confirm button, or an unsubscribe button with &action=unsubscribe.
import { useEffect } from 'react';
import { useRoute, useDocumentHead } from '@armatura/shared-libs/routing';
import { resetNewsletterAction } from '../../features/public/newsletter-store';
import { useContentT } from '../../features/texts/content-texts';
import { NewsletterLink } from './NewsletterLink';
import { SubscribeForm } from './SubscribeForm';
import * as s from '../../features/public/Public.module.css';

export default function NewsletterScreen() {
  const t = useContentT();
  const search = useRoute()?.search ?? {};
  const token = search.token || null;
  const action = search.action === 'unsubscribe' ? 'unsubscribe' : 'confirm';
  useDocumentHead(t('newsletterTitle'));
  // Another link (or the plain form) starts without the previous answer.
  useEffect(() => resetNewsletterAction(), [token, action]);

  return (
    <div className={`${s.page} ${s.narrow}`}>
      <h1>{t('newsletterTitle')}</h1>
      {token ? <NewsletterLink token={token} action={action} /> : <SubscribeForm />}
    </div>
  );
}
