import type { FormEvent } from 'react';

/**
 * For a form's submit handler: keeps the page from reloading and, when a field breaks its rules
 * (required, type, minLength…), lets the browser point at it. True when the form may be sent.
 */
export function validSubmission(event: FormEvent<HTMLFormElement>): boolean {
  event.preventDefault();
  const form = event.currentTarget;
  if (form.checkValidity()) return true;
  form.reportValidity();
  return false;
}
