/** Add / edit one point of sale: loads it (edit; unknown id → not found), the form, save → list. */
import { useEffect, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useRoute } from '@armatura/shared-libs/routing';
import { Button, Checkbox, ErrorState, Spinner, TextField } from '@armatura/shared-libs/ui';
import {
  $pointForm,
  POINTS_LIST_PATH,
  editPoint,
  openPointForm,
  savePoint,
} from '../../features/points-of-sale/points-store';
import type { PointForm } from '../../features/points-of-sale/point-form';
import { usePointT, type PointTextKey } from '../../features/points-of-sale/texts/texts';
import { HoursFields } from './HoursFields';
import * as s from './points.module.css';

type TextKey =
  'name' | 'street' | 'postalCode' | 'city' | 'phone' | 'email' | 'latitude' | 'longitude';
const LABELS: Record<TextKey, PointTextKey> = {
  name: 'fieldName',
  street: 'fieldStreet',
  postalCode: 'fieldPostalCode',
  city: 'fieldCity',
  phone: 'fieldPhone',
  email: 'fieldEmail',
  latitude: 'fieldLatitude',
  longitude: 'fieldLongitude',
};

function Field({ name, type = 'text' }: { name: TextKey; type?: string }) {
  const t = usePointT();
  const { form, errors } = useStore($pointForm);
  return (
    <TextField
      label={t(LABELS[name])}
      type={type}
      value={form[name]}
      isRequired={['name', 'street', 'postalCode', 'city'].includes(name)}
      isInvalid={Boolean(errors[name])}
      errorMessage={errors[name]}
      onChange={(value) => editPoint({ [name]: value } as Partial<PointForm>)}
    />
  );
}

export function PointOfSaleFormScreen({ screen }: { screen: string }) {
  const t = usePointT();
  const route = useRoute();
  const state = useStore($pointForm);
  const isEdit = screen === 'commerce.pointOfSaleEdit';
  const raw = route?.params.pointOfSaleId ?? '';
  // A malformed id can name no point: the same "not found" as an unknown one.
  const id = isEdit ? (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : -1) : null;

  useEffect(() => {
    if (id === -1) $pointForm.set({ ...$pointForm.get(), phase: 'notFound', message: null });
    else void openPointForm(id);
  }, [id]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void savePoint();
  };
  const title = isEdit ? t('editTitle') : t('addTitle');
  const { form, phase } = state;

  return (
    <section className={s.screen} aria-labelledby="arm-com-pos-form-title">
      <div className={s.toolbar}>
        <h1 id="arm-com-pos-form-title" className={s.title}>
          {title}
        </h1>
        <Link href={POINTS_LIST_PATH}>{t('back')}</Link>
      </div>
      {phase === 'loading' && <Spinner />}
      {phase === 'notFound' && <ErrorState title={t('notFound')} message={state.message} />}
      {phase === 'error' && (
        <ErrorState
          title={t('loadError')}
          message={state.message}
          onRetry={() => void openPointForm(id)}
          retryLabel={t('retry')}
        />
      )}
      {(phase === 'ready' || phase === 'saving') && (
        <form className={s.form} onSubmit={submit} noValidate aria-label={title}>
          <fieldset className={s.fieldset}>
            <legend>{t('sectionAddress')}</legend>
            <div className={s.grid}>
              <Field name="name" />
              <Field name="street" />
              <Field name="postalCode" />
              <Field name="city" />
              <Field name="phone" type="tel" />
              <Field name="email" type="email" />
            </div>
            <div className={s.actions}>
              <Checkbox
                isSelected={form.isPickupPoint}
                onChange={(isPickupPoint) => editPoint({ isPickupPoint })}
              >
                {t('fieldPickup')}
              </Checkbox>
              <Checkbox isSelected={form.isActive} onChange={(isActive) => editPoint({ isActive })}>
                {t('fieldActive')}
              </Checkbox>
            </div>
          </fieldset>
          <fieldset className={s.fieldset}>
            <legend>{t('sectionMap')}</legend>
            <p className={s.muted}>{t('coordinatesHint')}</p>
            <div className={s.grid}>
              <Field name="latitude" />
              <Field name="longitude" />
            </div>
          </fieldset>
          <HoursFields />
          {state.message && (
            <p className={s.error} role="alert">
              {state.message}
            </p>
          )}
          <div className={s.actions}>
            <Link href={POINTS_LIST_PATH}>{t('cancel')}</Link>
            <Button type="submit" isDisabled={phase === 'saving'}>
              {phase === 'saving' ? t('saving') : t('save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
