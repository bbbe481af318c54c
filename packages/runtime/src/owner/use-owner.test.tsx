import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { authStore } from '../auth/auth-store';
import { OwnerScope, useOwnerKey } from './use-owner';

const A = { id: 'user-a', email: 'a@example.com', name: 'A' };
const B = { id: 'user-b', email: 'b@example.com', name: 'B' };

/** A screen with in-memory state (an open project) and the owner it shows. */
function Screen() {
  const owner = useOwnerKey();
  const [project] = useState(() => `project of ${owner}`);
  return <p>{`${owner}: ${project}`}</p>;
}

describe(OwnerScope.name, () => {
  beforeEach(() => act(() => authStore.logout()));

  it("keeps a visitor's screen when they sign in (their work moved with them), and starts over when an account leaves", () => {
    render(
      <OwnerScope>
        <Screen />
      </OwnerScope>,
    );
    expect(screen.getByText('visitor: project of visitor')).toBeTruthy();

    act(() => authStore.login(A, 'token-a'));
    expect(screen.getByText('user-a: project of visitor')).toBeTruthy();

    act(() => authStore.login(B, 'token-b'));
    expect(screen.getByText('user-b: project of user-b')).toBeTruthy();

    act(() => authStore.logout());
    expect(screen.getByText('visitor: project of visitor')).toBeTruthy();
  });
});
