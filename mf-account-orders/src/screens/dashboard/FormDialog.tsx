// A button opening a modal form: the form's fields, its message (the server's refusal or "fix
// the marked fields"), Save and Cancel. `onSubmit` resolves true to close the dialog.
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Form,
  Modal,
  type ButtonVariant,
} from '@armatura/shared-libs/ui';
import { useAccountT } from '../../features/texts/account-texts';
import * as s from './dashboard.module.css';

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
  /** Accessible name of the trigger when its text is short ("Edytuj" → "Edytuj adres Biuro"). */
  triggerLabel?: string;
  triggerVariant?: ButtonVariant;
  title: string;
  message: string | null;
  onOpen?(): void;
  onSubmit(): Promise<boolean>;
  children: ReactNode;
}) {
  const t = useAccountT();
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
      <Button variant={triggerVariant} size="small" aria-label={triggerLabel}>
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
              <div className={s.actions}>
                <Button type="submit" isPending={busy}>
                  {busy ? t('saving') : t('save')}
                </Button>
                <Button variant="quiet" onPress={close}>
                  {t('cancel')}
                </Button>
              </div>
            </Form>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
