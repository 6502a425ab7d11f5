/** 'Powiadom o dostępności': leave an e-mail to hear when an unavailable product is back. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Button, Form, TextField } from '@armatura/shared-libs/ui';
import { $user } from '@armatura/shared-libs/session';
import {
  $notifyAvailability,
  isValidEmail,
  requestAvailabilityAlert,
  resetNotify,
} from '../../features/product/notify-store';
import { useCatalogT } from '../../features/texts/catalog-texts';
import * as styles from './Product.module.css';

export function NotifyAvailability({ productId }: { productId: number }) {
  const t = useCatalogT();
  const user = useStore($user);
  const state = useStore($notifyAvailability);
  const [email, setEmail] = useState(user?.email ?? '');
  const [touched, setTouched] = useState(false);
  useEffect(() => resetNotify(productId), [productId]);
  const invalid = touched && !isValidEmail(email);
  const mine = state.productId === productId;

  if (mine && state.status === 'sent') {
    return (
      <section className={styles.notify} aria-labelledby="notify-title">
        <h2 id="notify-title" className={styles.notifyTitle}>
          {t('notifyTitle')}
        </h2>
        <p role="status" className={styles.notifySuccess}>
          {t('notifySuccess')}
        </p>
      </section>
    );
  }

  return (
    <section className={styles.notify} aria-labelledby="notify-title">
      <h2 id="notify-title" className={styles.notifyTitle}>
        {t('notifyTitle')}
      </h2>
      <p className={styles.notifyIntro}>{t('notifyIntro')}</p>
      <Form
        className={styles.notifyForm}
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (isValidEmail(email)) void requestAvailabilityAlert(productId, email);
        }}
      >
        <TextField
          label={t('notifyEmail')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          onBlur={() => setTouched(true)}
          isInvalid={invalid}
          errorMessage={t('notifyInvalidEmail')}
          isRequired
        />
        <Button type="submit" isPending={mine && state.status === 'sending'}>
          {t('notifySubmit')}
        </Button>
      </Form>
      {mine && state.status === 'error' && (
        <p role="alert" className={styles.notifyError}>
          {state.error}
        </p>
      )}
    </section>
  );
}
