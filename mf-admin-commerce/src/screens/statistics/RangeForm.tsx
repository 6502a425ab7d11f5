// The range of the statistics: two days, the grouping, comparison on/off, Show and the CSV export.
import { useStore } from '@nanostores/react';
import { STATISTICS_INTERVALS, type StatisticsInterval } from '@armatura/shared-libs/contracts';
import { Button, Checkbox, Form, Select, SelectItem, TextField } from '@armatura/shared-libs/ui';
import {
  $compare,
  $draft,
  $exportError,
  $exporting,
  $formError,
  applyRange,
  changeDraft,
  exportCsv,
  setInterval,
} from '../../features/statistics/statistics-store';
import { useStatisticsT } from '../../features/statistics/statistics-texts';
import * as s from './statistics.module.css';

export function RangeForm() {
  const t = useStatisticsT();
  const draft = useStore($draft);
  const compare = useStore($compare);
  const error = useStore($formError);
  const exporting = useStore($exporting);
  const exportError = useStore($exportError);
  const intervals = STATISTICS_INTERVALS.map((id) => ({ id, name: t(`interval.${id}`) }));
  return (
    <Form
      className={s.form}
      aria-label={t('rangeForm')}
      onSubmit={(e) => {
        e.preventDefault();
        void applyRange();
      }}
    >
      {(['from', 'to'] as const).map((name) => (
        <TextField
          key={name}
          label={t(name)}
          description={t('dateHint')}
          inputMode="numeric"
          value={draft[name]}
          onChange={(value) => changeDraft({ [name]: value })}
          isInvalid={Boolean(error)}
        />
      ))}
      <Select
        label={t('interval')}
        items={intervals}
        selectedKey={draft.interval}
        onSelectionChange={(key) => void setInterval(key as StatisticsInterval)}
      >
        {(item: { id: string; name: string }) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
      <Checkbox isSelected={compare} onChange={(on) => $compare.set(on)}>
        {t('compare')}
      </Checkbox>
      <div className={s.actions}>
        <Button type="submit">{t('show')}</Button>
        <Button variant="secondary" isPending={exporting} onPress={() => void exportCsv()}>
          {exporting ? t('exporting') : t('exportCsv')}
        </Button>
      </div>
      {error && (
        <p role="alert" className={s.error}>
          {error}
        </p>
      )}
      {exportError && (
        <p role="alert" className={s.error}>
          {t('exportFailed')} {exportError}
        </p>
      )}
    </Form>
  );
}
