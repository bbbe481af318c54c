import { act, fireEvent, screen } from '@testing-library/react';
import { authStore, type AuthUser } from '@atelier/runtime';
import { apiAnswer, renderPage, routeFetch } from '../pages/shared/test-utils';
import { TopBar } from './top-bar';

const ada: AuthUser = { id: 'u1', email: 'ada.lovelace+news@example.com', name: 'ada.lovelace+news' };

async function setup() {
  authStore.login(ada, 'tok');
  routeFetch({ 'GET /api/auth/me': apiAnswer(200, ada), 'POST /api/auth/logout': apiAnswer(204, undefined) });
  renderPage(<TopBar />, { route: '/chat' });
  // Let the background session check settle.
  await act(async () => undefined);
  return screen.getByRole('button', { name: 'Account menu' });
}

const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

beforeEach(() => {
  localStorage.clear();
  authStore.logout();
});

describe('AccountMenu', () => {
  it('keeps My Account a link to /account beside a closed menu button', async () => {
    const toggle = await setup();
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/account');
    expect(toggle.getAttribute('aria-haspopup')).toBe('menu');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with the account destinations and Log Out, focusing the first item', async () => {
    const toggle = await setup();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(items()).toEqual(['Account', 'Integrations', 'Pricing', 'Downloads', 'Demo', 'Log Out']);
    expect(document.activeElement?.textContent).toBe('Account');
  });

  it('moves with the arrow keys (wrapping), Home and End', async () => {
    const toggle = await setup();
    fireEvent.keyDown(toggle, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Log Out');
    const menu = screen.getByRole('menu');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Account');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Integrations');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Log Out');
    fireEvent.keyDown(menu, { key: 'Home' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Log Out');
  });

  it('closes on Escape with focus back on the button, and on a click outside', async () => {
    const toggle = await setup();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('navigates from an item and closes', async () => {
    const toggle = await setup();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Pricing' }));
    expect(screen.getByTestId('location').textContent).toBe('/pricing');
  });

  it('shows the readable name in the avatar initials, not the +tag', async () => {
    await setup();
    const avatar = document.querySelector('.shell-avatar--initial');
    expect(avatar?.getAttribute('data-initial')).toBe('AL');
  });

  it('logs out from the menu', async () => {
    const toggle = await setup();
    fireEvent.click(toggle);
    await act(async () => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Log Out' }));
    });
    expect(authStore.getSnapshot().isAuthenticated).toBe(false);
  });
});
