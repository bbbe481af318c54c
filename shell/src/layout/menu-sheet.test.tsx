import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AuthProvider } from '@atelier/runtime';
import { MenuSheet } from './menu-sheet';

function openSheet() {
  render(
    <AuthProvider>
      <MemoryRouter>
        <MenuSheet onClose={() => undefined} />
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
