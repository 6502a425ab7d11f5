/**
 * The availability alert form (NotifyAvailability/Create): an e-mail address to hear when an
 * unavailable product is back. Used by the product page's section and the tiles' dialog.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { Button, Form, TextField, useHydrated } from '@armatura/shared-libs/ui';
import { $user } from '@armatura/shared-libs/session';
import {
  $notifyAvailability,
  isValidEmail,
  requestAvailabilityAlert,
  resetNotify,
} from '../product/notify-store';
import { useCatalogT } from '../texts/catalog-texts';
import * as styles from './Notify.module.css';

export function NotifyForm({ productId, autoFocus }: { productId: number; autoFocus?: boolean }) {
  const t = useCatalogT();
  const user = useStore($user);
  const state = useStore($notifyAvailability);
  const [email, setEmail] = useState(user?.email ?? '');
  const [touched, setTouched] = useState(false);
  // The product page's HTML carries this form before its script runs: until then, an address
  // typed in it would be lost and a press would submit nothing, so it waits, disabled.
  const ready = useHydrated();
  useEffect(() => resetNotify(productId), [productId]);
  const invalid = touched && !isValidEmail(email);
  const mine = state.productId === productId;

  if (mine && state.status === 'sent') {
    return (
      <p role="status" className={styles.success}>
        {t('notifySuccess')}
      </p>
    );
  }
  return (
    <>
      <p className={styles.intro}>{t('notifyIntro')}</p>
      <Form
        className={styles.form}
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
          autoFocus={autoFocus}
          value={email}
          onChange={setEmail}
          onBlur={() => setTouched(true)}
          isInvalid={invalid}
          errorMessage={t('notifyInvalidEmail')}
          isRequired
          isDisabled={!ready}
        />
        <Button type="submit" isDisabled={!ready} isPending={mine && state.status === 'sending'}>
          {t('notifySubmit')}
        </Button>
      </Form>
      {mine && state.status === 'error' && (
        <p role="alert" className={styles.error}>
          {state.error}
        </p>
      )}
    </>
  );
}
