import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../utils/cx';
import { focusableWithin } from '../utils/focusable';
import { lockBodyScroll } from './body-scroll-lock';
import { pushModal } from './modal-stack';
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
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const entry = pushModal();
    const unlock = lockBodyScroll();

    const first = initialFocusRef?.current ?? (content.current && focusableWithin(content.current)[0]) ?? panel.current;
    first?.focus();

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && entry.isTop()) {
        event.stopPropagation();
        onCloseRef.current();
      }
    };
    // Focus that escapes anyway (a click on the page behind, assistive tech) is pulled back.
    const onFocusIn = (event: FocusEvent) => {
      if (!entry.isTop() || !panel.current || panel.current.contains(event.target as Node)) return;
      (focusableWithin(panel.current)[0] ?? panel.current).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      unlock();
      entry.remove();
      if (opener && opener.isConnected) opener.focus();
    };
    // Once per opening: the latest onClose is read through its ref.
  }, []);

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const list = focusableWithin(panel.current);
    if (list.length === 0) {
      event.preventDefault();
      panel.current.focus();
      return;
    }
    const firstEl = list[0];
    const lastEl = list[list.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === firstEl || active === panel.current)) {
      event.preventDefault();
      lastEl.focus();
    } else if (!event.shiftKey && active === lastEl) {
      event.preventDefault();
      firstEl.focus();
    }
  };

  return (
    <div className="at-modal">
      <div
        className="at-modal__backdrop"
        aria-hidden="true"
        onClick={closeOnBackdrop ? () => onCloseRef.current() : undefined}
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
            <button type="button" className="at-modal__close" aria-label="Close dialog" onClick={() => onCloseRef.current()}>
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
