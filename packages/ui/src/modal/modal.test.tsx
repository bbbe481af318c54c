import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Outside</button>
      <Modal
        open={open}
        onClose={close}
        title="Confirm Account Deletion"
        footer={
          <>
            <button type="button" onClick={close}>
              Cancel
            </button>
            <button type="button">Delete Account</button>
          </>
        }
      >
        <p>Are you sure?</p>
      </Modal>
    </>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe(Modal.name, () => {
  it('is a modal dialog named by its title and described by its body', () => {
    render(<Harness />);
    openModal();
    const dialog = screen.getByRole('dialog', { name: 'Confirm Account Deletion' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Are you sure?');
  });

  it('closes on Escape and returns focus to the opener', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const opener = openModal();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click', () => {
    render(<Harness />);
    openModal();
    fireEvent.click(document.querySelector('.at-modal__backdrop') as Element);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus inside on open and keeps Tab and Shift+Tab inside', () => {
    render(<Harness />);
    openModal();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    const confirm = screen.getByRole('button', { name: 'Delete Account' });
    const close = screen.getByRole('button', { name: 'Close dialog' });
    expect(document.activeElement).toBe(cancel);

    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
  });

  it('pulls focus back when it lands outside the dialog', () => {
    render(<Harness />);
    openModal();
    act(() => screen.getByRole('button', { name: 'Outside', hidden: true }).focus());
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  });

  it('locks page scrolling while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    render(<Harness />);
    openModal();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('can be an alertdialog, for a question or message that needs an answer first', () => {
    render(
      <Modal open onClose={jest.fn()} title="Revoke key" role="alertdialog">
        <p>Are you sure?</p>
      </Modal>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Revoke key' }).getAttribute('aria-modal')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
