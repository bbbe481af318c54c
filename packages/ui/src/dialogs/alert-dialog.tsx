import { useRef, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

export interface AlertDialogProps {
  open: boolean;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** What the user is told; it is the dialog's accessible description. */
  message?: ReactNode;
  okLabel?: string;
  /** An extra control before OK (e.g. a link to read more); it should close the dialog itself. */
  extraAction?: ReactNode;
  /** OK, Escape or a click outside. */
  onClose: () => void;
}

/** A message with one button (role=alertdialog): the styled replacement for `window.alert`. */
export function AlertDialog({ open, title, message, okLabel = 'OK', extraAction, onClose }: AlertDialogProps) {
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      size="sm"
      hideCloseButton
      initialFocusRef={okRef}
      footer={
        <>
          {extraAction}
          <Button ref={okRef} onClick={onClose}>
            {okLabel}
          </Button>
        </>
      }
    >
      {message ? <p>{message}</p> : null}
    </Modal>
  );
}
