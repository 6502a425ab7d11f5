/** The seven days' opening hours: a "closed" box and opening/closing times ('HH:MM') per day. */
import { useStore } from '@nanostores/react';
import { Checkbox, TextField } from '@armatura/shared-libs/ui';
import { $pointForm, editPoint } from '../../features/points-of-sale/points-store';
import type { DayForm } from '../../features/points-of-sale/point-form';
import { usePointT, type PointTextKey } from '../../features/points-of-sale/texts/texts';
import * as s from './points.module.css';

export function HoursFields() {
  const t = usePointT();
  const { form, errors } = useStore($pointForm);
  const change = (day: number, patch: Partial<DayForm>) =>
    editPoint({ days: form.days.map((d) => (d.day === day ? { ...d, ...patch } : d)) }, [
      `openingHoursByDay.${day}`,
      'openingHoursByDay',
    ]);
  return (
    <fieldset className={s.fieldset}>
      <legend>{t('sectionHours')}</legend>
      {errors.openingHoursByDay && <p className={s.error}>{errors.openingHoursByDay}</p>}
      {form.days.map((d) => {
        const name = t(`day${d.day}` as PointTextKey);
        const error = errors[`openingHoursByDay.${d.day}`];
        return (
          <div key={d.day} className={s.day} data-testid={`day-${d.day}`}>
            <span className={s.dayName}>{name}</span>
            <TextField
              label={t('opens')}
              aria-label={`${name}: ${t('opens')}`}
              type="time"
              value={d.opens}
              isDisabled={d.closed}
              isInvalid={Boolean(error)}
              errorMessage={error}
              onChange={(opens) => change(d.day, { opens })}
            />
            <TextField
              label={t('closes')}
              aria-label={`${name}: ${t('closes')}`}
              type="time"
              value={d.closes}
              isDisabled={d.closed}
              isInvalid={Boolean(error)}
              onChange={(closes) => change(d.day, { closes })}
            />
            <Checkbox
              isSelected={d.closed}
              aria-label={`${name}: ${t('closed')}`}
              onChange={(closed) => change(d.day, { closed })}
            >
              {t('closed')}
            </Checkbox>
          </div>
        );
      })}
    </fieldset>
  );
}
