import { fireEvent, render, screen } from '@testing-library/react';
import { AuthForm, type AuthFormProps } from './auth-form';

function renderForm(props: Partial<AuthFormProps> = {}) {
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(<AuthForm mode="sign-in" email="" onEmailChange={() => undefined} onPasswordChange={() => undefined} onSubmit={onSubmit} {...props} />);
  return onSubmit;
}

describe(AuthForm.name, () => {
  it('signs in with email and password (both required) under the site vocabulary', () => {
    const onSubmit = renderForm({ email: 'ada@example.com', password: 'secret-123' });
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('ada@example.com');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).type).toBe('password');
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).required).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows and hides the password with a toggle that does not take the field name', () => {
    renderForm({ password: 'secret-123' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByLabelText(/Password/)).toHaveLength(1);
  });

  it('asks for a name and shows the password rule when signing up', () => {
    renderForm({ mode: 'sign-up', name: '', onNameChange: () => undefined, passwordMinLength: 8 });
    expect(screen.getByLabelText('Full Name')).toBeTruthy();
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeTruthy();
  });

  it('has no password for a sign-in link, and announces its status and errors', () => {
    renderForm({ mode: 'magic-link', status: 'Sent!', error: 'Nope' });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Sent!');
    expect(screen.getByRole('alert').textContent).toBe('Nope');
    expect(screen.getByRole('button', { name: 'Send Magic Link' })).toBeTruthy();
  });

  it('says what it is doing while busy and cannot be sent twice', () => {
    renderForm({ mode: 'sign-up', busy: true });
    const button = screen.getByRole('button', { name: 'Creating account...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('leaves required checks to the caller when native validation is off', () => {
    renderForm({ nativeValidation: false, label: 'Unlock Your API Keys', modeSwitch: <button type="button">Create account</button> });
    expect((screen.getByLabelText('Email') as HTMLInputElement).required).toBe(false);
    expect(screen.getByRole('form', { name: 'Unlock Your API Keys' }).hasAttribute('novalidate')).toBe(true);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });
});
