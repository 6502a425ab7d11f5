// content.contactForm — /formularz_kontaktowy: name, e-mail, phone, subject, message and consent,
// checked with the contract's Polish messages, then Contacts/SendMessage; a thank-you on success.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Button } from '@armatura/shared-libs/ui';
import { $contactForm, openContactForm } from '../../features/public/contact-form-store';
import { useDocumentHead } from '@armatura/shared-libs/routing';
import { useContentT } from '../../features/texts/content-texts';
import { ContactFields } from './ContactFields';
import * as s from '../../features/public/Public.module.css';

export default function ContactFormScreen() {
  const t = useContentT();
  const form = useStore($contactForm);
  useDocumentHead(t('contactTitle'));
  useEffect(() => openContactForm(), []);

  return (
    <div className={`${s.page} ${s.narrow}`}>
      <h1>{t('contactTitle')}</h1>
      {form.status === 'sent' ? (
        <div role="status">
          <p className={s.success} data-testid="contact-sent">
            {form.message}
          </p>
          <Button variant="secondary" onPress={openContactForm}>
            {t('contactAnother')}
          </Button>
        </div>
      ) : (
        <>
          <p>{t('contactIntro')}</p>
          <ContactFields />
        </>
      )}
    </div>
  );
}
