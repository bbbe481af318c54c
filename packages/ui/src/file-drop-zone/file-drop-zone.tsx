import { useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../utils/cx';
import { checkFiles, formatBytes, type FileRejection, type FileRules } from './file-checks';
import { useFileDrag } from './use-file-drag';
import './file-drop-zone.css';

export interface FileDropZoneProps extends FileRules {
  /** The choose button's text and accessible name (e.g. 'Choose audio files'). */
  label: string;
  /** Called with the files that passed the checks (never with an empty list). */
  onFiles: (files: File[]) => void;
  /** Called with the files that failed, each with the message that is also shown. */
  onReject?: (rejections: FileRejection[]) => void;
  /** Text under the button; default: how to add files and the limits. */
  hint?: ReactNode;
  disabled?: boolean;
  children?: ReactNode;
  className?: string;
}

function defaultHint({ accept, acceptDescription, maxBytes, multiple }: FileRules): string {
  const limits = [acceptDescription ?? accept?.split(',').map((item) => item.trim()).join(', '), maxBytes ? `up to ${formatBytes(maxBytes)}` : null]
    .filter(Boolean)
    .join(', ');
  return `Drag and drop ${multiple ? 'files' : 'a file'} here, or choose from your device.${limits ? ` ${limits}.` : ''}`;
}

/**
 * Drop files on it, or click / press Enter on its button to choose them. Types and sizes are
 * checked for both paths (a drop bypasses the input's filter); problems are announced.
 */
export function FileDropZone({ label, onFiles, onReject, hint, disabled = false, children, className, ...rules }: FileDropZoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const take = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    const { accepted, rejected } = checkFiles(files, rules);
    setErrors([...new Set(rejected.map((item) => item.message))]);
    if (rejected.length) onReject?.(rejected);
    if (accepted.length) onFiles(accepted);
  };

  const { dragging, handlers } = useFileDrag({ disabled, onDrop: take });
  // A click anywhere on the zone chooses too; the button is the keyboard and screen-reader way in.
  const onZoneClick = (event: MouseEvent) => {
    if (disabled || (event.target as Element).closest('button, a, input, label, select, textarea')) return;
    input.current?.click();
  };

  const hintId = `${id}-hint`;
  const errorsId = `${id}-errors`;
  return (
    <div
      className={cx('at-dropzone', dragging && 'is-dragging', disabled && 'is-disabled', errors.length > 0 && 'has-errors', className)}
      data-dragging={dragging || undefined}
      {...handlers}
      onClick={onZoneClick}
    >
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        accept={rules.accept}
        multiple={rules.multiple}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files);
          // Choosing the same file again must fire change again.
          event.target.value = '';
        }}
      />
      <button
        type="button"
        className="at-dropzone__button"
        disabled={disabled}
        aria-describedby={cx(hintId, errors.length > 0 && errorsId)}
        onClick={() => input.current?.click()}
      >
        {label}
      </button>
      <p id={hintId} className="at-dropzone__hint">
        {dragging ? 'Drop to add.' : (hint ?? defaultHint(rules))}
      </p>
      {children}
      <div id={errorsId} className="at-dropzone__errors" aria-live="assertive">
        {errors.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </div>
  );
}
