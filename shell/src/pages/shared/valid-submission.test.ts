import type { FormEvent } from 'react';
import { validSubmission } from './valid-submission';

function submitOf(form: HTMLFormElement) {
  const preventDefault = jest.fn();
  const event = { preventDefault, currentTarget: form } as unknown as FormEvent<HTMLFormElement>;
  return { event, preventDefault };
}

describe(validSubmission.name, () => {
  it('keeps the page and lets a valid form be sent', () => {
    const form = document.createElement('form');
    const { event, preventDefault } = submitOf(form);
    expect(validSubmission(event)).toBe(true);
    expect(preventDefault).toHaveBeenCalled();
  });

  it('has the browser point at a field that breaks its rules, and stops the sending', () => {
    const form = document.createElement('form');
    const input = document.createElement('input');
    input.required = true;
    form.append(input);
    const reportValidity = jest.spyOn(form, 'reportValidity');
    const { event, preventDefault } = submitOf(form);
    expect(validSubmission(event)).toBe(false);
    expect(preventDefault).toHaveBeenCalled();
    expect(reportValidity).toHaveBeenCalled();
  });
});
