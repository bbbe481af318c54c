import { type ComponentPropsWithoutRef, type ReactNode, useId } from 'react';
import { FieldLabel } from '@atelier/ui';

export interface TextAreaFieldProps extends ComponentPropsWithoutRef<'textarea'> {
  /** Visible label; it names the textarea. */
  label: ReactNode;
  /** Classes of the wrapper, beside `at-field`. */
  fieldClassName?: string;
  /** What stands under the textarea (a counter). */
  children?: ReactNode;
}

/** A labelled textarea in the look of @atelier/ui's TextField (which is an input only): the studio's longer texts. */
export function TextAreaField({ label, fieldClassName, className, required, children, id, ...textarea }: TextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={['at-field', fieldClassName].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={fieldId} required={required}>
        {label}
      </FieldLabel>
      <textarea {...textarea} id={fieldId} required={required} className={['at-field__input movie-textarea', className].filter(Boolean).join(' ')} />
      {children}
    </div>
  );
}
