/**
 * A delete button that asks first: the trigger (named "Usuń: {name}" so a list's buttons are told
 * apart) opens an alert dialog with the question, "Usuń" and "Anuluj". The dialog closes only when
 * the delete worked; a refusal the caller returns as a message is shown inside it.
 */
import { useState, type ReactNode } from 'react';
import { useT } from '@armatura/shared-libs/i18n';
import { Button } from './Button';
import { Dialog, DialogTrigger, Modal } from './overlays';

/**
 * What a delete came to: true, done (the dialog closes); false, not done and already told (a
 * notice); `{ error }`, not done, and the message is shown in the dialog.
 */
export type DeleteOutcome = boolean | { error: string };

export interface ConfirmDeleteButtonProps {
  /** What goes: in the trigger's accessible name and the default question. */
  name: string;
  onDelete(): Promise<DeleteOutcome>;
  /** The dialog's heading (default "Usunąć?"). */
  title?: string;
  /** The question (default "Czy na pewno usunąć „{name}”? Tej operacji nie można cofnąć."). */
  question?: ReactNode;
  /** The trigger's accessible name when "Usuń: {name}" is not the screen's wording. */
  label?: string;
  /** The trigger's look: quiet (default) or danger. */
  variant?: 'quiet' | 'danger';
  isDisabled?: boolean;
}

export function ConfirmDeleteButton({
  name,
  onDelete,
  title,
  question,
  label,
  variant = 'quiet',
  isDisabled,
}: ConfirmDeleteButtonProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <DialogTrigger onOpenChange={() => setError(null)}>
      <Button
        variant={variant}
        size="small"
        isDisabled={isDisabled}
        aria-label={label ?? t('common.deleteOf', { name })}
      >
        {t('common.delete')}
      </Button>
      <Modal size="small">
        <Dialog title={title ?? t('common.confirmDeleteTitle')} role="alertdialog">
          {({ close }) => (
            <div className="arm-confirm">
              <p className="arm-confirm__question">
                {question ?? t('common.confirmDelete', { name })}
              </p>
              {error && (
                <p role="alert" className="arm-confirm__error">
                  {error}
                </p>
              )}
              <div className="arm-confirm__actions">
                <Button
                  variant="danger"
                  isPending={busy}
                  onPress={async () => {
                    setBusy(true);
                    const outcome = await onDelete().finally(() => setBusy(false));
                    if (outcome === true) close();
                    else if (outcome !== false) setError(outcome.error);
                  }}
                >
                  {t('common.delete')}
                </Button>
                <Button variant="quiet" onPress={close}>
                  {t('common.cancel')}
                </Button>
              </div>
            </div>
          )}
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}
