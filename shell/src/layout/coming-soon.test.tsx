import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider } from '@atelier/runtime';
import { AppLayout } from './app-layout';

function Page() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderShell(path = '/pricing') {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<AppLayout />}>
            <Route path="*" element={<Page />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;
const description = (dialog: HTMLElement) => document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent;
const dock = () => screen.getByRole('navigation', { name: 'Dock' });

async function tapDockAcademy() {
  const button = within(dock()).getByRole('button', { name: 'Academy (Coming Soon)' });
  button.focus();
  await act(async () => fireEvent.click(button));
  return button;
}

async function openMenu() {
  await act(async () => fireEvent.click(within(dock()).getByRole('button', { name: 'Menu' })));
  return screen.getByRole('dialog', { name: 'Menu' });
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // ScrollToTop; jsdom does not scroll
});
afterEach(() => jest.restoreAllMocks());

describe('Academy coming soon', () => {
  it('tells Coming Soon! in a styled alert from the dock and does not navigate', async () => {
    const nativeAlert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderShell();
    const opener = await tapDockAcademy();
    const dialog = screen.getByRole('alertdialog', { name: 'Academy' });
    expect(description(dialog)).toBe('Coming Soon!');
    expect(nativeAlert).not.toHaveBeenCalled();
    expect(location()).toBe('/pricing');

    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location()).toBe('/pricing');
    expect(document.activeElement).toBe(opener);
  });

  it('shows the alert over the menu sheet; Escape closes the alert only', async () => {
    renderShell('/about');
    const sheet = await openMenu();
    const academy = within(sheet).getByRole('button', { name: /Academy/ });
    academy.focus();
    await act(async () => fireEvent.click(academy));
    expect(description(screen.getByRole('alertdialog', { name: 'Academy' }))).toBe('Coming Soon!');

    await act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
    expect(document.activeElement).toBe(academy);
    expect(location()).toBe('/about');
  });

  it('offers the Academy page as a link that closes the alert and the menu', async () => {
    renderShell('/about');
    const sheet = await openMenu();
    await act(async () => fireEvent.click(within(sheet).getByRole('button', { name: /Academy/ })));
    const link = within(screen.getByRole('alertdialog')).getByRole('link', { name: 'Open Academy page' });
    expect(link.getAttribute('href')).toBe('/academy');
    await act(async () => fireEvent.click(link));
    expect(location()).toBe('/academy');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});
