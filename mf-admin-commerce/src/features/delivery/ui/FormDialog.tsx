// A button opening a modal form: its fields, its message (the server's refusal or "correct the
// marked fields"), Save and Cancel. `onSubmit` resolves true to close the dialog.
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Form,
  Modal,
  type ButtonVariant,
} from '@armatura/shared-libs/ui';
import { useDeliveryT } from '../texts/texts';
import * as s from './methods.module.css';

export function FormDialog({
  trigger,
  triggerLabel,
  triggerVariant = 'secondary',
  title,
  message,
  onOpen,
  onSubmit,
  children,
}: {
  trigger: ReactNode;
  /** Accessible name of the trigger when its text is short ("Edytuj" → "Edytuj: Kurier GLS"). */
  triggerLabel?: string;
  triggerVariant?: ButtonVariant;
  title: string;
  message: string | null;
  onOpen?(): void;
  onSubmit(): Promise<boolean>;
  children: ReactNode;
}) {
  const t = useDeliveryT();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent, close: () => void) => {
    event.preventDefault();
    setBusy(true);
    const done = await onSubmit();
    setBusy(false);
    if (done) close();
  };
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        if (next) onOpen?.();
        setOpen(next);
      }}
    >
      <Button
        variant={triggerVariant}
        size={triggerVariant === 'primary' ? undefined : 'small'}
        aria-label={triggerLabel}
      >
        {trigger}
      </Button>
      <Modal>
        <Dialog title={title}>
          {({ close }) => (
            <Form
              className={s.dialogForm}
              validationBehavior="aria"
              onSubmit={(event) => void submit(event, close)}
            >
              {children}
              {message && (
                <p role="alert" className={s.formMessage}>
                  {message}
                </p>
              )}
              <div className={s.dialogActions}>
                <Button variant="quiet" onPress={close}>
                  {t('cancel')}
                </Button>
                <Button type="submit" isPending={busy}>
                  {busy ? t('saving') : t('save')}
                </Button>
              </div>
            </Form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
