import { useRef, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

export type DialogTone = 'default' | 'danger';

export interface ConfirmDialogProps {
  open: boolean;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** The question; it is the dialog's accessible description. */
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** 'danger' paints the confirm button red and starts focus on Cancel, so Enter never destroys by accident. */
  tone?: DialogTone;
  /** Shows a spinner on the confirm button while the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel button and Escape. */
  onCancel: () => void;
}

/** A yes/no question (role=alertdialog): the styled replacement for `window.confirm`. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      size="sm"
      hideCloseButton
      closeOnBackdrop={false}
      initialFocusRef={tone === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button ref={confirmRef} variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <p>{message}</p> : null}
    </Modal>
  );
}
