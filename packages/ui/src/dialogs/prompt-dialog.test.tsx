import { fireEvent, render, screen } from '@testing-library/react';
import { PromptDialog } from './prompt-dialog';

function renderPrompt(props: Partial<Parameters<typeof PromptDialog>[0]> = {}) {
  const onSubmit = jest.fn();
  const onCancel = jest.fn();
  const view = render(<PromptDialog open title="New key" label="Label" onSubmit={onSubmit} onCancel={onCancel} {...props} />);
  return { onSubmit, onCancel, view, input: () => screen.getByLabelText('Label') as HTMLInputElement };
}

describe(PromptDialog.name, () => {
  it('is a dialog named by its title whose field is labelled, focused and has its default selected', () => {
    const { input } = renderPrompt({ defaultValue: 'My blog', maxLength: 100 });
    expect(screen.getByRole('dialog', { name: 'New key' })).toBeTruthy();
    expect(document.activeElement).toBe(input());
    expect(input().value).toBe('My blog');
    expect([input().selectionStart, input().selectionEnd]).toEqual([0, 7]);
    expect(input().maxLength).toBe(100);
  });

  it('submits the value as typed with Enter or the confirm button', () => {
    const { input, onSubmit } = renderPrompt({ confirmLabel: 'Create' });
    fireEvent.change(input(), { target: { value: '  Shop ' } });
    fireEvent.submit(input().form as HTMLFormElement);
    expect(onSubmit).toHaveBeenLastCalledWith('  Shop ');
    const create = screen.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.type).toBe('submit');
    expect(create.getAttribute('form')).toBe(input().form?.id);
  });

  it('keeps the dialog open with the validation message until the value is acceptable', () => {
    const { input, onSubmit } = renderPrompt({ validate: (value) => (value.includes('/') ? 'No slashes, please' : null) });
    fireEvent.change(input(), { target: { value: 'a/b' } });
    fireEvent.submit(input().form as HTMLFormElement);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input().getAttribute('aria-describedby') ?? '')?.textContent).toBe('No slashes, please');
    fireEvent.change(input(), { target: { value: 'ab' } });
    expect(input().getAttribute('aria-invalid')).toBeNull();
    fireEvent.submit(input().form as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledWith('ab');
  });

  it('cancels with the Cancel button or Escape', () => {
    const { onCancel, onSubmit } = renderPrompt();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('starts fresh from the default on every opening', () => {
    const { input, view, onSubmit, onCancel } = renderPrompt({ defaultValue: 'a' });
    fireEvent.change(input(), { target: { value: 'changed' } });
    view.rerender(<PromptDialog open={false} title="New key" label="Label" defaultValue="a" onSubmit={onSubmit} onCancel={onCancel} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    view.rerender(<PromptDialog open title="New key" label="Label" defaultValue="a" onSubmit={onSubmit} onCancel={onCancel} />);
    expect(input().value).toBe('a');
  });
});
