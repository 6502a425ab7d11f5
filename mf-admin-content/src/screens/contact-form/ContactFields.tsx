// The contact form's fields. The honeypot `website` is off-screen, aria-hidden and out of the tab
// order: people never fill it, bots do (the server then keeps nothing).
import { useStore } from '@nanostores/react';
import { CONTACT_LIMITS } from '@armatura/shared-libs/contracts';
import { Button, Checkbox, Form, TextField } from '@armatura/shared-libs/ui';
import {
  $contactDraft,
  $contactForm,
  sendContactForm,
  setContactField,
  type ContactDraft,
} from '../../features/public/contact-form-store';
import { useContentT, type ContentTextKey } from '../../features/texts/content-texts';
import * as s from '../../features/public/Public.module.css';

type TextKey = 'name' | 'email' | 'phone' | 'subject' | 'message';
const FIELDS: { key: TextKey; label: ContentTextKey; type?: string; auto?: string }[] = [
  { key: 'name', label: 'contactName', auto: 'name' },
  { key: 'email', label: 'contactEmail', type: 'email', auto: 'email' },
  { key: 'phone', label: 'contactPhone', type: 'tel', auto: 'tel' },
  { key: 'subject', label: 'contactSubject' },
  { key: 'message', label: 'contactMessage' },
];

export function ContactFields() {
  const t = useContentT();
  const draft = useStore($contactDraft);
  const form = useStore($contactForm);
  const errors = form.fieldErrors;
  const sending = form.status === 'sending';
  const set =
    <K extends keyof ContactDraft>(key: K) =>
    (value: ContactDraft[K]) =>
      setContactField(key, value);

  return (
    <Form
      className={s.form}
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault();
        void sendContactForm();
      }}
    >
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          name={f.key}
          label={t(f.label)}
          type={f.type}
          autoComplete={f.auto}
          multiline={f.key === 'message'}
          rows={6}
          maxLength={CONTACT_LIMITS[f.key]}
          isRequired={f.key !== 'phone'}
          value={draft[f.key]}
          onChange={set(f.key)}
          isInvalid={!!errors[f.key]}
          errorMessage={errors[f.key]}
        />
      ))}
      <div className={s.trap} aria-hidden="true">
        <label>
          {t('contactWebsite')}
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={draft.website}
            onChange={(e) => set('website')(e.target.value)}
          />
        </label>
      </div>
      <div>
        <Checkbox
          name="consent"
          isSelected={draft.consent}
          onChange={set('consent')}
          isInvalid={!!errors.consent}
          aria-describedby={errors.consent ? 'contact-consent-error' : undefined}
        >
          {t('contactConsent')}
        </Checkbox>
        {errors.consent && (
          <p id="contact-consent-error" className={s.fieldError}>
            {errors.consent}
          </p>
        )}
      </div>
      {form.status === 'error' && form.message && (
        <p role="alert" className={s.fieldError} data-testid="contact-error">
          {form.message}
        </p>
      )}
      <div className={s.actions}>
        <Button type="submit" isDisabled={sending}>
          {sending ? t('contactSending') : t('contactSend')}
        </Button>
      </div>
    </Form>
  );
}
