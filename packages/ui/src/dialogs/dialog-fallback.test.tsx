import { act, fireEvent, screen } from '@testing-library/react';
import { dialogs } from './dialogs';

describe('dialogs without a DialogHost', () => {
  it('mounts a host of their own, so a standalone remote needs no setup', async () => {
    let answer!: Promise<boolean>;
    await act(async () => {
      answer = dialogs.confirm({ title: 'Revoke key', message: 'Are you sure you want to revoke this key?', confirmLabel: 'Revoke' });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke key' });
    expect(document.querySelector('[data-at-dialog-host="fallback"]')?.contains(dialog)).toBe(false); // portalled to body
    expect(document.querySelectorAll('[data-at-dialog-host="fallback"]')).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Revoke' })));
    await expect(answer).resolves.toBe(true);

    await act(async () => {
      answer = dialogs.confirm({ title: 'Again' });
    });
    expect(await screen.findByRole('alertdialog', { name: 'Again' })).toBeTruthy();
    expect(document.querySelectorAll('[data-at-dialog-host="fallback"]')).toHaveLength(1);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    await expect(answer).resolves.toBe(false);
  });
});
