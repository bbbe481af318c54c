import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../utils/cx';
import { useModalFocus } from './use-modal-focus';
import './modal.css';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Shown as the heading; it is the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom right (stacked on phones). */
  footer?: ReactNode;
  /** Element to focus on open; default: the first focusable element of the body or footer. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  size?: 'sm' | 'md' | 'lg';
  /** Close on a click outside the panel (default true). */
  closeOnBackdrop?: boolean;
  /** Hide the × button in the header (the footer must then offer a way out). */
  hideCloseButton?: boolean;
  /** 'alertdialog' for a message or question that needs an answer before anything else (confirm, alert). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * Modal dialog: role=dialog (or alertdialog), aria-modal, labelled by its title and described by its body.
 * Escape and backdrop click close it, Tab stays inside, the page does not scroll behind it,
 * and focus goes back to whatever opened it.
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  size = 'md',
  closeOnBackdrop = true,
  hideCloseButton = false,
  role = 'dialog',
  className,
}: Omit<ModalProps, 'open'>) {
  const id = useId();
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  const panel = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const { trapTab, close } = useModalFocus({ panel, content, initialFocusRef, onClose });

  return (
    <div className="at-modal">
      <div
        className="at-modal__backdrop"
        aria-hidden="true"
        onClick={closeOnBackdrop ? close : undefined}
      />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? bodyId : undefined}
        tabIndex={-1}
        className={cx('at-modal__panel', `at-modal__panel--${size}`, className)}
        onKeyDown={trapTab}
      >
        <div className="at-modal__header">
          <h2 id={titleId} className="at-modal__title">
            {title}
          </h2>
          {hideCloseButton ? null : (
            <button type="button" className="at-modal__close" aria-label="Close dialog" onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </div>
        <div ref={content} className="at-modal__content">
          {children ? (
            <div id={bodyId} className="at-modal__body">
              {children}
            </div>
          ) : null}
          {footer ? <div className="at-modal__footer">{footer}</div> : null}
        </div>
      </div>
    </div>
  );
}
