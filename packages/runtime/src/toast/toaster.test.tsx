import { act, render, screen } from '@testing-library/react';
import { toastStore } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  afterEach(() => act(() => toastStore.clear()));

  it('keeps a merged toast findable by its exact text, with the count beside it', () => {
    render(<Toaster />);
    act(() => {
      toastStore.show('Character added!', 'success');
      toastStore.show('Character added!', 'success');
    });
    expect(screen.getByText('Character added!', { exact: true })).toBeTruthy();
    expect(screen.getByLabelText('2 times').textContent).toBe('×2');
  });
});
