import { fireEvent, render, screen } from '@testing-library/react';
import { AlertDialog } from './alert-dialog';
import { ConfirmDialog } from './confirm-dialog';

const description = (dialog: HTMLElement) => document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent;

describe(ConfirmDialog.name, () => {
  it('is an alertdialog named by its title, described by its question, with the two named buttons', () => {
    render(<ConfirmDialog open title="Revoke key" message="Are you sure?" confirmLabel="Revoke" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke key' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(description(dialog)).toBe('Are you sure?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).toBeNull();
  });

  it('starts on the confirm button, or on Cancel when the action is dangerous', () => {
    const { rerender } = render(<ConfirmDialog open title="Publish" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
    rerender(<ConfirmDialog open={false} title="Publish" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    rerender(<ConfirmDialog open title="Delete" tone="danger" confirmLabel="Delete" onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete' }).className).toContain('at-button--danger');
  });

  it('answers the confirm button, Cancel and Escape, but not a click outside', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<ConfirmDialog open title="Revoke key" onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(document.querySelector('.at-modal__backdrop') as Element);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

describe(AlertDialog.name, () => {
  it('tells its message with one focused button and closes on OK or Escape', () => {
    const onClose = jest.fn();
    render(<AlertDialog open title="Academy" message="Coming Soon!" onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Academy' });
    expect(description(dialog)).toBe('Coming Soon!');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['OK']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('puts an extra action before OK without changing the description', () => {
    render(<AlertDialog open title="Academy" message="Coming Soon!" extraAction={<a href="/academy">Read more</a>} onClose={jest.fn()} />);
    const dialog = screen.getByRole('alertdialog');
    expect(description(dialog)).toBe('Coming Soon!');
    expect(screen.getByRole('link', { name: 'Read more' }).compareDocumentPosition(screen.getByRole('button', { name: 'OK' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});
