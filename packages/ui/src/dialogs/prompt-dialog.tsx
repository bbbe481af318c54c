import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { TextField } from '../text-field/text-field';

export interface PromptDialogProps {
  open: boolean;
  /** The dialog's accessible name. */
  title: ReactNode;
  /** Text above the field. */
  message?: ReactNode;
  /** The field's label (its accessible name). */
  label: string;
  defaultValue?: string;
  placeholder?: string;
  /** Returns the text to show under the field when the value cannot be accepted; nothing when it can. */
  validate?: (value: string) => string | null | undefined;
  maxLength?: number;
  type?: 'text' | 'url' | 'email' | 'number';
  confirmLabel?: string;
  cancelLabel?: string;
  /** Enter or the confirm button, with the value as typed (validated, not trimmed). */
  onSubmit: (value: string) => void;
  /** Cancel button and Escape. */
  onCancel: () => void;
}

/** Asks for one line of text: the styled replacement for `window.prompt`. */
export function PromptDialog({ open, ...props }: PromptDialogProps) {
  // Mounted only while open, so every opening starts from `defaultValue` with no stale error.
  return open ? <PromptForm {...props} /> : null;
}

function PromptForm({
  title,
  message,
  label,
  defaultValue = '',
  placeholder,
  validate,
  maxLength,
  type = 'text',
  confirmLabel = 'OK',
  cancelLabel = 'Cancel',
  onSubmit,
  onCancel,
}: Omit<PromptDialogProps, 'open'>) {
  const formId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(defaultValue);
  const [error, setError] = useState<string | null>(null);

  // Like the native prompt: the default text is selected, so typing replaces it.
  useEffect(() => input.current?.select(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate?.(value) || null;
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    onSubmit(value);
  };

  return (
    <Modal
      open
      onClose={onCancel}
      title={title}
      size="sm"
      hideCloseButton
      closeOnBackdrop={false}
      initialFocusRef={input}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message ? <p>{message}</p> : null}
      <form id={formId} noValidate onSubmit={submit}>
        <TextField
          ref={input}
          label={label}
          value={value}
          placeholder={placeholder}
          maxLength={maxLength}
          type={type}
          autoComplete="off"
          error={error ?? undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (error) setError(null);
          }}
        />
      </form>
    </Modal>
  );
}
