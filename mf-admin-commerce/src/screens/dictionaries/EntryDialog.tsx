/** Edit a dictionary value (or add one to a custom dictionary) in a modal form. */
import { useState, type FormEvent } from 'react';
import type { DictionaryEntry, DictionaryType } from '@armatura/shared-libs/contracts';
import {
  Button,
  Checkbox,
  Dialog,
  DialogTrigger,
  Form,
  Modal,
  TextField,
} from '@armatura/shared-libs/ui';
import { saveEntry, type EntryErrors } from '../../features/dictionaries/dictionaries-store';
import { useDictionaryT } from '../../features/dictionaries/texts/texts';
import * as s from '../points-of-sale/points.module.css';

export function EntryDialog({ type, entry }: { type: DictionaryType; entry?: DictionaryEntry }) {
  const t = useDictionaryT();
  const creating = !entry;
  const blank = { value: '', labelPl: '', labelEn: '', isActive: true };
  const [form, setForm] = useState(entry ?? blank);
  const [errors, setErrors] = useState<EntryErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);
  const title = creating ? t('addTitle') : t('editTitle');
  const edit = (change: Partial<typeof form>) => {
    setForm({ ...form, ...change });
    setErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await saveEntry({ type, ...form }, creating);
    setBusy(false);
    if (result.ok) return setOpen(false);
    setErrors(result.errors);
    setMessage(result.message);
  };

  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        if (next) {
          setForm(entry ?? blank);
          setErrors({});
          setMessage(null);
        }
        setOpen(next);
      }}
    >
      <Button
        variant={creating ? 'primary' : 'secondary'}
        size={creating ? 'medium' : 'small'}
        aria-label={creating ? undefined : `${t('edit')}: ${entry.labelPl}`}
      >
        {creating ? t('add') : t('edit')}
      </Button>
      <Modal>
        <Dialog title={title}>
          {({ close }) => (
            <Form
              className={s.dialogBody}
              onSubmit={submit}
              aria-label={title}
              validationBehavior="aria"
            >
              <TextField
                label={t('fieldValue')}
                value={form.value}
                isReadOnly={!creating}
                isRequired
                isInvalid={Boolean(errors.value)}
                errorMessage={errors.value}
                onChange={(value) => edit({ value })}
              />
              <TextField
                label={t('fieldLabelPl')}
                value={form.labelPl}
                isRequired
                isInvalid={Boolean(errors.labelPl)}
                errorMessage={errors.labelPl}
                onChange={(labelPl) => edit({ labelPl })}
              />
              <TextField
                label={t('fieldLabelEn')}
                value={form.labelEn}
                isRequired
                isInvalid={Boolean(errors.labelEn)}
                errorMessage={errors.labelEn}
                onChange={(labelEn) => edit({ labelEn })}
              />
              {!entry?.isSystem && (
                <Checkbox isSelected={form.isActive} onChange={(isActive) => edit({ isActive })}>
                  {t('fieldActive')}
                </Checkbox>
              )}
              {message && (
                <p role="alert" className={s.error}>
                  {errors.isActive ?? message}
                </p>
              )}
              <div className={s.dialogActions}>
                <Button variant="secondary" onPress={close}>
                  {t('cancel')}
                </Button>
                <Button type="submit" isPending={busy}>
                  {t('save')}
                </Button>
              </div>
            </Form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
