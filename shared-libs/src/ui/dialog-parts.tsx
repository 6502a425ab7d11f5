/** Modal + Dialog: `<DialogTrigger><Button/><Modal><Dialog title="…">…</Dialog></Modal></DialogTrigger>`. */
import type { ReactNode } from 'react';
import {
  Dialog as RACDialog,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type DialogProps as RACDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { cx, racClass } from './utils';

export interface DialogProps extends RACDialogProps {
  title?: ReactNode;
}

export function Dialog({ title, children, className, ...props }: DialogProps) {
  return (
    <RACDialog
      {...props}
      className={cx('arm-dialog', typeof className === 'string' ? className : undefined)}
    >
      {(renderProps) => (
        <>
          {title && (
            <Heading slot="title" className="arm-dialog__title">
              {title}
            </Heading>
          )}
          {typeof children === 'function' ? children(renderProps) : children}
        </>
      )}
    </RACDialog>
  );
}

export interface ModalProps extends ModalOverlayProps {
  size?: 'small' | 'medium' | 'large';
}

export function Modal({ size = 'medium', className, isDismissable = true, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} isDismissable={isDismissable} className="arm-modal-overlay">
      <RACModal className={racClass(`arm-modal arm-modal--${size}`, className)}>
        {props.children}
      </RACModal>
    </ModalOverlay>
  );
}
