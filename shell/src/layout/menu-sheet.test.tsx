import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '@atelier/runtime';
import { DialogHost, dialogs } from '@atelier/ui';
import { MenuSheet } from './menu-sheet';

function openSheet(onClose: () => void = () => undefined) {
  render(
    <AuthProvider>
      <MemoryRouter>
        <button type="button">Menu</button>
        <MenuSheet onClose={onClose} />
        <DialogHost />
      </MemoryRouter>
    </AuthProvider>,
  );
  return screen.getByRole('dialog', { name: 'Menu' });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('MenuSheet focus (spec 000 §9)', () => {
  it('moves focus into the sheet after 100 ms', () => {
    const sheet = openSheet();
    act(() => jest.advanceTimersByTime(99));
    expect(sheet.contains(document.activeElement)).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(document.activeElement).toBe(sheet.querySelector('button'));
  });

  it('leaves focus where the user put it within the 100 ms', () => {
    const sheet = openSheet();
    const academy = within(sheet).getByRole('button', { name: /Academy/ });
    academy.focus();
    act(() => jest.advanceTimersByTime(100));
    expect(document.activeElement).toBe(academy);
  });
});

describe('MenuSheet Escape (spec 000 §9)', () => {
  it('closes on Escape pressed before focus moved in', () => {
    const onClose = jest.fn();
    openSheet(onClose);
    screen.getByRole('button', { name: 'Menu' }).focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves Escape to a dialog shown over it, and closes with the next one', () => {
    const onClose = jest.fn();
    openSheet(onClose);
    act(() => void dialogs.alert({ title: 'Academy', message: 'Coming Soon!' }));
    const alert = screen.getByRole('alertdialog', { name: 'Academy' });
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(alert.isConnected).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
